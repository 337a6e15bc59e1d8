import { LOADBOARD_MESSAGES, type LoadboardUrlItem } from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { deleteLoadBoardUrl, deleteUserLoadBoardUrls, listEveryLoadBoardUrl } from '../settings/index.ts';

/** GET /api/loadboard-urls: every member's URLs with their owner (spec 3, Loadboard URL). */
export async function listAllUrls(db: DbOrTx): Promise<LoadboardUrlItem[]> {
  const rows = await listEveryLoadBoardUrl(db);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    created_at: row.createdAt.toISOString(),
    user: { id: row.userId, username: row.username, companyName: row.companyName },
  }));
}

/** DELETE /api/loadboard-urls/:id; 404 when there is no such URL. */
export async function removeUrl(db: DbOrTx, id: number): Promise<void> {
  if (!(await deleteLoadBoardUrl(db, id))) throw notFound(LOADBOARD_MESSAGES.urlNotFound);
}

/** DELETE /api/loadboard-urls/user/:userId: how many were deleted (none is not an error). */
export async function removeUserUrls(db: DbOrTx, userId: number): Promise<{ deleted: number }> {
  return { deleted: await deleteUserLoadBoardUrls(db, userId) };
}
