/**
 * Every counter table the database keeps with statement triggers (migrations 0011, 0014, 0016, 0017,
 * 0019, 0020, 0027, 0031, 0034, 0046, 0048), and how to count it again from the rows it counts: the
 * one home of the recount SQL, read by `npm run db:recount` and the daily tally recount job
 * (recount.ts). Each truth reuses the triggers' own functions (load_tally_change_of, tally_shard,
 * place_tally_changes_of, activity_log_bucket…), so a post or a request is seen exactly as its
 * triggers saw it. The contacts panel (0015) keeps the latest request of each pair, and post_places
 * (0037) every place ever written, not counts: neither is here.
 */
export interface TallyFigure {
  /** The counter table, named in drift reports. */
  table: string;
  /** Its primary key. */
  keys: readonly string[];
  /** Its counted columns; a key absent from the table counts 0. */
  values: readonly string[];
  /** Columns summed as double precision, whose kept and true sums may differ in their last bits. */
  approximate?: readonly string[];
  /** A query answering the keys and values, in that order, counted from the base tables. */
  truth: string;
  /** The triggers delete rows brought back to zero (0017); so does the repair. */
  zeroRowsGo?: boolean;
  /**
   * Rows whose keys depend on the table's own other rows (notification blocks): a drifting user's
   * rows are cut again from their notifications instead of being adjusted one by one.
   */
  recutPerUser?: { lockUsers: (users: string) => string; recut: (users: string) => string[] };
}

/** Every post as the dashboard tallies see it (0014), one signed change each. */
const POSTS = 'loads AS l CROSS JOIN LATERAL load_tally_change_of(l, 1) AS c';
/** Every request as the request tallies see it (0014). */
const REQUESTS = 'load_requests AS r CROSS JOIN LATERAL request_tally_change_of(r, 1) AS c';

/**
 * Every deal of the last 90 days as of the day the market windows were aged to (0031), under its own
 * type and under ALL, with the UTC day it was accepted on. The deals themselves (market_deals) are
 * each a post's row as its trigger wrote it, not a count, and are not here.
 */
const MARKET_DEALS = `market_deals AS d CROSS JOIN market_window_age AS a
  CROSS JOIN LATERAL (VALUES ('ALL'), (d.load_type::text)) AS k(kind)
  WHERE utc_day(d.accepted_at) > a.aged_on - 90`;
/** A deal's count in each window, as market_tallies_count adds it. */
const MARKET_WINDOWS = `count(*) FILTER (WHERE utc_day(d.accepted_at) > a.aged_on - 7)::int,
  count(*) FILTER (WHERE utc_day(d.accepted_at) > a.aged_on - 30)::int, count(*)::int`;

/** Every post and every request as the company records see them (0034), one signed change each. */
const COMPANY_CHANGES = `
  SELECT c.* FROM loads AS l CROSS JOIN LATERAL company_changes_of_post(l, 1) AS c
  UNION ALL
  SELECT c.* FROM load_requests AS r CROSS JOIN LATERAL company_change_of_request(r, 1) AS c`;
/** A company's figures of one day, in the table's column order. */
const COMPANY_DAY_VALUES = [
  'posts',
  'deals_as_poster',
  'deals_as_carrier',
  'deals_completed',
  'deals_cancelled',
  'answered_within_24h',
  'answered_late',
  'withdrawn_unanswered',
  'awaiting_answer',
] as const;

