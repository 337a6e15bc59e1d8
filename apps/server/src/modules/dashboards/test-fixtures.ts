import { OPEN_REQUEST_STATUSES, type RequestStatus } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import type { Account } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';
import { loadRequests, loads } from '../../db/schema/index.ts';

/** Shared by the dashboard and contacts tests: state set straight in the database, and GETs. */

type LoadChanges = Partial<typeof loads.$inferInsert>;

/** Sets a post's columns directly (status, dates, the assigned carrier and agreed rate…). */
export async function setLoad(t: TestApp, id: number, changes: LoadChanges): Promise<void> {
  await t.database.db.update(loads).set(changes).where(eq(loads.id, id));
}

/** A post ASSIGNED to `carrier` at `agreedRate`, as an accepted request leaves it. */
export const assignTo = (
  carrier: Account,
  agreedRate: number,
  status: 'ASSIGNED' | 'COMPLETED' = 'ASSIGNED',
) =>
  ({
    status,
    assignedCarrierId: carrier.user.id,
    agreedRate,
    assignedAt: new Date(),
    completedAt: status === 'COMPLETED' ? new Date() : null,
  }) satisfies LoadChanges;

const MINUTE_MS = 60_000;
/** A moment `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);

const isOpen = (status: RequestStatus) =>
  (OPEN_REQUEST_STATUSES as readonly RequestStatus[]).includes(status);

/** A request inserted directly, with its status and times given; answers its id. */
export async function insertRequest(
  t: TestApp,
  values: {
    loadId: number;
    requester: Account;
    proposedRate?: number;
    status?: RequestStatus;
    createdAt: Date;
    decidedAt?: Date;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(loadRequests)
    .values({
      loadId: values.loadId,
      requesterId: values.requester.user.id,
      proposedRate: values.proposedRate ?? 1000,
      message: "I'm interested in this load.",
      status: values.status ?? 'PENDING',
      createdAt: values.createdAt,
      decidedAt: values.decidedAt ?? (isOpen(values.status ?? 'PENDING') ? null : values.createdAt),
    })
    .returning({ id: loadRequests.id });
  if (!row) throw new Error('the request insert returned no row');
  return row.id;
}

export function getAs(t: TestApp, url: string, who: Account | undefined) {
  return t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
}
