import type { LoadType } from '@loadboard/contracts';
import { gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { loads } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';

export interface BoardFilters {
  loadType?: LoadType[] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  equipmentType?: string | undefined;
}

/** The filters the search and the map share: post types, pickup dates, equipment (or truck type) text. */
export function boardFilters(filters: BoardFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.loadType && filters.loadType.length > 0) where.push(inArray(loads.loadType, filters.loadType));
  if (filters.startDate) where.push(gte(loads.pickupDate, filters.startDate));
  if (filters.endDate) where.push(lte(loads.pickupDate, filters.endDate));
  if (filters.equipmentType) {
    const pattern = containing(filters.equipmentType);
    const either = or(ilike(loads.equipment, pattern), ilike(loads.truckType, pattern));
    if (either) where.push(either);
  }
  return where;
}

export interface ViewBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** ACTIVE posts whose origin lies in the box: answered by the partial GiST index on the origin point. */
export function activeOriginInBox(box: ViewBox): SQL {
  return sql`(${loads.status} = 'ACTIVE' AND point(${loads.originLng}, ${loads.originLat}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8)))`;
}
