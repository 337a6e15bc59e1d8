import { doublePrecision, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { loadType } from './loads.ts';

/**
 * The map's clusters, counted ahead: ACTIVE posts per origin grid cell, per zoom level and post type.
 * Statement triggers on `loads` (migration 0011) keep it in the same transaction as every change, so
 * a view of the whole country sums a few hundred cells instead of counting a million posts. The cell
 * of a level is `load_map_cell_size(level)` degrees square, cells numbered from (-180, -90).
 */
export const loadMapCells = pgTable(
  'load_map_cells',
  {
    level: smallint('level').notNull(),
    loadType: loadType('load_type').notNull(),
    gx: integer('gx').notNull(),
    gy: integer('gy').notNull(),
    posts: integer('posts').notNull(),
    /** Sums of the posts' origin coordinates: the cluster is drawn at their mean. */
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.loadType, t.gx, t.gy] })],
);
