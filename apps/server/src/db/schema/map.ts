import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { shard } from './columns.ts';
import { loadType } from './loads.ts';

/**
 * The map's clusters, counted ahead: ACTIVE posts per origin grid cell, per zoom level and post type.
 * Statement triggers on `loads` (migration 0011) keep it in the same transaction as every change, so
 * a view of the whole country sums a few hundred cells instead of counting a million posts. The cell
 * of a level is `load_map_cell_size(level)` degrees square, cells numbered from (-180, -90). Each
 * cell is split into shards by the post's owner (`tally_shard`, migration 0046): a coarse cell holds
 * a whole region, and posters there would otherwise each wait for the one before to commit.
 */
export const loadMapCells = pgTable(
  'load_map_cells',
  {
    level: smallint('level').notNull(),
    loadType: loadType('load_type').notNull(),
    gx: integer('gx').notNull(),
    gy: integer('gy').notNull(),
    shard: shard(),
    posts: integer('posts').notNull(),
    /** Sums of the posts' origin coordinates: the cluster is drawn at their mean. */
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.loadType, t.gx, t.gy, t.shard] })],
);

/**
 * The points ACTIVE posts start from, each with how many do (0 once none does), kept by statement
 * triggers on `loads` (migration 0027) in the same transaction as every change. The map's list walks
 * these nearest the view's centre first and reads each point's posts by id: one walk of the index
 * over posts found thousands of a busy ZIP's posts mixed into pages around the view's centre, and
 * read every such page before its first row.
 */
export const loadOriginPoints = pgTable(
  'load_origin_points',
  {
    originLng: doublePrecision('origin_lng').notNull(),
    originLat: doublePrecision('origin_lat').notNull(),
    posts: integer('posts').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.originLng, t.originLat] }),
    index('load_origin_points_active_idx')
      .using('gist', sql`point(${t.originLng}, ${t.originLat})`)
      .where(sql`${t.posts} > 0`),
  ],
);
