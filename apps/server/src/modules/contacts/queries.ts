/*
 * The contacts panel is a read model over load_requests, loads and users, kept ahead in the contacts
 * table by triggers on load_requests (migration 0015); reading it joins the users table for display,
 * the stated exception to "a module uses another module through its face, never its tables" (other
 * modules' code it still reaches only through their index.ts). Nothing here writes or decides.
 */
import { CONTACTS_LIMIT, type Contact, type ContactRelation } from '@loadboard/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { contacts, users } from '../../db/schema/index.ts';

const relationOf = (sent: boolean): ContactRelation =>
  sent ? 'you requested their load' : 'requested your load';

/** The counterparty's account as the panel shows it. */
export const counterpartyColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  userType: users.userType,
};

type CounterpartyRow = Pick<Contact, 'userId' | 'companyName' | 'userType'> &
  Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>;

/** A panel entry: the counterparty, and the last exchange with them. */
export const toContact = (row: CounterpartyRow, at: Date, relation: ContactRelation): Contact => ({
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`,
  companyName: row.companyName,
  userType: row.userType,
  lastInteractionAt: at.toISOString(),
  relation,
});

const recentContactsOf = preparedOn((db) =>
  db
    .select({ ...counterpartyColumns, at: contacts.lastAt, sent: contacts.sent })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.counterpartyId))
    .where(eq(contacts.userId, sql.placeholder('userId')))
    .orderBy(desc(contacts.lastAt), asc(contacts.counterpartyId))
    .limit(sql.placeholder('limit'))
    .prepare('recent_contacts'),
);

/**
 * The user's most recent counterparties: the first `limit` entries of contacts_recent_idx for the
 * user, joined to their accounts. However long the user's history, this reads `limit` rows (or, when
 * the planner prefers, the user's few hundred contacts): one per counterparty, never one per request.
 */
export async function recentContacts(db: DbOrTx, userId: number, limit = CONTACTS_LIMIT): Promise<Contact[]> {
  const rows = await recentContactsOf(db).execute({ userId, limit });
  return rows.map((row) => toContact(row, row.at, relationOf(row.sent)));
}
