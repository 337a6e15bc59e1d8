import type { DbOrTx } from '../../db/client.ts';
import type { Grain } from './buckets.ts';
import { type CountFilters, countedPieces, grainsFor, type Piece } from './counts.ts';

/** Entries a page may skip in the index before it is worth finding its bucket instead. */
const DIRECT_SKIP = 1000;

/** A page starts `skip` matching entries into those older than `before` (milliseconds; Infinity: all). */
export interface PageStart {
  before: number;
  skip: number;
}

/**
 * Where the page at `offset` starts, given the matching entries' pieces newest first (countedPieces),
 * without skipping every entry before it: the pieces' counts find the one holding the page's first
 * entry, and a month or day is split into its days or hours the same way, so a page skips at most an
 * hour's entries in the index (a day's for a user), however deep it is.
 */
export async function locatePage(
  db: DbOrTx,
  filters: CountFilters,
  pieces: Piece[],
  offset: number,
  grains: Grain[] = grainsFor(filters),
  before = Number.POSITIVE_INFINITY,
): Promise<PageStart> {
  if (offset < DIRECT_SKIP) return { before, skip: offset };
  let newer = 0;
  for (const piece of pieces) {
    if (offset < newer + piece.n) {
      const skip = offset - newer;
      const finer = piece.grain ? grains.slice(grains.indexOf(piece.grain) + 1) : [];
      if (finer.length === 0) return { before: piece.to, skip };
      return locatePage(db, filters, await countedPieces(db, filters, piece, finer), skip, finer, piece.to);
    }
    newer += piece.n;
  }
  return { before, skip: offset };
}
