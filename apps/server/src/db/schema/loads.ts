import {
  LOAD_STATUSES,
  LOAD_TYPES,
  type LoadType,
  REQUEST_STATUSES,
  TRUCK_TYPES,
} from '@loadboard/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, laneEnds, money, timestamptz, updatedAt } from './columns.ts';
import { optionalUserRef, userRef } from './users.ts';

/** One counter-offer of a post's owner on a request; `at` is ISO 8601. */
export interface RequestCounter {
  rate: number;
  message: string | null;
  at: string;
}

export const loadType = pgEnum('load_type', LOAD_TYPES);
export const loadStatus = pgEnum('load_status', LOAD_STATUSES);
export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);

/** A post's amounts (its rates and balance, its cubic feet and weight alike), to twelve digits. */
const amount = (name: string) => money(name, 12);

/** The board's posts: ACTIVE and not under review, the predicate of its partial indexes. */
const onTheBoard = (t: Record<'status' | 'underReview', ExtraConfigColumn>) =>
  sql`${t.status} = 'ACTIVE' AND NOT ${t.underReview}`;

/**
 * An index of the board in one of its orders (0025, 0035, 0037): fresh posts first, then the order's
 * own keys, then the columns the board's filters read (the post type, each end's ZIP and location,
 * the equipment), so a walk checks every filter in the index and never reads the table (an index-only
 * scan). It holds the board's posts only: ACTIVE and not under review (reports); of one type only
 * when `only` is given.
 */
const boardIndex = (
  name: string,
  t: Record<
    | 'stale'
    | 'status'
    | 'underReview'
    | 'loadType'
    | 'originZip'
    | 'destinationZip'
    | 'originLocation'
    | 'destinationLocation'
    | 'equipmentText',
    ExtraConfigColumn
  >,
  order: (Partial<ExtraConfigColumn> | SQL)[],
  only?: LoadType,
) =>
  index(name)
    .on(
      t.stale,
      ...order,
      t.loadType,
      t.originZip,
      t.destinationZip,
      t.originLocation,
      t.destinationLocation,
      t.equipmentText,
    )
    .where(only ? sql`${onTheBoard(t)} AND ${t.loadType} = ${sql.raw(`'${only}'`)}` : onTheBoard(t));

/** ACTIVE posts not under review by one end's ZIP and pickup day, then the other end's ZIP and the type. */
const boardPlaceCountIndex = (
  name: string,
  t: Record<
    'status' | 'underReview' | 'loadType' | 'originZip' | 'destinationZip' | 'pickupDate',
    ExtraConfigColumn
  >,
  end: 'origin' | 'destination',
) => {
  const [zip, otherZip] =
    end === 'origin' ? [t.originZip, t.destinationZip] : [t.destinationZip, t.originZip];
  return index(name).on(zip, t.pickupDate, otherZip, t.loadType).where(onTheBoard(t));
};

/** Every column the board's orders sort by, which a place index carries so a page sorts its entries. */
const orderColumns = <Column>(
  t: Record<
    'stale' | 'id' | 'rate' | 'ratePerRoadMile' | 'roadMiles' | 'distanceMiles' | 'refreshedAt' | 'createdAt',
    Column
  >,
) =>
  [
    t.stale,
    t.id,
    t.rate,
    t.ratePerRoadMile,
    t.roadMiles,
    t.distanceMiles,
    t.refreshedAt,
    t.createdAt,
  ] as const;

/**
 * The columns a place filter reads after one end's ZIP (the index's first key): pickup day, type,
 * status, review, balance, the other end, and what the lists' orders and filters read (0037). A
 * list of every status at a place (the admin's) and the analytics strip read these entries alone.
 */
