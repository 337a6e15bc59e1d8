import { doublePrecision, integer, numeric, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its time zone. */
export const timestamptz = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });

/** Money travels as numbers of dollars; numeric with two decimals keeps cents exact in the database. */
export const money = <Name extends string>(name: Name, precision: number) =>
  numeric(name, { precision, scale: 2, mode: 'number' });

/** A row's own number, handed out by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed; the writer sets it, the database's clock gives the first. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** The shard of a board-wide count a row is (`tally_shard`, or the counted row's id): readers sum them. */
export const shard = () => smallint('shard').notNull();

/**
 * The two ends of a lane (a post, a route alert): each end's ZIP with the place ('City, ST') and
 * point the ZIP database gave it when saved.
 */
export const laneEnds = () => ({
  originZip: text('origin_zip').notNull(),
  originLocation: text('origin_location').notNull(),
  originLat: doublePrecision('origin_lat').notNull(),
  originLng: doublePrecision('origin_lng').notNull(),
  destinationZip: text('destination_zip').notNull(),
  destinationLocation: text('destination_location').notNull(),
  destinationLat: doublePrecision('destination_lat').notNull(),
  destinationLng: doublePrecision('destination_lng').notNull(),
});
