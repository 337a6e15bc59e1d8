import { boolean, date, index, integer, numeric, text } from 'drizzle-orm/pg-core';
import { shard } from './columns.ts';
import { loadStatus, loadType, requestStatus } from './loads.ts';
import { tallyTable } from './tally-table.ts';

/**
 * The dashboards' and analytics' figures, counted ahead. Statement triggers on `loads` and
 * `load_requests` (migration 0014) keep every table here in the same transaction as each insert,
 * update and delete, cascades included; nothing in the app writes them. A figure then reads a few
 * rows whatever the size of the history. Board-wide tables are split into shards by the post's owner
 * (`tally_shard(owner_id)`, 16 of them) so that writers of different owners rarely wait on one row;
 * readers sum the shards. Rows that fall to zero are kept.
 */

/** Dollars summed exactly (unbounded numeric), answered as numbers. */
const dollars = (name: string) => numeric(name, { mode: 'number' });

/** The posts' type and status, what most counts here are kept by. */
const typeAndStatus = () => ({
  loadType: loadType('load_type').notNull(),
  status: loadStatus('status').notNull(),
});

/**
 * Per user, post type and status: the posts they own, and the loads they haul with the sum of those
 * loads' agreed rates. A freight post (RFP, RFD) is hauled by its assigned carrier; a TRUCK post by
 * its owner (the one who booked the space pays the agreed rate).
 */
export const userLoadTallies = tallyTable(
  'user_load_tallies',
  {
    userId: integer('user_id').notNull(),
    ...typeAndStatus(),
  },
  {
    owned: integer('owned').notNull(),
    hauled: integer('hauled').notNull(),
    hauledAgreedRate: dollars('hauled_agreed_rate').notNull(),
  },
);

/** The whole board's posts per type, status and shard, with the sums its averages and revenue need. */
export const boardLoadTallies = tallyTable(
  'board_load_tallies',
  {
    ...typeAndStatus(),
    shard: shard(),
  },
  {
    posts: integer('posts').notNull(),
    balance: dollars('balance').notNull(),
    /** The posted rates, and how many posts have one (the rate is optional). */
    rate: dollars('rate').notNull(),
    ratedPosts: integer('rated_posts').notNull(),
    agreedRate: dollars('agreed_rate').notNull(),
  },
);

/**
 * Per UTC day and shard: posts created that day, and the agreed rates of the posts COMPLETED that day
 * (by completed_at); a month is the sum of its days.
 */
export const loadDayTallies = tallyTable(
  'load_day_tallies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: shard(),
  },
  {
    posted: integer('posted').notNull(),
    completedAgreedRate: dollars('completed_agreed_rate').notNull(),
  },
);

/**
 * Posts per lane (origin → destination location) created in each 90-day period
 * (`lane_tally_period(day)`): the busiest lanes of a window are looked for from the top of the lists
 * of the periods it overlaps, whose counts bound each lane's posts in it from above.
 */
export const lanePeriodTallies = tallyTable(
  'lane_period_tallies',
  {
    period: integer('period').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
  },
  {
    posts: integer('posts').notNull(),
  },
  (t) => [index('lane_period_tallies_busiest_idx').on(t.period, t.posts.desc())],
);

/** Posts per lane and UTC day of creation: a lane's exact count over a window of days. */
export const laneDayTallies = tallyTable(
  'lane_day_tallies',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  {
    posts: integer('posts').notNull(),
  },
);

/** The requests on an owner's posts, per status. */
export const ownerRequestTallies = tallyTable(
  'owner_request_tallies',
  {
    ownerId: integer('owner_id').notNull(),
    status: requestStatus('status').notNull(),
  },
  {
    requests: integer('requests').notNull(),
  },
);

/** The whole board's requests per status and shard (of the post's owner). */
export const boardRequestTallies = tallyTable(
  'board_request_tallies',
  {
    status: requestStatus('status').notNull(),
    shard: shard(),
  },
  {
    requests: integer('requests').notNull(),
  },
);

/** Requests ACCEPTED per UTC day of their decision and shard. */
export const requestDayTallies = tallyTable(
  'request_day_tallies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: shard(),
  },
  {
    accepted: integer('accepted').notNull(),
  },
);

/**
 * The board's posts per pickup day, type, status and shard (four, by owner; migration 0019): the
 * board's totals and analytics under a pickup-date filter.
 */
export const pickupDayTallies = tallyTable(
  'pickup_day_tallies',
  {
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    ...typeAndStatus(),
    shard: shard(),
  },
  {
    posts: integer('posts').notNull(),
    balance: dollars('balance').notNull(),
  },
);

/**
 * The posts per pickup (is_origin) or delivery location, type, status and shard (four, by owner;
 * migration 0020) and the sum of their balances (0048): the board's totals and its analytics strip
 * under a place name, read for the locations it matches.
 */
export const placeTallies = tallyTable(
  'place_tallies',
  {
    location: text('location').notNull(),
    isOrigin: boolean('is_origin').notNull(),
    ...typeAndStatus(),
    shard: shard(),
  },
  {
    posts: integer('posts').notNull(),
    balance: dollars('balance').notNull(),
  },
);
