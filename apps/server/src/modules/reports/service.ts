import {
  LOAD_MESSAGES,
  NOTIFICATION_TITLES,
  REPORT_COMPANIES_TO_REVIEW,
  REPORT_MESSAGES,
  type ReportAnswer,
  type ReportQueueAnswer,
  type ReviewAction,
  type reportBody,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { logActivity } from '../activity/index.ts';
import {
  type Actor,
  type LoadRow,
  lockLoadForReview,
  mayList,
  removeReportedLoad,
  setUnderReview,
} from '../loads/index.ts';
import { type NewNotification, notifyMany } from '../notifications/index.ts';
import { getUserLanguage } from '../settings/index.ts';
import { setUserStatusIn } from '../users/index.ts';
import { reviewNotices } from './notices.ts';
import {
  closeOpenReports,
  findOpenReport,
  insertReport,
  openReportCompanies,
  openReportsOf,
  type ReportRow,
  reportedPosts,
  repostsOf,
} from './queries.ts';

/** How activity rows name a reported post. */
const describe = (load: Pick<LoadRow, 'id' | 'loadType' | 'originLocation' | 'destinationLocation'>) =>
  `${load.loadType} load #${load.id}: ${load.originLocation} → ${load.destinationLocation}`;

const toAnswer = (row: ReportRow): ReportAnswer => ({
  id: row.id,
  loadId: row.loadId,
  reason: row.reason,
  note: row.note,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A member reports a post they may see that is not theirs (decisions.md, Duplicates and reports):
 * one open report per member and post. Under the post's lock, so the reports of one post are counted
 * one at a time: once open reports come from REPORT_COMPANIES_TO_REVIEW distinct companies, the post
 * is off the board until the admin reviews it.
 */
export async function fileReport(
  db: Db,
  actor: Actor,
  loadId: number,
  body: z.output<typeof reportBody>,
): Promise<ReportAnswer> {
  return db.transaction(async (tx) => {
    const load = await lockLoadForReview(tx, loadId);
    if (!load || !mayList(actor, load)) throw notFound(LOAD_MESSAGES.notFound);
    if (load.ownerId === actor.id) throw conflict(REPORT_MESSAGES.ownPost);
    if (await findOpenReport(tx, loadId, actor.id)) throw conflict(REPORT_MESSAGES.alreadyReported);
    const report = await insertReport(tx, {
      loadId,
      reporterId: actor.id,
      reason: body.reason,
      note: body.note ?? null,
    });
    if (!load.underReview && (await openReportCompanies(tx, loadId)) >= REPORT_COMPANIES_TO_REVIEW)
      await setUnderReview(tx, loadId, true);
    await logActivity(tx, {
      userId: actor.id,
      action: 'LOAD_REPORTED',
      details: `Reported ${describe(load)} (${body.reason})`,
    });
    return toAnswer(report);
  });
}

/** The admin's queue: every post with open reports, its reports, its possible reposts and its poster. */
export async function reportQueue(db: Db): Promise<ReportQueueAnswer> {
  const posts = await reportedPosts(db);
  const ids = posts.map((post) => post.id);
  const [reports, reposts] = await Promise.all([openReportsOf(db, ids), repostsOf(db, ids)]);
  return {
    groups: posts.map((post) => ({
      post: {
        id: post.id,
        loadType: post.loadType,
        status: post.status,
        originLocation: post.originLocation,
        destinationLocation: post.destinationLocation,
        pickupDate: post.pickupDate,
        underReview: post.underReview,
      },
      poster: {
        id: post.posterId,
        email: post.posterEmail,
        companyName: post.posterCompany,
        userType: post.posterType,
        memberSince: post.posterSince.toISOString(),
      },
      reports: reports
        .filter((report) => report.loadId === post.id)
        .map(({ loadId: _loadId, createdAt, ...report }) => ({
          ...report,
          createdAt: createdAt.toISOString(),
        })),
      possibleReposts: reposts
        .filter((repost) => repost.of === post.id)
        .map(({ post: other }) => ({
          loadId: other.id,
          companyName: other.companyName,
          originLocation: other.originLocation,
          destinationLocation: other.destinationLocation,
          pickupDate: other.pickupDate,
          createdAt: other.createdAt.toISOString(),
        })),
    })),
  };
}

const ACTION_WORDS: Record<ReviewAction, string> = {
  dismiss: 'Dismissed the reports on',
  remove: 'Removed, after its reports,',
  suspend: "Suspended the poster's account and removed, after its reports,",
};

/**
 * The admin reviews a post's open reports (:id is the post's id, which stands for its group of open
 * reports): `dismiss` closes them and the post returns to the board; `remove` cancels the post and
 * tells its owner why; `suspend` suspends the poster's account as Manage Users does and removes the
 * post too, as a suspended account's post should not stay on the board. Each closes the reports,
 * writes one activity row and tells every reporter what became of the post, in one transaction.
 */
export async function reviewReports(
  db: Db,
  admin: Actor,
  loadId: number,
  action: ReviewAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoadForReview(tx, loadId);
    if (!load) throw notFound(REPORT_MESSAGES.nothingToReview);
    const closed = await closeOpenReports(tx, loadId);
    if (closed.length === 0) throw notFound(REPORT_MESSAGES.nothingToReview);
    const removed = action !== 'dismiss';
    if (action === 'suspend') await setUserStatusIn(tx, admin, load.ownerId, 'suspended');
    if (removed) await removeReportedLoad(tx, loadId);
    else await setUnderReview(tx, loadId, false);
    await logActivity(tx, {
      userId: admin.id,
      action: 'REPORTS_REVIEWED',
      details: `${ACTION_WORDS[action]} ${describe(load)} (${closed.length} ${closed.length === 1 ? 'report' : 'reports'})`,
    });
    await notifyMany(tx, await reviewNoticesFor(tx, load, closed, removed));
  });
}

/** Each reporter's notice of the outcome, and the owner's of the removal, in each one's language. */
async function reviewNoticesFor(
  tx: Tx,
  load: LoadRow,
  closed: ReportRow[],
  removed: boolean,
): Promise<NewNotification[]> {
  const notices: NewNotification[] = [];
  for (const userId of new Set(closed.map((report) => report.reporterId))) {
    notices.push({
      userId,
      type: 'REPORT_REVIEWED',
      title: NOTIFICATION_TITLES.reportReviewed,
      message: reviewNotices(await getUserLanguage(tx, userId)).reviewed(load, removed),
      loadId: load.id,
    });
  }
  if (removed)
    notices.push({
      userId: load.ownerId,
      type: 'POST_REMOVED',
      title: NOTIFICATION_TITLES.postRemoved,
      message: reviewNotices(await getUserLanguage(tx, load.ownerId)).removed(
        load,
        closed.map((report) => report.reason),
      ),
      loadId: load.id,
    });
  return notices;
}
