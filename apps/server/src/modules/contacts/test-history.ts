import type { Contact, ContactRelation } from '@loadboard/contracts';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contacts, loadRequests, loads, users } from '../../db/schema/index.ts';
import { counterpartyColumns, recentContacts, toContact } from './queries.ts';

/**
 * What the contacts table must always agree with: the request history itself. `contactsFromHistory`
 * is the query the panel ran before the table existed (a UNION over every request on the user's
 * posts and every request they filed, then DISTINCT ON), kept here as the tests' yardstick.
 */

const interactedAt = sql<Date>`coalesce(${loadRequests.decidedAt}, ${loadRequests.createdAt})`.mapWith(
  loadRequests.createdAt,
);

export async function contactsFromHistory(db: DbOrTx, userId: number, limit: number): Promise<Contact[]> {
  // The requests on one side of the user's deals: `mine` the user's column, `theirs` the other party's.
  const side = (mine: AnyPgColumn, theirs: AnyPgColumn, relation: SQL<ContactRelation>) =>
    db
      .select({
        counterpartyId: sql<number>`${theirs}`.as('counterparty_id'),
        at: interactedAt.as('at'),
        relation: relation.as('relation'),
      })
      .from(loadRequests)
      .innerJoin(loads, eq(loads.id, loadRequests.loadId))
      .where(and(eq(mine, userId), ne(theirs, userId)));
  const received = side(loads.ownerId, loadRequests.requesterId, sql`'requested your load'`);
  const sent = side(loadRequests.requesterId, loads.ownerId, sql`'you requested their load'`);
  const interactions = db.$with('interactions').as(received.unionAll(sent));
  const latest = db.$with('latest').as((qb) =>
    qb
      .selectDistinctOn([interactions.counterpartyId], {
        counterpartyId: interactions.counterpartyId,
        at: interactions.at,
        relation: interactions.relation,
      })
      .from(interactions)
      .orderBy(asc(interactions.counterpartyId), desc(interactions.at)),
  );
  const rows = await db
    .with(interactions, latest)
    .select({ ...counterpartyColumns, at: latest.at, relation: latest.relation })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.counterpartyId))
    .orderBy(desc(latest.at), asc(users.id))
    .limit(limit);
  return rows.map((row) => toContact(row, row.at, row.relation));
}

/** Every row of the contacts table, in key order. */
export async function contactRows(db: DbOrTx) {
  return db.select().from(contacts).orderBy(asc(contacts.userId), asc(contacts.counterpartyId));
}

/** The rows the table must hold: each directed pair's latest request (the higher id on a tie). */
async function rowsFromHistory(db: DbOrTx) {
  const exchanges = await db
    .select({
      id: loadRequests.id,
      requesterId: loadRequests.requesterId,
      ownerId: loads.ownerId,
      at: interactedAt,
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .where(ne(loads.ownerId, loadRequests.requesterId))
    .orderBy(desc(interactedAt), desc(loadRequests.id));
  const latest = new Map<string, typeof contacts.$inferSelect>();
  for (const { id, requesterId, ownerId, at } of exchanges) {
    for (const [userId, counterpartyId, sent] of [
      [ownerId, requesterId, false],
      [requesterId, ownerId, true],
    ] as const) {
      const key = `${userId}:${counterpartyId}`;
      if (!latest.has(key)) latest.set(key, { userId, counterpartyId, lastAt: at, lastRequestId: id, sent });
    }
  }
  return [...latest.values()].sort((a, b) => a.userId - b.userId || a.counterpartyId - b.counterpartyId);
}

/**
 * The contacts table holds exactly the history's latest exchange of every pair, and every user's
 * panel (every contact, not only the first 8) is what the old query answered.
 */
export async function expectContactsMatchHistory(t: TestApp): Promise<void> {
  const { db } = t.database;
  expect(await contactRows(db)).toEqual(await rowsFromHistory(db));
  for (const { id } of await db.select({ id: users.id }).from(users)) {
    expect(await recentContacts(db, id, 1000), `the contacts of user ${id}`).toEqual(
      await contactsFromHistory(db, id, 1000),
    );
  }
}