const placeColumns = <Column>(
  t: Record<
    | 'pickupDate'
    | 'loadType'
    | 'status'
    | 'underReview'
    | 'balance'
    | 'originZip'
    | 'destinationZip'
    | 'originLocation'
    | 'destinationLocation'
    | 'stale'
    | 'id'
    | 'rate'
    | 'ratePerRoadMile'
    | 'roadMiles'
    | 'distanceMiles'
    | 'refreshedAt'
    | 'createdAt'
    | 'equipmentText',
    Column
  >,
  end: 'origin' | 'destination',
) =>
  [
    end === 'origin' ? t.originZip : t.destinationZip,
    t.pickupDate,
    t.loadType,
    t.status,
    t.underReview,
    t.balance,
    end === 'origin' ? t.destinationZip : t.originZip,
    t.originLocation,
    t.destinationLocation,
    ...orderColumns(t),
    t.equipmentText,
  ] as const;

/**
 * Whether the equipment or truck type names each known truck type: the equipment filter's own
 * condition for that type's name (board-filters.ts, lower-cased and found anywhere), kept in an index
 * as a flag. A filter on a kept flag is checked in the index's own scan, before the entry is read
 * whole; the same LIKE on the text is checked only after each entry is read whole. A name with `%`,
 * `_` or `\` would need escaping as the filter's pattern has it (like-pattern.ts): none has.
 */
const equipmentNames = (equipmentText: ExtraConfigColumn) =>
  TRUCK_TYPES.map((type) => sql`(${equipmentText} LIKE ${sql.raw(`'%${type}%'`)})`);

/**
 * The board's own entries of one end's ZIPs (0042): by pickup day, then the other end and the type,
 * then what the board's orders and filters read. A deep page of a narrow list (a lane, a place with
 * pickup dates, a city searched at either end) sorts these rather than walking an order's index past
 * every post elsewhere; unlike the place index, no other status's entry is read, and each is narrower.
 * The known truck types' flags follow the type (equipmentNames), where a scan reaches them soonest.
 */
const boardPlaceIndex = (
  name: string,
  t: Parameters<typeof placeColumns<ExtraConfigColumn>>[0],
  end: 'origin' | 'destination',
) => {
  const [zip, otherZip] =
    end === 'origin' ? [t.originZip, t.destinationZip] : [t.destinationZip, t.originZip];
  return index(name)
    .on(
      zip,
      t.pickupDate,
      otherZip,
      t.loadType,
      ...equipmentNames(t.equipmentText),
      t.originLocation,
      t.destinationLocation,
      ...orderColumns(t),
      t.equipmentText,
    )
    .where(onTheBoard(t));
};

/**
 * One post on the board: a load ready for pickup (RFP), a load ready for delivery (RFD) or open truck
 * space (TRUCK). For a truck, origin is where the truck is and destination where it wants to go.
 */
