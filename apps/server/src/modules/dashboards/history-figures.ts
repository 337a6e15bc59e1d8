import { ANALYTICS_TOP_LANES, type LoadType } from '@loadboard/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * For the tallies' tests: every dashboard and analytics figure computed straight from the posts and
 * requests, by the aggregates the dashboards ran over the whole history before the tallies (migration
 * 0014). The tallies must always answer exactly these.
 */

async function rows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A row's values as numbers (counts come back as bigint text, sums as numeric text). */
const numbers = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));

const hauledBy = (carrierId: number) =>
  sql`((load_type <> 'TRUCK' AND assigned_carrier_id = ${carrierId}) OR (load_type = 'TRUCK' AND owner_id = ${carrierId}))`;

/** One user's figures: as a broker, as each kind of carrier, and the admin's User Details. */
export async function userFiguresFromHistory(db: DbOrTx, userId: number, today: string) {
  const [own] = await rows(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'ACTIVE') AS active,
               count(*) FILTER (WHERE status = 'ASSIGNED') AS assigned,
               count(*) FILTER (WHERE status = 'ASSIGNED' AND pickup_date <= ${today}::date
                                AND delivery_date >= ${today}::date) AS "inTransit",
               count(*) AS total,
               count(*) FILTER (WHERE status = 'COMPLETED') AS completed
        FROM loads WHERE owner_id = ${userId}`,
  );
  const [requests] = await rows(
    db,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE r.status IN ('PENDING', 'COUNTERED')) AS pending,
               count(*) FILTER (WHERE r.status = 'ACCEPTED') AS accepted
        FROM load_requests AS r JOIN loads AS l ON l.id = r.load_id WHERE l.owner_id = ${userId}`,
  );
  const recent = await rows(
    db,
    sql`SELECT r.id FROM load_requests AS r JOIN loads AS l ON l.id = r.load_id WHERE l.owner_id = ${userId}
        ORDER BY r.created_at DESC, r.id DESC LIMIT 5`,
  );
  const carrier = async (boardType: LoadType, ownType: LoadType) => {
    const [row] = await rows(
      db,
      sql`SELECT count(*) FILTER (WHERE load_type = ${boardType} AND status = 'ACTIVE' AND owner_id <> ${userId}) AS board,
                 count(*) FILTER (WHERE owner_id = ${userId} AND load_type = ${ownType} AND status = 'ACTIVE') AS "ownActive",
                 count(*) FILTER (WHERE ${hauledBy(userId)} AND status = 'ASSIGNED') AS "activeDeliveries",
                 coalesce(sum(agreed_rate) FILTER (WHERE ${hauledBy(userId)} AND status IN ('ASSIGNED', 'COMPLETED')), 0) AS revenue
          FROM loads`,
    );
    return numbers(row);
  };
  return {
    own: numbers(own),
    requests: numbers(requests),
    recentRequestIds: recent.map((row) => Number(row.id)),
    rfpCarrier: await carrier('RFP', 'RFD'),
    rfdCarrier: await carrier('RFD', 'TRUCK'),
  };
}

/** The whole board's figures: the admin's cards, System Analytics and the analytics strip. */
export async function boardFiguresFromHistory(
  db: DbOrTx,
  monthStart: Date,
  firstDay: Date,
  firstMonth: Date,
) {
  const [marketplace] = await rows(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'ACTIVE') AS "activeLoads",
               count(*) FILTER (WHERE status = 'COMPLETED') AS "completedLoads",
               coalesce(sum(agreed_rate) FILTER (WHERE status = 'COMPLETED'), 0) AS revenue,
               (SELECT count(*) FROM load_requests WHERE status IN ('PENDING', 'COUNTERED')) AS "pendingRequests"
        FROM loads`,
  );
  const [loadFigures] = await rows(
    db,
    sql`SELECT count(*) AS "totalLoads", count(*) FILTER (WHERE status = 'ACTIVE') AS "activeLoads",
               count(*) FILTER (WHERE status = 'COMPLETED') AS "completedLoads",
               coalesce(round(avg(rate), 2), 0) AS "averageLoadValue",
               coalesce(sum(agreed_rate) FILTER (WHERE status = 'COMPLETED'), 0) AS "totalRevenue",
               coalesce(sum(agreed_rate) FILTER (WHERE status = 'COMPLETED' AND completed_at >= ${monthStart}), 0) AS "monthlyRevenue"
        FROM loads`,
  );
  const postsPerDay = await rows(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM loads WHERE created_at >= ${firstDay} GROUP BY 1 ORDER BY 1`,
  );
  const acceptedPerDay = await rows(
    db,
    sql`SELECT to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM load_requests WHERE status = 'ACCEPTED' AND decided_at >= ${firstDay} GROUP BY 1 ORDER BY 1`,
  );
  const revenuePerMonth = await rows(
    db,
    sql`SELECT to_char(date_trunc('month', completed_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
               coalesce(sum(agreed_rate), 0)::float8 AS amount
        FROM loads WHERE status = 'COMPLETED' AND completed_at >= ${firstMonth} GROUP BY 1 ORDER BY 1`,
  );
  const lanes = await rows(
    db,
    sql`SELECT origin_location AS origin, destination_location AS destination, count(*)::int AS posts
        FROM loads WHERE created_at >= ${firstDay}
        GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT ${ANALYTICS_TOP_LANES}`,
  );
  const analytics = async (type?: LoadType) => {
    const [row] = await rows(
      db,
      sql`SELECT count(*) AS "totalLoads", count(*) FILTER (WHERE status = 'ACTIVE') AS "activeLoads",
                 coalesce(sum(balance), 0) AS "totalBalance", coalesce(round(avg(balance), 2), 0) AS "averageBalance"
          FROM loads WHERE ${type ? sql`load_type = ${type}` : sql`true`}`,
    );
    return numbers(row);
  };
  return {
    marketplace: numbers(marketplace),
    loadFigures: numbers(loadFigures),
    postsPerDay,
    acceptedPerDay,
    revenuePerMonth,
    lanes,
    analytics: {
      all: await analytics(),
      RFP: await analytics('RFP'),
      RFD: await analytics('RFD'),
      TRUCK: await analytics('TRUCK'),
    },
  };
}
