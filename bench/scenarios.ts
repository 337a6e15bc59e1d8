/**
 * Every read a screen makes when it opens (and the ones its user reaches for next: a deep page, a
 * filter, a post's details), as the web app sends them, each signed in as the user whose data makes
 * it heaviest: the big broker, the busiest carrier, the admin over the whole board.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import type { BenchAccounts } from './generate.ts';

export type Role = 'broker' | 'rfpCarrier' | 'rfdCarrier' | 'admin';

export interface Scenario {
  /** The screen (or header part) that makes the call. */
  screen: string;
  name: string;
  role: Role;
  url: string;
  /** The target p99 at 1M posts on PostgreSQL with one client, in ms (issue 13). */
  target: number;
}

const first = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};

/** The scenarios over this database's own rows (a post with many requests, a board post, …). */
async function benchScenarios(database: Database, accounts: BenchAccounts): Promise<Scenario[]> {
  const busyPost = await first(
    database,
    sql`SELECT r.load_id AS id FROM load_requests r
        WHERE r.load_id IN (SELECT id FROM loads WHERE owner_id = ${accounts.bigBroker.id} ORDER BY created_at DESC LIMIT 2000)
        GROUP BY r.load_id ORDER BY count(*) DESC, r.load_id DESC LIMIT 1`,
  );
  const boardPost = await first(
    database,
    sql`SELECT id, origin_zip, destination_zip FROM loads
        WHERE status = 'ACTIVE' AND load_type = 'RFP' AND owner_id <> ${accounts.carrier.id}
        ORDER BY id DESC LIMIT 1`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const page = 'page=1&limit=10';
  const CHICAGO_Z8 = 'north=43.5&south=40.25&east=-84.33&west=-90.93';

  return [
    { screen: 'every page', name: 'profile', role: 'rfpCarrier', url: '/api/auth/profile', target: 50 },
    {
      screen: 'every page',
      name: 'unread count',
      role: 'rfpCarrier',
      url: '/api/notifications/unread-count',
      target: 2,
    },
    {
      screen: 'bell',
      name: 'notifications',
      role: 'rfpCarrier',
      url: `/api/notifications?${page}`,
      target: 50,
    },
    {
      screen: 'notifications',
      name: 'notifications, unread, page 20',
      role: 'broker',
      url: '/api/notifications?page=20&limit=10&isRead=false',
      target: 50,
    },
    { screen: 'contacts panel', name: 'contacts', role: 'broker', url: '/api/contacts', target: 50 },
    {
      screen: 'broker dashboard',
      name: 'broker dashboard',
      role: 'broker',
      url: '/api/dashboard/broker',
      target: 50,
    },
    {
      screen: 'RFP carrier dashboard',
      name: 'RFP carrier dashboard',
      role: 'rfpCarrier',
      url: '/api/dashboard/rfp-carrier',
      target: 50,
    },
    {
      screen: 'RFD carrier dashboard',
      name: 'RFD carrier dashboard',
      role: 'rfdCarrier',
      url: '/api/dashboard/rfd-carrier',
      target: 50,
    },
    { screen: 'admin dashboard', name: 'admin dashboard', role: 'admin', url: '/api/admin', target: 50 },
    {
      screen: 'My Loads',
      name: 'My Loads page 1',
      role: 'broker',
      url: `/api/loads/view-loads?${page}`,
      target: 50,
    },
    {
      screen: 'My Loads',
      name: 'My Loads page 500',
      role: 'broker',
      url: '/api/loads/view-loads?page=500&limit=10',
      target: 50,
    },
    {
      screen: 'My Loads',
      name: 'My Loads, ASSIGNED',
      role: 'broker',
      url: `/api/loads/view-loads?${page}&status=ASSIGNED`,
      target: 50,
    },
    {
      screen: 'My Loads',
      name: 'My Loads, ASSIGNED, page 500',
      role: 'broker',
      url: '/api/loads/view-loads?page=500&limit=10&status=ASSIGNED',
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board page 1',
      role: 'rfpCarrier',
      url: `/api/loads/all-loads?${page}`,
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board page 500',
      role: 'rfpCarrier',
      url: '/api/loads/all-loads?page=500&limit=10',
      target: 50,
    },
    {
      // The board's orders other than by pickup day, stale posts last, each on its own index (0035).
      screen: 'Avail. Loads',
      name: 'board newest first (refreshed or posted)',
      role: 'rfpCarrier',
      url: `/api/loads/all-loads?${page}&sort=newest`,
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board by rate per road mile, page 500',
      role: 'rfpCarrier',
      url: '/api/loads/all-loads?page=500&limit=10&sort=ratePerRoadMile',
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board by road miles, shortest first',
      role: 'rfpCarrier',
      url: `/api/loads/all-loads?${page}&sort=roadMiles`,
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board, RFP from Chicago',
      role: 'rfpCarrier',
      url: `/api/loads/all-loads?${page}&type=RFP&origin=Chicago`,
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board analytics strip',
      role: 'rfpCarrier',
      url: '/api/loads/analytics',
      target: 50,
    },
    {
      screen: 'Avail. Loads',
      name: 'board analytics, RFP this week',
      role: 'rfpCarrier',
      url: `/api/loads/analytics?type=RFP&startDate=${today}&endDate=${inDays(6)}`,
      target: 50,
    },
    {
      screen: 'header search',
      name: "search 'Chicago'",
      role: 'rfpCarrier',
      url: '/api/loads/search?location=Chicago&limit=10',
      target: 50,
    },
    {
      screen: 'Search Loads',
      name: 'radius 100 mi of Chicago',
      role: 'rfpCarrier',
      url: '/api/loads/search?originZip=60601&originRadius=100&sort=distance',
      target: 100,
    },
    {
      // Whole-board sorts other than by pickup day, each on its own index (0025, 0035).
      screen: 'Search Loads',
      name: 'search by rate, highest first',
      role: 'rfpCarrier',
      url: '/api/loads/search?sort=rate',
      target: 50,
    },
    {
      screen: 'Search Loads',
      name: 'search newest first',
      role: 'rfpCarrier',
      url: '/api/loads/search?sort=newest',
      target: 50,
    },
    {
      screen: 'Search Loads',
      name: 'search by rate per road mile',
      role: 'rfpCarrier',
      url: '/api/loads/search?sort=ratePerRoadMile',
      target: 50,
    },
    {
      screen: 'Search Loads',
      name: 'search by road miles',
      role: 'rfpCarrier',
      url: '/api/loads/search?sort=roadMiles',
      target: 50,
    },
    {
      // The search's own order, soonest pickup first: one circle on the lane index, day by day.
      screen: 'Search Loads',
      name: 'radius 100 mi of Chicago, by pickup date',
      role: 'rfpCarrier',
      url: '/api/loads/search?originZip=60601&originRadius=100',
      target: 100,
    },
    {
      screen: 'Search Loads',
      name: 'lane Chicago → Dallas',
      role: 'rfpCarrier',
      url: '/api/loads/search?originZip=60601&originRadius=100&destinationZip=75201&destinationRadius=150',
      target: 100,
    },
    {
      screen: 'Search Loads map',
      name: 'map, lower 48',
      role: 'rfpCarrier',
      url: '/api/loads/map?north=49.5&south=24.5&east=-66.5&west=-125&zoom=4',
      target: 100,
    },
    {
      screen: 'Search Loads map',
      name: 'map, Chicago zoom 8',
      role: 'rfpCarrier',
      url: `/api/loads/map?${CHICAGO_Z8}&zoom=8&loadType=RFP,TRUCK`,
      target: 100,
    },
    {
      screen: 'Search Loads map',
      name: 'map list, Chicago zoom 8',
      role: 'rfpCarrier',
      url: `/api/loads/search?${CHICAGO_Z8}&loadType=RFP,TRUCK&sort=distance&page=1&limit=20`,
      target: 100,
    },
    {
      // The last page the list offers (NEAREST_LISTED): every post before it walked past.
      screen: 'Search Loads map',
      name: 'map list, Chicago zoom 8, page 50',
      role: 'rfpCarrier',
      url: `/api/loads/search?${CHICAGO_Z8}&loadType=RFP,TRUCK&sort=distance&page=50&limit=20`,
      target: 100,
    },
    {
      screen: 'Search Loads map',
      name: 'map list, lower 48, page 50',
      role: 'rfpCarrier',
      url: '/api/loads/search?north=49.5&south=24.5&east=-66.5&west=-125&loadType=RFP,RFD,TRUCK&sort=distance&page=50&limit=20',
      target: 100,
    },
    {
      screen: 'load details',
      name: 'a board post',
      role: 'rfpCarrier',
      url: `/api/loads/${boardPost.id}`,
      target: 50,
    },
    {
      screen: 'load details',
      name: 'driving directions',
      role: 'rfpCarrier',
      url: `/api/geo/route?from=${boardPost.origin_zip}&to=${boardPost.destination_zip}`,
      target: 50,
    },
    {
      screen: 'View Requests',
      name: "requests on the broker's busiest post, with their offers",
      role: 'broker',
      url: `/api/loads/${busyPost.id}/requests`,
      target: 50,
    },
    {
      screen: 'My Requests',
      name: "the busiest carrier's requests",
      role: 'rfpCarrier',
      url: `/api/requests/mine?${page}`,
      target: 50,
    },
    {
      screen: 'My Requests',
      name: "the busiest carrier's countered requests",
      role: 'rfpCarrier',
      url: `/api/requests/mine?${page}&status=COUNTERED`,
      target: 50,
    },
    { screen: 'settings', name: 'settings', role: 'rfpCarrier', url: '/api/settings', target: 50 },
    {
      screen: 'subscription',
      name: 'subscription status',
      role: 'broker',
      url: '/api/subscription/status',
      target: 50,
    },
    {
      screen: 'admin users',
      name: 'users page 1',
      role: 'admin',
      url: `/api/admin/users?${page}`,
      target: 50,
    },
    {
      screen: 'admin loads',
      name: 'all posts page 1',
      role: 'admin',
      url: `/api/admin/loads?${page}`,
      target: 50,
    },
    {
      screen: 'admin loads',
      name: 'all posts page 500',
      role: 'admin',
      url: '/api/admin/loads?page=500&limit=10',
      target: 50,
    },
    {
      screen: 'admin requests',
      name: 'all requests page 1',
      role: 'admin',
      url: `/api/admin/requests?${page}`,
      target: 50,
    },
    {
      screen: 'admin analytics',
      name: 'system analytics',
      role: 'admin',
      url: '/api/admin/analytics',
      target: 50,
    },
    {
      screen: 'admin activity logs',
      name: 'activity logs page 1',
      role: 'admin',
      url: `/api/admin/activity-logs?${page}`,
      target: 50,
    },
    {
      screen: 'admin activity logs',
      name: 'activity logs page 500',
      role: 'admin',
      url: '/api/admin/activity-logs?page=500&limit=10',
      target: 50,
    },
    {
      screen: 'admin activity logs',
      name: "activity logs, the big broker's",
      role: 'admin',
      url: `/api/admin/activity-logs?${page}&userId=${accounts.bigBroker.id}`,
      target: 50,
    },
  ];
}

/** The scenarios whose name matches `only` (a regular expression, any case), or all of them. */
export async function selectedScenarios(
  database: Database,
  accounts: BenchAccounts,
  only: string | undefined,
): Promise<Scenario[]> {
  const pattern = only ? new RegExp(only, 'i') : undefined;
  return (await benchScenarios(database, accounts)).filter((s) => !pattern || pattern.test(s.name));
}
