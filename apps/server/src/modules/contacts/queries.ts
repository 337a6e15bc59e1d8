/*
 * The contacts panel is a read model over load_requests, loads and users: one statement joins the
 * three modules' tables, the stated exception to "a module calls another module's service, never its
 * tables" (biome.json lets this module import other modules' files). Nothing here writes or decides.
 */
import { CONTACTS_LIMIT, type Contact, type ContactRelation } from '@loadboard/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';

/** When a request last moved: its decision when decided, else its filing. */
const interactedAt = sql<Date>`coalesce(${loadRequests.decidedAt}, ${loadRequests.createdAt})`.mapWith(
  loadRequests.createdAt,
);

/**
 * The user's most recent counterparties, in one statement: (a) whoever requested the user's posts
 * (owner index, then load_requests_load_idx) UNION ALL (b) the owners of the posts the user
 * requested (load_requests_requester_idx); DISTINCT ON keeps each counterparty's latest exchange,
 * then the newest `limit` of them are joined to their accounts. The user never counts as their own
 * contact.
 */
export async function recentContacts(db: DbOrTx, userId: number, limit = CONTACTS_LIMIT): Promise<Contact[]> {
  const received = db
    .select({
      counterpartyId: sql<number>`${loadRequests.requesterId}`.as('counterparty_id'),
      at: interactedAt.as('at'),
      relation: sql<ContactRelation>`'requested your load'`.as('relation'),
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .where(and(eq(loads.ownerId, userId), ne(loadRequests.requesterId, userId)));
  const sent = db
    .select({
      counterpartyId: sql<number>`${loads.ownerId}`.as('counterparty_id'),
      at: interactedAt.as('at'),
      relation: sql<ContactRelation>`'you requested their load'`.as('relation'),
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .where(and(eq(loadRequests.requesterId, userId), ne(loads.ownerId, userId)));

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
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      userType: users.userType,
      at: latest.at,
      relation: latest.relation,
    })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.counterpartyId))
    .orderBy(desc(latest.at), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`,
    companyName: row.companyName,
    userType: row.userType,
    lastInteractionAt: row.at.toISOString(),
    relation: row.relation,
  }));
}
