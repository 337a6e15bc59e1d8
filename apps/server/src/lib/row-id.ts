import { notFound } from './app-error.ts';

/** PostgreSQL's integer, the type of every id column: no row's id is larger. */
const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` can be a row's id: a whole number from 1 to PostgreSQL's largest integer. */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/**
 * A row's id from a URL. Anything but a whole number from 1 to MAX_ROW_ID names no row, as an
 * unknown id names none: 404 with `message`.
 */
export function rowIdFromUrl(raw: string, message?: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!isRowId(id)) throw notFound(message);
  return id;
}
