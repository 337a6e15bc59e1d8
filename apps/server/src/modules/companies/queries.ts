/*
 * The company records are read models kept ahead by triggers (migration 0034) over loads and
 * load_requests; reading them joins the users table for the company's name and dates, as the
 * contacts panel does. Every read here is bounded by 90 days of rows per company. Nothing here
 * writes or decides.
 */
import { type AnyColumn, and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyAnswerMinutes, companyDayFigures, loadRequests, users } from '../../db/schema/index.ts';

/** The days a card counts: the 90 UTC days ending today. */
const inWindow = (day: AnyColumn) => sql`${day} > utc_day(now()) - 90`;

/** Whole days since the contact details changed, when that was in the last 30 days. */
const contactChangedDaysAgo = sql<number | null>`CASE
  WHEN ${users.contactChangedAt} > now() - interval '30 days'
  THEN floor(extract(epoch FROM now() - ${users.contactChangedAt}) / 86400)::int
END`;

export interface CompanyAccount {
  userId: number;
  companyName: string;
  userType: 'BROKER' | 'RFP_CARRIER' | 'RFD_CARRIER';
  memberSince: Date;
  dotNumber: string | null;
  contactChangedDaysAgo: number | null;
}

/** The member companies among `ids` (an admin's account is none). */
export async function companyAccounts(db: DbOrTx, ids: number[]): Promise<CompanyAccount[]> {
  const rows = await db
    .select({
      userId: users.id,
      companyName: users.companyName,
      userType: users.userType,
      memberSince: users.createdAt,
      dotNumber: users.dotNumber,
      contactChangedDaysAgo,
    })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.userType, 'SUPER_ADMIN')));
  return rows as CompanyAccount[];
}

export interface CompanyWindowSums {
  companyId: number;
  posts: number;
  dealsAsPoster: number;
  dealsAsCarrier: number;
  dealsCompleted: number;
  dealsCancelled: number;
  answeredWithin24h: number;
  answeredLate: number;
  withdrawnUnanswered: number;
  awaitingAnswer: number;
}

const total = (column: AnyColumn) => sql<number>`sum(${column})::int`;

/** Each company's figures summed over the window: at most 90 rows of company_day_figures each. */
export function companyWindowSums(db: DbOrTx, ids: number[]): Promise<CompanyWindowSums[]> {
  const f = companyDayFigures;
  return db
    .select({
      companyId: f.companyId,
      posts: total(f.posts),
      dealsAsPoster: total(f.dealsAsPoster),
      dealsAsCarrier: total(f.dealsAsCarrier),
      dealsCompleted: total(f.dealsCompleted),
      dealsCancelled: total(f.dealsCancelled),
      answeredWithin24h: total(f.answeredWithin24h),
      answeredLate: total(f.answeredLate),
      withdrawnUnanswered: total(f.withdrawnUnanswered),
      awaitingAnswer: total(f.awaitingAnswer),
    })
    .from(f)
    .where(and(inArray(f.companyId, ids), inWindow(f.day)))
    .groupBy(f.companyId);
}

/**
 * Requests on each company's posts still awaiting a first answer but received less than 24 h ago
 * (not yet counted as unanswered): read from the newest end of load_requests_owner_created_idx, so
 * only the last day's requests are looked at.
 */
export function awaitingUnder24h(
  db: DbOrTx,
  ids: number[],
): Promise<{ companyId: number; requests: number }[]> {
  return db
    .select({ companyId: loadRequests.loadOwnerId, requests: sql<number>`count(*)::int` })
    .from(loadRequests)
    .where(
      and(
        inArray(loadRequests.loadOwnerId, ids),
        gt(loadRequests.createdAt, sql`now() - interval '24 hours'`),
        eq(loadRequests.status, 'PENDING'),
      ),
    )
    .groupBy(loadRequests.loadOwnerId);
}

/** How many of the company's answers in the window took each number of minutes, fastest first. */
export function answerMinutes(
  db: DbOrTx,
  companyId: number,
): Promise<{ minutes: number; requests: number }[]> {
  const m = companyAnswerMinutes;
  return db
    .select({ minutes: m.minutes, requests: sql<number>`sum(${m.requests})::int` })
    .from(m)
    .where(and(eq(m.companyId, companyId), inWindow(m.day)))
    .groupBy(m.minutes)
    .orderBy(asc(m.minutes));
}