export const loads = pgTable(
  'loads',
  {
    id: identityId(),
    ownerId: userRef('owner_id'),
    loadType: loadType('load_type').notNull(),
    status: loadStatus('status').notNull().default('ACTIVE'),
    jobNumber: text('job_number'),
    ...laneEnds(),
    /** Straight-line miles between the two ZIPs, kept for sorting and rate per mile. */
    distanceMiles: doublePrecision('distance_miles').notNull(),
    /** Driving miles by the built-in road network; null until housekeeping works out an older post's. */
    roadMiles: doublePrecision('road_miles'),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    balance: amount('balance').notNull(),
    rate: amount('rate'),
    cubicFeet: amount('cubic_feet'),
    weight: amount('weight'),
    equipment: text('equipment'),
    notes: text('notes'),
    commodityType: text('commodity_type'),
    contactInfo: text('contact_info'),
    mobilePhone: text('mobile_phone'),
    // Truck posts: the filterable fields as columns, the rest of the form as one document.
    availableDate: date('available_date', { mode: 'string' }),
    truckType: text('truck_type'),
    /**
     * What the equipment filter matches: the equipment and the truck type, lower-cased, a line apart
     * (0040). A walk of the board tests it with LIKE, byte by byte, where ILIKE would lower-case both
     * columns of every entry it reads; the filter's text has no line break, so it cannot match across.
     */
    equipmentText: text('equipment_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(coalesce(equipment, '') || chr(10) || coalesce(truck_type, ''))`),
    ratePerMile: amount('rate_per_mile'),
    /**
     * What a post pays per road mile, as the board sorts it: a truck's asking rate per mile, else the
     * rate over the road miles (null without either). Kept by the database (0040), so a sort reads it
     * where it divided on every entry; a float (0049), as a numeric quotient's many digits made each
     * comparison of a sort of a place's entries slow.
     */
    ratePerRoadMile: doublePrecision('rate_per_road_mile').generatedAlwaysAs(
      sql`CASE WHEN load_type = 'TRUCK' THEN rate_per_mile::float8 WHEN road_miles > 0 THEN rate::float8 / road_miles END`,
    ),
    minimumRate: amount('minimum_rate'),
    /** Book Now: the price the first carrier allowed to request the post takes it at, at once. */
    bookNowRate: amount('book_now_rate'),
    truckDetails: jsonb('truck_details').$type<Record<string, unknown>>(),
    /** The carrier whose request was accepted, at the agreed (proposed) rate. */
    assignedCarrierId: optionalUserRef('assigned_carrier_id'),
    agreedRate: amount('agreed_rate'),
    assignedAt: timestamptz('assigned_at'),
    completedAt: timestamptz('completed_at'),
    /** The load board feed a synced load came from; re-syncs update by (owner, source, job number). */
    sourceUrl: text('source_url'),
    /**
     * Open reports from enough companies took it off the board until the admin reviews it; only its
     * owner and the admin still list it (reports module, decisions.md, Duplicates and reports).
     */
    underReview: boolean('under_review').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the owner last refreshed the post (still meant); its age counts from here, else created_at. */
    refreshedAt: timestamptz('refreshed_at'),
    /**
     * Neither posted nor refreshed for a week: set by the hourly stale-posts job, cleared by a
     * refresh. Every board order leads with it, so stale posts sink below the fresh ones on the
     * order's own index (decisions-made.md, Fresh posts).
     */
    stale: boolean('stale').notNull().default(false),
  },
  (t) => [
    // My Loads and the broker dashboard: one owner's posts newest first, ties by id, so a page
    // sorts nothing and a deep one skips index entries, not posts (0024).
    index('loads_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // My Loads by status (its Active, Assigned and Completed tabs): one owner's posts of one status,
    // newest first, so a page reads its own entries and not every post of that status (0023).
    index('loads_owner_status_created_idx').on(t.ownerId, t.status, t.createdAt, t.id),
    index('loads_type_status_pickup_idx').on(t.loadType, t.status, t.pickupDate),
    index('loads_status_created_idx').on(t.status, t.createdAt),
    // The admin's list of every post and the admin dashboard's newest posts: newest first, paged.
    index('loads_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Avail. Loads without a type filter: ACTIVE posts by pickup date, paged.
    index('loads_status_pickup_idx').on(t.status, t.pickupDate, t.id),
    index('loads_assigned_carrier_idx').on(t.assignedCarrierId, t.status),
    // A broker's loads in transit (dashboards): ASSIGNED, still to be delivered, picked up by today.
    index('loads_assigned_owner_delivery_idx')
      .on(t.ownerId, t.deliveryDate, t.pickupDate)
      .where(sql`${t.status} = 'ASSIGNED'`),
    index('loads_origin_earth_idx').using('gist', sql`ll_to_earth(${t.originLat}, ${t.originLng})`),
    index('loads_destination_earth_idx').using(
      'gist',
      sql`ll_to_earth(${t.destinationLat}, ${t.destinationLng})`,
    ),
    // A lane search (an origin radius and a destination radius): ACTIVE posts whose two ends lie in
    // the two circles' lat/lng boxes, found in one walk of a four-dimensional index (0021) instead of
    // intersecting every post around either city, which grow with the board.
    index('loads_active_lane_idx')
      .using(
        'gist',
        sql`cube(array[${t.originLat}, ${t.originLng}, ${t.destinationLat}, ${t.destinationLng}])`,
      )
      .where(sql`${t.status} = 'ACTIVE'`),
    // A lane's page by pickup date (0022, 0026, 0035): fresh posts before stale ones, the same two
    // ends under each pickup day, then the id (btree_gist), so a page is walked in the board's order
    // (freshness, day, then id) and stops after it, instead of sorting every post of the lane.
    index('loads_active_lane_pickup_idx')
      .using(
        'gist',
        sql`(${t.stale}::int)`,
        t.pickupDate,
        sql`cube(array[${t.originLat}, ${t.originLng}, ${t.destinationLat}, ${t.destinationLng}])`,
        t.id,
      )
      .where(sql`${t.status} = 'ACTIVE'`),
    // A search nearest first (the deadhead): fresh posts before stale ones, each nearest first (0035).
    index('loads_active_origin_nearest_idx')
      .using('gist', sql`(${t.stale}::int)`, sql`ll_to_earth(${t.originLat}, ${t.originLng})`)
      .where(sql`${t.status} = 'ACTIVE'`),
    // The board in each of its orders: a page reads its entries in order instead of sorting every
    // ACTIVE post. An order's keys include what its expression is made of (boardIndex).
    boardIndex('loads_board_pickup_idx', t, [t.pickupDate, t.id]),
    boardIndex('loads_board_newest_idx', t, [
      sql`coalesce(${t.refreshedAt}, ${t.createdAt}) DESC`,
      sql`${t.id} DESC`,
      t.refreshedAt,
      t.createdAt,
      t.pickupDate,
    ]),
    boardIndex('loads_board_rate_idx', t, [t.rate.desc().nullsLast(), t.pickupDate, t.id]),
    // Trucks by rate: a truck's rate is optional and most have none, so a walk of the rate order for
    // trucks alone would pass every freight post with a rate before the first truck (0041).
    boardIndex('loads_board_truck_rate_idx', t, [t.rate.desc().nullsLast(), t.pickupDate, t.id], 'TRUCK'),
    boardIndex('loads_board_rate_per_road_mile_idx', t, [
      t.ratePerRoadMile.desc().nullsLast(),
      t.pickupDate,
      t.id,
    ]),
    boardIndex('loads_board_road_miles_idx', t, [t.roadMiles, t.pickupDate, t.id]),
    boardIndex('loads_board_trip_miles_idx', t, [t.distanceMiles, t.pickupDate, t.id]),
    // A place filter (a city, a state or the start of a ZIP, each a set of ZIPs: post_places) over
    // every status (the admin's lists, the analytics strip) reads the entries of those ZIPs at one
    // end (0037; placeColumns); the board's reads its own (boardPlaceIndex).
    index('loads_origin_place_idx').on(...placeColumns(t, 'origin')),
    index('loads_destination_place_idx').on(...placeColumns(t, 'destination')),
    // The board's count at a place (a ZIP prefix, a lane, a place with pickup dates): the same
    // ZIPs' entries of the board alone, a few columns wide, so counting a large place reads a tenth
    // of the pages its place index would (0039).
    boardPlaceCountIndex('loads_board_origin_count_idx', t, 'origin'),
    boardPlaceCountIndex('loads_board_destination_count_idx', t, 'destination'),
    boardPlaceIndex('loads_board_origin_place_idx', t, 'origin'),
    boardPlaceIndex('loads_board_destination_place_idx', t, 'destination'),
    // The map's view box: ACTIVE posts whose origin lies in a lat/lng rectangle.
    index('loads_active_origin_point_idx')
      .using('gist', sql`point(${t.originLng}, ${t.originLat})`)
      .where(sql`${t.status} = 'ACTIVE'`),
    // The posts on one origin point in id order: the map's list, nearest point first (0027), reads
    // a point's posts from here.
    index('loads_active_origin_id_idx').on(t.originLng, t.originLat, t.id).where(sql`${t.status} = 'ACTIVE'`),
    // Housekeeping finds the posts still without road miles.
    index('loads_road_miles_missing_idx')
      .on(t.originZip, t.destinationZip)
      .where(sql`${t.roadMiles} IS NULL`),
    // One owner's ACTIVE posts of a lane and pickup day (duplicates), and other companies' ones
    // (possible reposts): a few entries a lane and day, whatever the board's size (0036).
    index('loads_active_lane_day_idx')
      .on(t.originZip, t.destinationZip, t.pickupDate)
      .where(sql`${t.status} = 'ACTIVE'`),
    // The few posts under review, counted out of the board's tallied totals (0036).
    index('loads_under_review_idx').on(t.id).where(sql`${t.underReview}`),
    uniqueIndex('loads_source_job_key')
      .on(t.ownerId, t.sourceUrl, t.jobNumber)
      .where(sql`${t.sourceUrl} IS NOT NULL`),
  ],
);

/** The post a row belongs to; the row goes with the post. */
export const loadRef = <Name extends string>(name: Name) =>
  integer(name)
    .notNull()
    .references(() => loads.id, { onDelete: 'cascade' });

export const loadRequests = pgTable(
  'load_requests',
  {
    id: identityId(),
    loadId: loadRef('load_id'),
    requesterId: userRef('requester_id'),
    /**
     * The post's owner, written by the database (migration 0014's BEFORE INSERT trigger) from
     * `loadId`: an insert leaves it to the column's DEFAULT, which that trigger replaces.
     */
    loadOwnerId: integer('load_owner_id')
      .notNull()
      .$defaultFn(() => sql`DEFAULT`),
    proposedRate: amount('proposed_rate').notNull(),
    message: text('message').notNull(),
    status: requestStatus('status').notNull().default('PENDING'),
    /** The owner's latest counter-offer, and every counter so far, oldest first (at most 5). */
    counterRate: amount('counter_rate'),
    counters: jsonb('counters').$type<RequestCounter[]>().notNull().default([]),
    /** A Book Now booking: made ACCEPTED at the post's Book Now rate. */
    booked: boolean('booked').notNull().default(false),
    responseMessage: text('response_message'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open (PENDING or COUNTERED) request per carrier and load; the database enforces it even
    // under races. Its own migration: new enum values cannot be used in the one that adds them.
    uniqueIndex('load_requests_one_open_key')
      .on(t.loadId, t.requesterId)
      .where(sql`${t.status} IN ('PENDING', 'COUNTERED')`),
    index('load_requests_load_idx').on(t.loadId, t.createdAt),
    index('load_requests_requester_idx').on(t.requesterId, t.createdAt),
    // My Requests of one state: a requester's requests of that status, newest first, paged.
    index('load_requests_requester_status_created_idx').on(
      t.requesterId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The admin's list of every request, newest first, paged.
    index('load_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The same list of one status (migration 0015).
    index('load_requests_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The newest requests on a broker's posts (dashboards).
    index('load_requests_owner_created_idx').on(t.loadOwnerId, t.createdAt.desc(), t.id.desc()),
    // A company's requests still awaiting an answer, counted for its card from the index alone (0037).
    index('load_requests_owner_pending_idx')
      .on(t.loadOwnerId, t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * Every place a post was ever written with: its ZIP and the location text stored for it, at either
 * end (0037, kept by statement triggers on loads; never pruned). A place filter finds here the ZIPs
 * it means, a few thousand rows whatever the board's size, and the lists then read those ZIPs'
 * entries of the board's indexes. Every list with a place filter asks, so the names are found by a
 * trigram index (0047) rather than by testing every row's name in any case.
 */
export const postPlaces = pgTable(
  'post_places',
  {
    zip: text('zip').notNull(),
    location: text('location').notNull(),
  },
  (t) => [
    primaryKey({ name: 'post_places_pk', columns: [t.zip, t.location] }),
    index('post_places_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
  ],
);

/**
 * One row: a value drawn anew whenever post_places gains a row (0053), so a process may keep what a
 * place filter's text matched for as long as the value it read before matching stays the same.
 */
export const postPlacesVersion = pgTable('post_places_version', {
  version: uuid('version').notNull(),
});
