import type {
  AdminDashboard,
  BrokerDashboard,
  RfdCarrierDashboard,
  RfpCarrierDashboard,
} from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import type { WithWrittenLists } from '../../lib/json-text.ts';
import type { Viewer } from '../loads/privacy.ts';
import { viewList } from '../loads/view.ts';
import {
  carrierDashboard,
  inTransitCount,
  marketplace,
  newestOwnLoadViews,
  ownLoadCounts,
  recentRequestsOnOwnLoads,
  requestCountsOnOwnLoads,
  toDashboardTruck,
} from './queries.ts';

export { systemAnalytics, userLoadStats } from './system-analytics.ts';
export { newestPostsOf } from './user-posts.ts';

/** Today's calendar day in UTC (YYYY-MM-DD), the day the date columns and housekeeping use. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/**
 * The broker's dashboard, over their own posts (a SUPER_ADMIN calling it sees their own). The
 * figures are their tallies and a count of the deals in transit; the two tables the newest few
 * requests and posts.
 */
export async function brokerDashboard(
  db: Db,
  owner: Viewer,
  today = utcToday(),
): Promise<WithWrittenLists<BrokerDashboard>> {
  const [loadCounts, inTransit, requestCounts, recentRequests, recentPosts] = await Promise.all([
    ownLoadCounts(db, owner.id),
    inTransitCount(db, owner.id, today),
    requestCountsOnOwnLoads(db, owner.id),
    recentRequestsOnOwnLoads(db, owner.id),
    newestOwnLoadViews(db, owner),
  ]);
  return {
    summary: {
      totalActiveLoads: loadCounts.active,
      assignedJobs: loadCounts.assigned,
      acceptedRequests: requestCounts.accepted,
    },
    activeLoads: {
      // The posts still in play: ACTIVE (on the board) plus ASSIGNED (being hauled); in transit
      // is a part of assigned, not added again; COMPLETED and CANCELLED are done.
      total: loadCounts.active + loadCounts.assigned,
      byStatus: {
        active: loadCounts.active,
        assigned: loadCounts.assigned,
        inTransit,
      },
    },
    requests: {
      recent: { total: requestCounts.total, pending: requestCounts.pending, items: recentRequests },
      statistics: {
        total: requestCounts.total,
        byStatus: { pending: requestCounts.pending, accepted: requestCounts.accepted },
      },
    },
    recentPosts: { total: loadCounts.total, items: recentPosts },
  };
}

/** The RFP carrier's dashboard: broker loads to take, its own RFD posts, what it hauls and earns. */
export async function rfpCarrierDashboard(
  db: Db,
  carrier: Viewer,
): Promise<WithWrittenLists<RfpCarrierDashboard>> {
  const { counts, board, own } = await carrierDashboard(db, carrier, 'RFP', 'RFD');
  return {
    stats: {
      availableLoads: counts.board,
      postedRFDLoads: counts.ownActive,
      activeDeliveries: counts.activeDeliveries,
      revenue: counts.revenue,
    },
    availableLoads: viewList(board),
    myRFDLoads: viewList(own),
  };
}

/** The RFD carrier's dashboard: its trucks, RFD loads to take, what it hauls and earns. */
export async function rfdCarrierDashboard(
  db: Db,
  carrier: Viewer,
): Promise<WithWrittenLists<RfdCarrierDashboard>> {
  const { counts, board, own } = await carrierDashboard(db, carrier, 'RFD', 'TRUCK');
  return {
    stats: {
      openTrucks: counts.ownActive,
      availableRFDLoads: counts.board,
      activeDeliveries: counts.activeDeliveries,
      revenue: counts.revenue,
    },
    myTrucks: own.map(({ view }) => toDashboardTruck(view.parse())),
    availableRFDLoads: viewList(board),
  };
}

/** The admin's dashboard over the whole marketplace. */
export async function adminDashboard(db: Db): Promise<WithWrittenLists<AdminDashboard>> {
  const { counts, newestLoads, newestRequests } = await marketplace(db);
  return {
    stats: {
      activeLoads: counts.activeLoads,
      pendingRequests: counts.pendingRequests,
      completedLoads: counts.completedLoads,
      revenue: counts.revenue,
    },
    recentLoads: newestLoads,
    recentRequests: newestRequests,
  };
}