export const TALLY_FIGURES: readonly TallyFigure[] = [
  {
    table: 'user_load_tallies',
    keys: ['user_id', 'load_type', 'status'],
    values: ['owned', 'hauled', 'hauled_agreed_rate'],
    truth: `
      SELECT user_id, load_type, status, sum(owned)::int, sum(hauled)::int, sum(agreed)
      FROM (
        SELECT c.owner_id AS user_id, c.load_type, c.status, 1 AS owned, 0 AS hauled, 0::numeric AS agreed
        FROM ${POSTS}
        UNION ALL
        SELECT c.hauler_id, c.load_type, c.status, 0, 1, coalesce(c.agreed_rate, 0)
        FROM ${POSTS} WHERE c.hauler_id IS NOT NULL
      ) AS x
      GROUP BY 1, 2, 3`,
  },
  {
    table: 'board_load_tallies',
    keys: ['load_type', 'status', 'shard'],
    values: ['posts', 'balance', 'rate', 'rated_posts', 'agreed_rate'],
    truth: `
      SELECT c.load_type, c.status, tally_shard(c.owner_id), count(*)::int, sum(c.balance),
             sum(coalesce(c.rate, 0)), count(c.rate)::int, sum(coalesce(c.agreed_rate, 0))
      FROM ${POSTS}
      GROUP BY 1, 2, 3`,
  },
  {
    table: 'load_day_tallies',
    keys: ['day', 'shard'],
    values: ['posted', 'completed_agreed_rate'],
    truth: `
      SELECT day, shard, sum(posted)::int, sum(completed)
      FROM (
        SELECT c.posted_on AS day, tally_shard(c.owner_id) AS shard, 1 AS posted, 0::numeric AS completed
        FROM ${POSTS}
        UNION ALL
        SELECT c.completed_on, tally_shard(c.owner_id), 0, coalesce(c.agreed_rate, 0)
        FROM ${POSTS} WHERE c.completed_on IS NOT NULL
      ) AS x
      GROUP BY 1, 2`,
  },
  {
    table: 'lane_period_tallies',
    keys: ['period', 'origin', 'destination'],
    values: ['posts'],
    truth: `
      SELECT lane_tally_period(c.posted_on), c.origin, c.destination, count(*)::int
      FROM ${POSTS}
      GROUP BY 1, 2, 3`,
  },
  {
    table: 'lane_day_tallies',
    keys: ['origin', 'destination', 'day'],
    values: ['posts'],
    truth: `
      SELECT c.origin, c.destination, c.posted_on, count(*)::int
      FROM ${POSTS}
      GROUP BY 1, 2, 3`,
  },
  {
    table: 'pickup_day_tallies',
    keys: ['pickup_date', 'load_type', 'status', 'shard'],
    values: ['posts', 'balance'],
    truth: `
      SELECT pickup_date, load_type, status, (owner_id % 4)::smallint, count(*)::int, sum(balance)
      FROM loads
      GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'place_tallies',
    keys: ['location', 'is_origin', 'load_type', 'status', 'shard'],
    values: ['posts', 'balance'],
    truth: `
      SELECT c.location, c.is_origin, c.load_type, c.status, c.shard, count(*)::int, sum(c.balance)
      FROM loads AS l CROSS JOIN LATERAL place_tally_changes_of(l, 1) AS c
      GROUP BY 1, 2, 3, 4, 5`,
  },
  {
    table: 'load_map_cells',
    keys: ['level', 'load_type', 'gx', 'gy', 'shard'],
    values: ['posts', 'lat_sum', 'lng_sum'],
    approximate: ['lat_sum', 'lng_sum'],
    truth: `
      SELECT lv.level::smallint, l.load_type,
             floor((l.origin_lng + 180) / load_map_cell_size(lv.level))::integer,
             floor((l.origin_lat + 90) / load_map_cell_size(lv.level))::integer,
             tally_shard(l.owner_id), count(*)::int, sum(l.origin_lat), sum(l.origin_lng)
      FROM loads AS l CROSS JOIN generate_series(3, 14) AS lv(level)
      WHERE l.status = 'ACTIVE'
      GROUP BY 1, 2, 3, 4, 5`,
  },
  {
    table: 'load_origin_points',
    keys: ['origin_lng', 'origin_lat'],
    values: ['posts'],
    truth: `
      SELECT origin_lng, origin_lat, count(*)::int FROM loads WHERE status = 'ACTIVE' GROUP BY 1, 2`,
  },
  {
    table: 'market_lane_tallies',
    // The triggers delete rows brought back to zero (0031).
    zeroRowsGo: true,
    keys: ['kind', 'origin_zip3', 'destination_zip3'],
    values: ['deals_7', 'deals_30', 'deals_90'],
    truth: `
      SELECT k.kind, d.origin_zip3, d.destination_zip3, ${MARKET_WINDOWS}
      FROM ${MARKET_DEALS}
      GROUP BY 1, 2, 3`,
  },
  {
    table: 'market_state_rates',
    // The triggers delete rows brought back to zero (0031).
    zeroRowsGo: true,
    keys: ['kind', 'origin_state', 'cents_per_mile'],
    values: ['deals_7', 'deals_30', 'deals_90'],
    truth: `
      SELECT k.kind, d.origin_state, market_cents(d.rate_per_mile), ${MARKET_WINDOWS}
      FROM ${MARKET_DEALS}
      GROUP BY 1, 2, 3`,
  },
  {
    table: 'owner_request_tallies',
    keys: ['owner_id', 'status'],
    values: ['requests'],
    truth: `SELECT c.owner_id, c.status, count(*)::int FROM ${REQUESTS} GROUP BY 1, 2`,
  },
  {
    table: 'board_request_tallies',
    keys: ['status', 'shard'],
    values: ['requests'],
    truth: `SELECT c.status, tally_shard(c.owner_id), count(*)::int FROM ${REQUESTS} GROUP BY 1, 2`,
  },
  {
    table: 'request_day_tallies',
    keys: ['day', 'shard'],
    values: ['accepted'],
    truth: `
      SELECT c.accepted_on, tally_shard(c.owner_id), count(*)::int
      FROM ${REQUESTS} WHERE c.accepted_on IS NOT NULL
      GROUP BY 1, 2`,
  },
  {
    table: 'notification_counts',
    keys: ['user_id'],
    values: ['total', 'unread'],
    truth: `
      SELECT user_id, count(*)::int, (count(*) FILTER (WHERE NOT is_read))::int
      FROM notifications
      GROUP BY 1`,
  },
  {
    // Each notification counts in the block with the latest start at or before its place (0016).
    table: 'notification_block_counts',
    keys: ['user_id', 'block_at', 'block_id', 'type', 'is_read'],
    values: ['n'],
    truth: `
      SELECT n.user_id, coalesce(b.block_at, '-infinity'), coalesce(b.block_id, 0), n.type, n.is_read,
             count(*)::int
      FROM notifications AS n
      LEFT JOIN LATERAL (
        SELECT s.block_at, s.block_id
        FROM notification_block_counts AS s
        WHERE s.user_id = n.user_id AND (s.block_at, s.block_id) <= (n.created_at, n.id)
        ORDER BY s.block_at DESC, s.block_id DESC
        LIMIT 1
      ) AS b ON true
      GROUP BY 1, 2, 3, 4, 5`,
    // The triggers place and cut a user's blocks under the lock of the user's notification_counts
    // row; taken here too, in user order, so no writer places a notification while the blocks are cut.
    recutPerUser: {
      lockUsers: (users) =>
        `SELECT user_id FROM notification_counts WHERE user_id = ANY(${users}) ORDER BY user_id FOR UPDATE`,
      recut: (users) => [
        `DELETE FROM notification_block_counts WHERE user_id = ANY(${users})`,
        `SELECT notification_block_split(u, '-infinity', 0) FROM unnest(${users}) AS u ORDER BY u`,
      ],
    },
  },
  {
    table: 'activity_log_counts',
    keys: ['grain', 'bucket', 'action', 'shard'],
    values: ['n'],
    zeroRowsGo: true,
    truth: `
      SELECT g.grain, activity_log_bucket(g.grain, d.created_at), d.action, mod(d.id, 8)::smallint,
             count(*)::int
      FROM activity_logs AS d CROSS JOIN (VALUES ('month'), ('day'), ('hour')) AS g(grain)
      GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'activity_log_user_counts',
    keys: ['user_id', 'grain', 'bucket', 'action'],
    values: ['n'],
    zeroRowsGo: true,
    truth: `
      SELECT d.user_id, g.grain, activity_log_bucket(g.grain, d.created_at), d.action, count(*)::int
      FROM activity_logs AS d CROSS JOIN (VALUES ('month'), ('day')) AS g(grain)
      WHERE d.user_id IS NOT NULL
      GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'company_day_figures',
    // The triggers delete rows brought back to zero (0034).
    zeroRowsGo: true,
    keys: ['company_id', 'day'],
    values: COMPANY_DAY_VALUES,
    truth: `
      SELECT company_id, day, ${COMPANY_DAY_VALUES.map((name) => `sum(${name})::int`).join(', ')}
      FROM (${COMPANY_CHANGES}) AS c
      GROUP BY 1, 2
      HAVING (${COMPANY_DAY_VALUES.map((name) => `sum(${name})`).join(', ')})
        <> (${COMPANY_DAY_VALUES.map(() => '0').join(', ')})`,
  },
  {
    table: 'company_answer_minutes',
    // The triggers delete rows brought back to zero (0034).
    zeroRowsGo: true,
    keys: ['company_id', 'day', 'minutes'],
    values: ['requests'],
    truth: `
      SELECT c.company_id, c.day, c.answer_minutes, sum(c.answered_within_24h + c.answered_late)::int
      FROM load_requests AS r CROSS JOIN LATERAL company_change_of_request(r, 1) AS c
      WHERE c.answer_minutes IS NOT NULL
      GROUP BY 1, 2, 3
      HAVING sum(c.answered_within_24h + c.answered_late) <> 0`,
  },
];
