import type { ReportReason } from '@loadboard/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { loadReports, loads, possibleReposts, users } from '../../db/schema/index.ts';

export type ReportRow = typeof loadReports.$inferSelect;

export async function insertReport(
  tx: DbOrTx,
  values: { loadId: number; reporterId: number; reason: ReportReason; note: string | null },
): Promise<ReportRow> {
  const [row] = await tx.insert(loadReports).values(values).returning();
  if (!row) throw new Error('The report insert returned no row');
  return row;
}

/** The member's open report on the post, if any. */
export async function findOpenReport(tx: DbOrTx, loadId: number, reporterId: number) {
  const [row] = await tx
    .select({ id: loadReports.id })
    .from(loadReports)
    .where(
      and(
        eq(loadReports.loadId, loadId),
        eq(loadReports.reporterId, reporterId),
        eq(loadReports.status, 'OPEN'),
      ),
    );
  return row;
}

/**
 * How many companies the post's open reports come from: accounts of one company (by name, whatever
 * its case and spaces) count once.
 */
export async function openReportCompanies(tx: DbOrTx, loadId: number): Promise<number> {
  const [row] = await tx
    .select({ companies: sql<number>`count(DISTINCT lower(btrim(${users.companyName})))::int` })
    .from(loadReports)
    .innerJoin(users, eq(users.id, loadReports.reporterId))
    .where(and(eq(loadReports.loadId, loadId), eq(loadReports.status, 'OPEN')));
  return row?.companies ?? 0;
}

/** Closes the post's open reports; answers them (their reporters and reasons). */
export async function closeOpenReports(tx: DbOrTx, loadId: number): Promise<ReportRow[]> {
  return tx
    .update(loadReports)
    .set({ status: 'CLOSED', reviewedAt: sql`now()` })
    .where(and(eq(loadReports.loadId, loadId), eq(loadReports.status, 'OPEN')))
    .returning();
}

const poster = alias(users, 'poster');
const reporter = alias(users, 'reporter');

/** The posts with open reports, with their posters, the most recently reported first. */
export async function reportedPosts(db: DbOrTx) {
  const latest = sql<Date>`max(${loadReports.createdAt})`;
  return db
    .select({
      id: loads.id,
      loadType: loads.loadType,
      status: loads.status,
      originLocation: loads.originLocation,
      destinationLocation: loads.destinationLocation,
      pickupDate: loads.pickupDate,
      underReview: loads.underReview,
      posterId: poster.id,
      posterEmail: poster.email,
      posterCompany: poster.companyName,
      posterType: poster.userType,
      posterSince: poster.createdAt,
    })
    .from(loadReports)
    .innerJoin(loads, eq(loads.id, loadReports.loadId))
    .innerJoin(poster, eq(poster.id, loads.ownerId))
    .where(eq(loadReports.status, 'OPEN'))
    .groupBy(loads.id, poster.id)
    .orderBy(sql`${loads.underReview} DESC`, sql`${latest} DESC`, asc(loads.id));
}

/** The open reports of these posts, oldest first, with their reporters' companies. */
export async function openReportsOf(db: DbOrTx, loadIds: number[]) {
  if (loadIds.length === 0) return [];
  return db
    .select({
      id: loadReports.id,
      loadId: loadReports.loadId,
      reason: loadReports.reason,
      note: loadReports.note,
      reporterId: loadReports.reporterId,
      reporterCompany: reporter.companyName,
      createdAt: loadReports.createdAt,
    })
    .from(loadReports)
    .innerJoin(reporter, eq(reporter.id, loadReports.reporterId))
    .where(and(inArray(loadReports.loadId, loadIds), eq(loadReports.status, 'OPEN')))
    .orderBy(asc(loadReports.createdAt), asc(loadReports.id));
}

const other = alias(loads, 'other');
const otherOwner = alias(users, 'other_owner');

/** The possible reposts of these posts, either way round, with the other post and its company. */
export async function repostsOf(db: DbOrTx, loadIds: number[]) {
  if (loadIds.length === 0) return [];
  const pairs = await db
    .select()
    .from(possibleReposts)
    .where(or(inArray(possibleReposts.loadId, loadIds), inArray(possibleReposts.earlierLoadId, loadIds)));
  const wanted = new Set(loadIds);
  const links = pairs.flatMap((pair) => [
    ...(wanted.has(pair.loadId) ? [{ of: pair.loadId, otherId: pair.earlierLoadId }] : []),
    ...(wanted.has(pair.earlierLoadId) ? [{ of: pair.earlierLoadId, otherId: pair.loadId }] : []),
  ]);
  if (links.length === 0) return [];
  const others = await db
    .select({
      id: other.id,
      companyName: otherOwner.companyName,
      originLocation: other.originLocation,
      destinationLocation: other.destinationLocation,
      pickupDate: other.pickupDate,
      createdAt: other.createdAt,
    })
    .from(other)
    .innerJoin(otherOwner, eq(otherOwner.id, other.ownerId))
    .where(
      inArray(
        other.id,
        links.map((link) => link.otherId),
      ),
    );
  const byId = new Map(others.map((row) => [row.id, row]));
  return links.flatMap((link) => {
    const found = byId.get(link.otherId);
    return found ? [{ of: link.of, post: found }] : [];
  });
}
