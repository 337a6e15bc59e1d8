import { type ActivityAction, NOTIFICATION_TITLES } from '@loadboard/contracts';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import { requestNotices } from '../../modules/requests/index.ts';
import type { Db, Tx } from '../client.ts';
import {
  activityLogs,
  loadRequests,
  loads,
  notifications,
  subscriptions,
  transactions,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { demoBilling } from './demo-billing.ts';
import { DEMO_COMPANIES } from './demo-companies.ts';
import { buildDemoMarketplace, type DemoMarketplace, seededRandom } from './demo-loads.ts';
import { buildMarketHistory, demoMarketLanes } from './demo-market.ts';

export interface DemoLogin {
  userType: string;
  email: string;
  password: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters for every table here. */
const BATCH = 250;
/** The seed's members joined long ago; their trials were of the default length. */
const DEMO_TRIAL_DAYS = 14;

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Fills an empty database with the demo marketplace: the four demo logins, ten more companies, about
 * 300 posts of every type and status across US metros, and the deals of past months on the lanes
 * market rates show (demo-market.ts), with their requests and activity. Returns the logins, or null
 * when the database already had users (a seed never touches real data).
 */
export async function seedDemoIfEmpty(db: Db, options: { now?: Date } = {}): Promise<DemoLogin[] | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction((tx) => seedMarketplace(tx, passwordHash, now));
  return DEMO_ACCOUNTS.map(({ userType, email }) => ({ userType, email, password: DEMO_PASSWORD }));
}

async function seedMarketplace(tx: Tx, passwordHash: string, now: Date) {
  const random = seededRandom(7);
  // The demo logins joined four months ago; the other companies over the last half year, a couple
  // of them this month (the admin's "new users this month").
  const joined = [
    ...DEMO_ACCOUNTS.map(() => new Date(now.getTime() - 120 * DAY_MS)),
    ...DEMO_COMPANIES.map(
      (_, index) => new Date(now.getTime() - (index < 2 ? 1 + index * 2 : 20 + random() * 160) * DAY_MS),
    ),
  ];
  const accounts = [...DEMO_ACCOUNTS, ...DEMO_COMPANIES];
  const inserted = await tx
    .insert(users)
    .values(
      accounts.map((account, index) => ({
        ...account,
        passwordHash,
        status: 'active' as const,
        createdAt: joined[index],
        updatedAt: joined[index],
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(inserted.map((user) => [user.email, user.id]));
  const seedAccounts = accounts.map((account, index) => ({
    id: idOf.get(account.email) as number,
    userType: account.userType,
    username: account.username,
    contactName: account.contactName,
    phone: account.phone,
    isDemoLogin: index < DEMO_ACCOUNTS.length,
  }));

  const billing = demoBilling(
    seedAccounts.map((account, index) => ({ ...account, joined: joined[index] as Date })),
    { now, trialDays: DEMO_TRIAL_DAYS },
  );
  await insertBatched(billing.subscriptionRows, (batch) => tx.insert(subscriptions).values(batch));
  await insertBatched(billing.transactionRows, (batch) => tx.insert(transactions).values(batch));

  const members = seedAccounts.filter((account) => account.userType !== 'SUPER_ADMIN');
  const board = buildDemoMarketplace(members, { now });
  // The deals of past months behind the market rates, after the board's own posts.
  const history = buildMarketHistory(members, { now, lanes: demoMarketLanes(board) });
  const marketplace: DemoMarketplace = {
    loads: [...board.loads, ...history.loads],
    requests: [
      ...board.requests,
      ...history.requests.map((request) => ({
        ...request,
        loadIndex: request.loadIndex + board.loads.length,
      })),
    ],
  };
  const loadIds: number[] = [];
  await insertBatched(marketplace.loads, async (batch) => {
    const rows = await tx.insert(loads).values(batch).returning({ id: loads.id });
    loadIds.push(...rows.map((load) => load.id));
  });
  const requestIds: number[] = [];
  await insertBatched(marketplace.requests, async (batch) => {
    const rows = await tx
      .insert(loadRequests)
      .values(
        batch.map(({ loadIndex, ...request }) => ({ ...request, loadId: loadIds[loadIndex] as number })),
      )
      .returning({ id: loadRequests.id });
    requestIds.push(...rows.map((request) => request.id));
  });
  await insertBatched(
    demoNotifications(
      marketplace,
      loadIds,
      requestIds,
      new Map(accounts.map((a, i) => [seedAccounts[i]?.id, a.companyName])),
    ),
    (batch) => tx.insert(notifications).values(batch),
  );

  // The admin's Activity Logs: sign-ups, posts and status changes, at the times they happened.
  const activity: { userId: number; action: ActivityAction; details: string; createdAt: Date }[] = [];
  accounts.forEach((account, index) => {
    activity.push({
      userId: seedAccounts[index]?.id as number,
      action: 'USER_CREATED',
      details: `Registered ${account.userType} account ${account.username} (${account.companyName})`,
      createdAt: joined[index] as Date,
    });
  });
  marketplace.loads.forEach((load, index) => {
    const id = loadIds[index] as number;
    const route = `${load.originLocation} → ${load.destinationLocation}`;
    activity.push({
      userId: load.ownerId,
      action: 'LOAD_POSTED',
      details: `Posted ${load.loadType} load #${id}: ${route}, pickup ${load.pickupDate}`,
      createdAt: load.createdAt as Date,
    });
    if (load.assignedAt)
      activity.push({
        userId: load.ownerId,
        action: 'STATUS_UPDATE',
        details: `Load #${id} status ACTIVE → ASSIGNED`,
        createdAt: load.assignedAt,
      });
    if (load.completedAt)
      activity.push({
        userId: load.ownerId,
        action: 'STATUS_UPDATE',
        details: `Load #${id} status ASSIGNED → COMPLETED`,
        createdAt: load.completedAt,
      });
    if (load.status === 'CANCELLED')
      activity.push({
        userId: load.ownerId,
        action: 'STATUS_UPDATE',
        details: `Load #${id} status ACTIVE → CANCELLED`,
        createdAt: load.updatedAt as Date,
      });
  });
  activity.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertBatched(activity, (batch) => tx.insert(activityLogs).values(batch));
}

/**
 * The notifications the demo's requests would have sent: the owner heard of each request, booking,
 * withdrawal and taken counter, the requester of each counter and decision. What still waits for
 * its reader (a counter, a withdrawal, a request not yet answered) is unread; the rest was read.
 */
function demoNotifications(
  marketplace: DemoMarketplace,
  loadIds: number[],
  requestIds: number[],
  companyOf: Map<number | undefined, string>,
): (typeof notifications.$inferInsert)[] {
  return marketplace.requests.flatMap((request, index) => {
    const post = marketplace.loads[request.loadIndex];
    if (!post) return [];
    const load = {
      jobNumber: post.jobNumber ?? null,
      loadType: post.loadType,
      originLocation: post.originLocation,
      destinationLocation: post.destinationLocation,
      pickupDate: post.pickupDate,
    };
    const ids = { loadId: loadIds[request.loadIndex] as number, requestId: requestIds[index] as number };
    const requester = companyOf.get(request.requesterId) ?? '';
    const owner = companyOf.get(post.ownerId) ?? '';
    const notices = requestNotices('en');
    const note = (
      userId: number,
      type: (typeof notifications.$inferInsert)['type'],
      title: string,
      message: string,
      at: Date,
      isRead: boolean,
    ) => ({ ...ids, userId, type, title, message, isRead, readAt: isRead ? at : null, createdAt: at });
    const counter = request.counters?.at(-1);
    const counteredAt = counter ? new Date(counter.at) : null;
    const closed = request.decidedAt !== null;
    if (request.booked && request.decidedAt) {
      return [
        note(
          post.ownerId,
          'LOAD_BOOKED',
          NOTIFICATION_TITLES.loadBooked,
          notices.booked(requester, load, request.proposedRate),
          request.decidedAt,
          true,
        ),
      ];
    }
    const answered = request.status !== 'PENDING';
    const rows = [
      note(
        post.ownerId,
        'LOAD_REQUEST',
        NOTIFICATION_TITLES.loadRequest,
        notices.requested(requester, load, request.proposedRate),
        request.createdAt,
        answered,
      ),
    ];
    if (counter && counteredAt) {
      rows.push(
        note(
          request.requesterId,
          'REQUEST_COUNTERED',
          NOTIFICATION_TITLES.requestCountered,
          notices.countered(owner, load, counter.rate),
          counteredAt,
          closed,
        ),
      );
    }
    if (!request.decidedAt) return rows;
    if (request.status === 'WITHDRAWN') {
      rows.push(
        note(
          post.ownerId,
          'REQUEST_WITHDRAWN',
          NOTIFICATION_TITLES.requestWithdrawn,
          notices.withdrawn(requester, load, request.proposedRate),
          request.decidedAt,
          false,
        ),
      );
    } else if (request.status === 'ACCEPTED' && counter) {
      rows.push(
        note(
          post.ownerId,
          'COUNTER_ACCEPTED',
          NOTIFICATION_TITLES.counterAccepted,
          notices.counterAccepted(requester, load, counter.rate),
          request.decidedAt,
          true,
        ),
      );
    } else {
      const accepted = request.status === 'ACCEPTED';
      rows.push(
        note(
          request.requesterId,
          accepted ? 'REQUEST_ACCEPTED' : 'REQUEST_REJECTED',
          accepted ? NOTIFICATION_TITLES.requestAccepted : NOTIFICATION_TITLES.requestRejected,
          (accepted ? notices.accepted : notices.rejected)(owner, load, request.proposedRate),
          request.decidedAt,
          true,
        ),
      );
    }
    return rows;
  });
}
