import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type UserType } from '@loadboard/contracts';
import { AppError } from '../../lib/app-error.ts';
import { checkImportRows, mapImportHeader, type PreparedLoad } from '../loads/index.ts';
import { type FeedBody, readFeed } from './feed-formats.ts';
import { FeedFetchError } from './safe-fetch.ts';

/** A fetched feed read and checked: the rows that passed and why the others did not, or why none could. */
export type FeedCheck = { prepared: PreparedLoad[]; rowErrors: string[] } | { error: string };

/**
 * Reads a feed (CSV, JSON or HTML) and checks its header, then each row, with the import's own rules;
 * a bad row is set aside with its sentences, a feed that cannot be read is one sentence.
 */
export function checkFeedBody(feed: FeedBody, userType: UserType): FeedCheck {
  try {
    const table = readFeed(feed);
    const columns = mapImportHeader(table.header, table.rows, 'counted');
    if (table.rows.length === 0) return { error: IMPORT_MESSAGES.noRows };
    if (table.rows.length > IMPORT_MAX_ROWS) return { error: IMPORT_MESSAGES.tooManyRows };
    const { prepared, errors } = checkImportRows(userType, columns, table.rows);
    return { prepared, rowErrors: errors };
  } catch (error) {
    if (error instanceof FeedFetchError) return { error: error.message };
    if (error instanceof AppError) return { error: (error.errors ?? [error.message]).join('; ') };
    throw error;
  }
}
