import { MAP_POINT_LIMIT, type MapCluster, type MapView, type mapViewQuery } from '@loadboard/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { type GivenFilters, preparedByFilters } from '../../db/prepared.ts';
import { loadMapCells, loads } from '../../db/schema/index.ts';
import {
  activeOriginInBox,
  type BoardFilterValues,
  boardFilters,
  boardFilterValues,
} from './board-filters.ts';

export type MapViewFilters = z.output<typeof mapViewQuery>;

/** The levels `load_map_cells` counts (migration 0011): coarser views use 3, finer ones 14. */
const MIN_LEVEL = 3;
const MAX_LEVEL = 14;

/** Degrees on a side of a cell at `level`: the SQL function `load_map_cell_size`, here for the bounds. */
const cellSize = (level: number) => 360 / 2 ** (level + 2);

interface CellRange {
  level: number;
  gx0: number;
  gx1: number;
  gy0: number;
  gy1: number;
}

/** The cells covering the view at its zoom. */
function cellRange(view: MapViewFilters): CellRange {
  const level = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, view.zoom));
  const size = cellSize(level);
  return {
    level,
    gx0: Math.floor((view.west + 180) / size),
    gx1: Math.floor((view.east + 180) / size),
    gy0: Math.floor((view.south + 90) / size),
    gy1: Math.floor((view.north + 90) / size),
  };
}

/** The view widened to whole cells: what the counts count. */
function rangeBounds({ level, gx0, gx1, gy0, gy1 }: CellRange) {
  const size = cellSize(level);
  return {
    south: Math.max(-90, gy0 * size - 90),
    west: gx0 * size - 180,
    north: Math.min(90, (gy1 + 1) * size - 90),
    east: (gx1 + 1) * size - 180,
  };
}

interface CellCount {
  gx: number;
  gy: number;
  posts: number;
  latSum: number;
  lngSum: number;
}

/**
 * The cells' counts of one level in a range of cells, of the given load types when there are some:
 * a cell's rows (one per type) summed, and the cells sent back as one JSON array of
 * [gx, gy, posts, latSum, lngSum], one value for the driver to read instead of a row per cell (a
 * gain on PGlite above all, whose rows are read in JavaScript).
 */
const countedCellsRead = preparedByFilters((db, given: GivenFilters<'type' | 'types'>, shape) => {
  const cells = db
    .select({
      gx: loadMapCells.gx,
      gy: loadMapCells.gy,
      posts: sql<number>`sum(${loadMapCells.posts})::integer`.as('posts'),
      latSum: sql<number>`sum(${loadMapCells.latSum})`.as('lat_sum'),
      lngSum: sql<number>`sum(${loadMapCells.lngSum})`.as('lng_sum'),
    })
    .from(loadMapCells)
    .where(
      and(
        eq(loadMapCells.level, sql.placeholder('level')),
        sql`${loadMapCells.gx} BETWEEN ${sql.placeholder('gx0')} AND ${sql.placeholder('gx1')}`,
        sql`${loadMapCells.gy} BETWEEN ${sql.placeholder('gy0')} AND ${sql.placeholder('gy1')}`,
        sql`${loadMapCells.posts} > 0`,
        // Sent as text[], a type every driver can write, then read as the enum.
        given.type ? eq(loadMapCells.loadType, given.type) : undefined,
        given.types ? sql`${loadMapCells.loadType} = ANY(${given.types}::text[]::load_type[])` : undefined,
      ),
    )
    .groupBy(loadMapCells.gx, loadMapCells.gy)
    .as('cells');
  return db
    .select({
      cells: sql<
        [number, number, number, number, number][]
      >`coalesce(json_agg(json_build_array(${cells.gx}, ${cells.gy}, ${cells.posts}, ${cells.latSum}, ${cells.lngSum})), '[]')`,
    })
    .from(cells)
    .prepare(`map_counted_cells (${shape})`);
});

/** Counts per cell from `load_map_cells`: a few hundred cells whatever the number of posts. */
async function countedCells(
  db: DbOrTx,
  { type, types }: BoardFilterValues,
  range: CellRange,
): Promise<CellCount[]> {
  const [read] = await countedCellsRead(db, { type, types }).execute({ ...range, type, types });
  return (read?.cells ?? []).map(([gx, gy, posts, latSum, lngSum]) => ({ gx, gy, posts, latSum, lngSum }));
}

/** Counts per cell over the posts themselves, for filters the counted cells do not keep (dates, equipment). */
async function liveCells(db: DbOrTx, filters: BoardFilterValues, range: CellRange): Promise<CellCount[]> {
  // The cell size as a literal, not a parameter: GROUP BY must see the same expression as SELECT.
  const size = sql.raw(`load_map_cell_size(${range.level})`);
  const gx = sql<number>`floor((${loads.originLng} + 180) / ${size})::integer`;
  const gy = sql<number>`floor((${loads.originLat} + 90) / ${size})::integer`;
  return db
    .select({
      gx,
      gy,
      posts: sql<number>`count(*)::integer`,
      latSum: sql<number>`sum(${loads.originLat})`,
      lngSum: sql<number>`sum(${loads.originLng})`,
    })
    .from(loads)
    .where(and(activeOriginInBox(rangeBounds(range)), ...boardFilters(filters)))
    .groupBy(gx, gy);
}

/**
 * A cluster's mean origin to five decimals (about a metre), where it is drawn: the mean of thousands
 * of coordinates carries float noise to seventeen digits (34.06140000000003), a good part of a
 * map answer made of clusters.
 */
const toMetre = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

const needsLiveCount = (filters: BoardFilterValues) =>
  Boolean(filters.startDate || filters.endDate || filters.equipment);

/**
 * GET /api/loads/map: the posts in view as markers when they are few, else clusters per grid cell that
 * split as the map zooms in. Only ACTIVE posts are on the map, as on the public board.
 */
export async function mapViewOf(db: DbOrTx, view: MapViewFilters): Promise<MapView> {
  const range = cellRange(view);
  const bounds = rangeBounds(range);
  const filters = boardFilterValues(view);
  const cells = needsLiveCount(filters)
    ? await liveCells(db, filters, range)
    : await countedCells(db, filters, range);
  const total = cells.reduce((sum, cell) => sum + Number(cell.posts), 0);

  if (total <= MAP_POINT_LIMIT) {
    const posts = await db
      .select({
        id: loads.id,
        loadType: loads.loadType,
        originLocation: loads.originLocation,
        originLat: loads.originLat,
        originLng: loads.originLng,
        destinationLocation: loads.destinationLocation,
        destinationLat: loads.destinationLat,
        destinationLng: loads.destinationLng,
        pickupDate: loads.pickupDate,
        rate: loads.rate,
      })
      .from(loads)
      .where(and(activeOriginInBox(bounds), ...boardFilters(filters)))
      .orderBy(asc(loads.pickupDate), asc(loads.id))
      .limit(MAP_POINT_LIMIT);
    return { mode: 'posts', total, bounds, posts, clusters: [] };
  }

  const size = cellSize(range.level);
  const clusters: MapCluster[] = cells.map((cell) => ({
    count: Number(cell.posts),
    lat: toMetre(Number(cell.latSum) / Number(cell.posts)),
    lng: toMetre(Number(cell.lngSum) / Number(cell.posts)),
    south: cell.gy * size - 90,
    west: cell.gx * size - 180,
    north: (cell.gy + 1) * size - 90,
    east: (cell.gx + 1) * size - 180,
  }));
  return { mode: 'clusters', total, bounds, posts: [], clusters };
}
