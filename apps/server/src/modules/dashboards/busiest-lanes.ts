import { ANALYTICS_TOP_LANES, type AnalyticsLane } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { PLANNED_EACH_RUN, preparedOn } from '../../db/prepared.ts';
import { laneDayTallies, lanePeriodTallies } from '../../db/schema/index.ts';

/** How far down each period's list of lanes the first look goes; each further look goes 4 times deeper. */
const FIRST_DEPTH = 50;

/**
 * The periods from the window's first day (`from`) to the last one with posts, read first: as
 * numbers, they let the planner see how few they are. This and `topLanes` are asked on every visit
 * to System Analytics, hence prepared: no visit builds their SQL.
 */
const periodSpan = preparedOn((db) =>
  db
    .select({
      first: sql<number>`lane_tally_period(${sql.placeholder('from')}::date)`,
      last: sql<number | null>`max(${lanePeriodTallies.period})`,
    })
    .from(lanePeriodTallies)
    .prepare('busiest_lanes_periods'),
);

/**
 * The top lanes over the window from the heads (the first `depth`) of each period's list, with the
 * bound a lane below every head can reach (one row of it and no lane when none is found). Planned for
 * each run's periods and depth.
 */
const topLanes = preparedOn((db) =>
  db
    .select({
      bound: sql<number>`lanes.bound`,
      origin: sql<string | null>`lanes.origin`,
      destination: sql<string | null>`lanes.destination`,
      posts: sql<number | null>`lanes.posts`,
    })
    .from(sql`(
      WITH heads AS (
        SELECT p.period, h.origin, h.destination, h.posts
        FROM generate_series(${sql.placeholder('first')}::integer, ${sql.placeholder('last')}::integer) AS p(period)
        CROSS JOIN LATERAL (
          SELECT origin, destination, posts FROM ${lanePeriodTallies} AS t
          WHERE t.period = p.period ORDER BY t.posts DESC LIMIT ${sql.placeholder('depth')}::integer
        ) AS h
      ),
      bound AS (
        SELECT coalesce(sum(last), 0)::int AS posts
        FROM (SELECT CASE WHEN count(*) = ${sql.placeholder('depth')}::integer THEN min(posts) ELSE 0 END AS last FROM heads GROUP BY period) AS l
      ),
      top AS (
        SELECT c.origin, c.destination, w.posts
        FROM (SELECT DISTINCT origin, destination FROM heads) AS c
        CROSS JOIN LATERAL (
          SELECT sum(d.posts)::int AS posts FROM ${laneDayTallies} AS d
          WHERE d.origin = c.origin AND d.destination = c.destination AND d.day >= ${sql.placeholder('from')}::date
        ) AS w
        WHERE w.posts > 0
        ORDER BY 3 DESC, 1, 2
        LIMIT ${ANALYTICS_TOP_LANES}
      )
      SELECT b.posts AS bound, t.origin, t.destination, t.posts
      FROM bound AS b LEFT JOIN top AS t ON true
    ) AS lanes`)
    .orderBy(sql`lanes.posts DESC, lanes.origin, lanes.destination`)
    .prepare(PLANNED_EACH_RUN),
);

/**
 * The origin → destination pairs with the most posts created since `firstDay`, ties by name, without
 * counting every lane of the window: most posts are on lanes of their own, so the window holds
 * nearly as many lanes as posts. Each lane's posts are tallied per 90-day period and per day
 * (migration 0014). A lane's posts in the window are at most the sum of its counts in the periods the
 * window overlaps, so the lanes at the top of those periods' lists are the candidates: their exact
 * counts over the window come from the day tallies, and a lane below the depth read in every list
 * has at most the sum of the counts found at that depth (`bound`). Once the last of the top lanes has
 * more than that, no lane unseen can enter or tie; else the lists are read deeper, until exhausted.
 * With the window mostly in one period, the first look answers.
 */
export async function busiestLanes(db: DbOrTx, firstDay: Date): Promise<AnalyticsLane[]> {
  const from = firstDay.toISOString().slice(0, 10);
  const [span] = await periodSpan(db).execute({ from });
  if (!span || span.last === null || span.last < span.first) return [];
  for (let depth = FIRST_DEPTH; ; depth *= 4) {
    const rows = await topLanes(db).execute({ ...span, depth, from });
    const bound = rows[0]?.bound ?? 0;
    const lanes = rows.flatMap(({ origin, destination, posts }) =>
      origin === null || destination === null || posts === null ? [] : [{ origin, destination, posts }],
    );
    const last = lanes.at(-1);
    if (bound === 0 || (lanes.length === ANALYTICS_TOP_LANES && last && last.posts > bound)) return lanes;
  }
}
