import { asc, eq } from 'drizzle-orm';
import type { Account } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';
import { expectStatus } from '../../../test/harness.ts';
import { loadRequests, notifications } from '../../db/schema/index.ts';

export const offer = (proposedRate = 1850, message = "I'm interested in this load.") => ({
  proposedRate,
  message,
});

export const requestLoad = (
  t: TestApp,
  loadId: number | string,
  who: Account | undefined,
  body: unknown = offer(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/loads/${loadId}/request`,
    headers: who?.headers ?? {},
    payload: body as object,
  });

/** Files a request and answers its id. */
export async function makeRequest(t: TestApp, loadId: number, who: Account, rate = 1850): Promise<number> {
  const res = await requestLoad(t, loadId, who, offer(rate));
  expectStatus(res, 201);
  return res.json().data.id;
}

export const decide = (t: TestApp, requestId: number | string, who: Account | undefined, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/requests/${requestId}/status`,
    headers: who?.headers ?? {},
    payload: body as object,
  });

/** The owner's counter-offer on a request. */
export const counter = (t: TestApp, requestId: number | string, who: Account | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/requests/${requestId}/counter`,
    headers: who?.headers ?? {},
    payload: body as object,
  });

/** My Requests, with its query as given. */
export const myRequests = (
  t: TestApp,
  who: Account | undefined,
  query: Record<string, string | number> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/requests/mine?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
    headers: who?.headers ?? {},
  });

export const listRequests = (t: TestApp, loadId: number | string, who: Account | undefined) =>
  t.app.inject({ method: 'GET', url: `/api/loads/${loadId}/requests`, headers: who?.headers ?? {} });

export const requestRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(loadRequests).where(eq(loadRequests.id, id)))[0];

/** A user's notification rows, oldest first. */
export const notificationRows = (t: TestApp, userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
