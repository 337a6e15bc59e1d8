import type { LoadType } from '@loadboard/contracts';
import { eq, gte, like, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ValuesOrPlaceholders } from '../../db/prepared.ts';
import { loads } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';

export interface BoardFilters {
  loadType?: LoadType[] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  equipmentType?: string | undefined;
}

/**
 * The board's filters as its statements take them: one post type or several, pickup days, an
 * equipment pattern. One type is an equality, which a walk of the board's indexes checks inside the
 * index's own scan, where a list is a filter on each entry it reads.
 */
export interface BoardFilterValues {
  type?: LoadType | undefined;
  types?: LoadType[] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  equipment?: string | undefined;
}

/** The filters given, as values: empty ones left out, the equipment text as its LIKE pattern. */
export function boardFilterValues(filters: BoardFilters): BoardFilterValues {
  return {
    type: filters.loadType?.length === 1 ? filters.loadType[0] : undefined,
    types: filters.loadType && filters.loadType.length > 1 ? filters.loadType : undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
    equipment: filters.equipmentType ? containing(filters.equipmentType) : undefined,
  };
}

/** The conditions the search and the map share: on the board, post types, pickup dates, equipment (or truck type) text. */
export function boardFilters(given: ValuesOrPlaceholders<BoardFilterValues>): SQL[] {
  // Posts under review are off the board (reports); a filter on the rows the indexes find, as few are.
  const where: SQL[] = [eq(loads.underReview, false)];
  // One parameter (`sql.param`: Drizzle spreads a bare array into a list), sent as text[], a type
  // every driver can write, then read as the enum.
  if (given.type !== undefined) where.push(eq(loads.loadType, given.type));
  if (given.types !== undefined)
    where.push(sql`${loads.loadType} = ANY(${sql.param(given.types)}::text[]::load_type[])`);
  if (given.startDate !== undefined) where.push(gte(loads.pickupDate, given.startDate));
  if (given.endDate !== undefined) where.push(lte(loads.pickupDate, given.endDate));
  // The equipment or the truck type, case-insensitively: both lower-cased in one column (schema).
  if (given.equipment !== undefined) where.push(like(loads.equipmentText, sql`lower(${given.equipment})`));
  return where;
}

export interface ViewBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A view box as a statement takes it: each side a value, or the placeholder it is sent through. */
export type ViewBoxSides<Side = number | Placeholder> = { [Name in keyof ViewBox]: Side };

/** The point of these columns lies in the box: what a GiST index on `point(lng, lat)` answers. */
export function pointInBox(lng: AnyPgColumn, lat: AnyPgColumn, box: ViewBoxSides): SQL {
  return sql`point(${lng}, ${lat}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`;
}

/** ACTIVE posts whose origin lies in the box: answered by the partial GiST index on the origin point. */
export function activeOriginInBox(box: ViewBoxSides): SQL {
  return sql`(${loads.status} = 'ACTIVE' AND ${pointInBox(loads.originLng, loads.originLat, box)})`;
}
