import type {
  AdminDashboard,
  BrokerDashboard,
  RfdCarrierDashboard,
  RfpCarrierDashboard,
} from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { Written } from '../../db/fast-path/index.ts';
import { loadViewList, loadViews, type Viewer, viewList } from '../loads/index.ts';
import { marketplace, toDashboardTruck } from './queries.ts';
import type { BrokerDashboardRead, CarrierDashboardRead } from './service.ts';

/** The broker's dashboard as its answer shows it: its newest posts as `owner` sees them. */
export async function brokerDashboardOf(
  db: DbOrTx,
  owner: Viewer,
  read: BrokerDashboardRead,
): Promise<Written<BrokerDashboard>> {
  const { total, ids } = read.recentPosts;
  return { ...read, recentPosts: { total, items: await loadViewList(db, owner, ids) } };
}

/** The views of a carrier's two lists, read together: the board's posts, then its own. */
async function carrierLists(db: DbOrTx, carrier: Viewer, read: CarrierDashboardRead<unknown>) {
  const views = await loadViews(db, carrier, [...read.boardIds, ...read.ownIds]);
  const onTheBoard = new Set(read.boardIds);
  return {
    board: views.filter(({ id }) => onTheBoard.has(id)),
    own: views.filter(({ id }) => !onTheBoard.has(id)),
  };
}

/** The RFP carrier's dashboard as its answer shows it. */
export async function rfpCarrierDashboardOf(
  db: DbOrTx,
  carrier: Viewer,
  read: CarrierDashboardRead<RfpCarrierDashboard['stats']>,
): Promise<Written<RfpCarrierDashboard>> {
  const { board, own } = await carrierLists(db, carrier, read);
  return { stats: read.stats, availableLoads: viewList(board), myRFDLoads: viewList(own) };
}

/** The RFD carrier's dashboard as its answer shows it: its trucks as My Trucks lists them. */
export async function rfdCarrierDashboardOf(
  db: DbOrTx,
  carrier: Viewer,
  read: CarrierDashboardRead<RfdCarrierDashboard['stats']>,
): Promise<Written<RfdCarrierDashboard>> {
  const { board, own } = await carrierLists(db, carrier, read);
  return {
    stats: read.stats,
    myTrucks: own.map(({ view }) => toDashboardTruck(view.parse())),
    availableRFDLoads: viewList(board),
  };
}

/** The admin's dashboard over the whole marketplace: nothing to decide, read and written at once. */
export async function adminDashboardOf(db: DbOrTx): Promise<Written<AdminDashboard>> {
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
