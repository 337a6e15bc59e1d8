import type {
  BrokerDashboard,
  LoadType,
  RfdCarrierDashboard,
  RfpCarrierDashboard,
} from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../loads/index.ts';
import {
  type CarrierCounts,
  carrierDashboard,
  inTransitCount,
  newestOwnLoadIds,
  ownLoadCounts,
  recentRequestsOnOwnLoads,
  requestCountsOnOwnLoads,
} from './queries.ts';

/** Today's calendar day in UTC (YYYY-MM-DD), the day the date columns and housekeeping use. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The broker's dashboard, its newest posts as their ids, whose views the answer reads (view.ts). */
export type BrokerDashboardRead = Omit<BrokerDashboard, 'recentPosts'> & {
  recentPosts: { total: number; ids: number[] };
};

/** A carrier's dashboard: its cards, and the ids of the posts of its two lists (view.ts reads their views). */
export interface CarrierDashboardRead<Stats> {
  stats: Stats;
  /** ACTIVE posts of the board type by others, soonest pickup first. */
  boardIds: number[];
  /** The carrier's own posts of its post type, any status, newest first. */
  ownIds: number[];
}

/**
 * The broker's dashboard, over their own posts (a SUPER_ADMIN calling it sees their own). The
 * figures are their tallies and a count of the deals in transit; the two tables the newest few
 * requests and posts.
 */
export async function brokerDashboard(
  db: Db,
  owner: Viewer,
  today = utcToday(),
): Promise<BrokerDashboardRead> {
  const [loadCounts, inTransit, requestCounts, recentRequests, recentPostIds] = await Promise.all([
    ownLoadCounts(db, owner.id),
    inTransitCount(db, owner.id, today),
    requestCountsOnOwnLoads(db, owner.id),
    recentRequestsOnOwnLoads(db, owner.id),
    newestOwnLoadIds(db, owner),
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
    recentPosts: { total: loadCounts.total, ids: recentPostIds },
  };
}

/**
 * A carrier's dashboard over the `boardType` posts it may take and its own `ownType` posts, its cards
 * named as its role's answer names them (`stats`).
 */
async function carrierDashboardRead<Stats>(
  db: Db,
  carrier: Viewer,
  boardType: LoadType,
  ownType: LoadType,
  stats: (counts: CarrierCounts) => Stats,
): Promise<CarrierDashboardRead<Stats>> {
  const { counts, boardIds, ownIds } = await carrierDashboard(db, carrier, boardType, ownType);
  return { stats: stats(counts), boardIds, ownIds };
}

/** The RFP carrier's dashboard: broker loads to take, its own RFD posts, what it hauls and earns. */
export const rfpCarrierDashboard = (db: Db, carrier: Viewer) =>
  carrierDashboardRead(db, carrier, 'RFP', 'RFD', (counts): RfpCarrierDashboard['stats'] => ({
    availableLoads: counts.board,
    postedRFDLoads: counts.ownActive,
    activeDeliveries: counts.activeDeliveries,
    revenue: counts.revenue,
  }));

/** The RFD carrier's dashboard: its trucks, RFD loads to take, what it hauls and earns. */
export const rfdCarrierDashboard = (db: Db, carrier: Viewer) =>
  carrierDashboardRead(db, carrier, 'RFD', 'TRUCK', (counts): RfdCarrierDashboard['stats'] => ({
    openTrucks: counts.ownActive,
    availableRFDLoads: counts.board,
    activeDeliveries: counts.activeDeliveries,
    revenue: counts.revenue,
  }));
