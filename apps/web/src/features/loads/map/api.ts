import {
  type DrivingRoute,
  LOAD_MESSAGES,
  type LoadSearchHit,
  type LoadType,
  type MapSettings,
  type MapView,
} from '@loadboard/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { LOADS_KEY } from '../../../lib/query-keys.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';

/** What the map shows: a box of the world at a zoom. */
export interface MapBox {
  north: number;
  south: number;
  east: number;
  west: number;
  zoom: number;
}

/** A position the browser gave, and the radius the list searches around it. */
export interface NearPosition {
  lat: number;
  lng: number;
  radius: number;
}

/** Hits of the Available Loads list, a page at a time. */
export const MAP_LIST_PAGE_SIZE = 20;

const typeList = (types: LoadType[]) => types.join(',');

/**
 * GET /api/loads/map: the posts in view as markers, or clusters when there are many. Nothing is asked
 * while no type is shown (an empty `loadType` would mean every type to the server).
 */
export function useMapView(box: MapBox | null, types: LoadType[]) {
  const query = useQuery({
    queryKey: [LOADS_KEY, 'map', box, typeList(types)],
    queryFn: async ({ signal }) =>
      (
        await api.get<MapView>('/loads/map', {
          query: { ...(box as MapBox), loadType: typeList(types) },
          signal,
        })
      ).data,
    enabled: box !== null && types.length > 0,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.error, LOAD_MESSAGES.searchFailed);
  return query;
}

/**
 * GET /api/loads/search for the Available Loads list: the posts in the map's counted box, nearest its
 * centre first, or, with a position, those within its radius, nearest first (each with its deadhead
 * miles). Both come in the order of a spatial index, so a page costs the same at any size of board.
 */
export function useMapList(
  area: { box: Omit<MapBox, 'zoom'> } | { near: NearPosition } | null,
  types: LoadType[],
  page: number,
) {
  const where = area === null ? {} : { ...('near' in area ? area.near : area.box), sort: 'distance' };
  const query = useQuery({
    queryKey: [LOADS_KEY, 'map-list', where, typeList(types), page],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<LoadSearchHit[]>('/loads/search', {
        query: { ...where, loadType: typeList(types), page, limit: MAP_LIST_PAGE_SIZE },
        signal,
      });
      return Array.isArray(data) ? data : [];
    },
    enabled: area !== null && types.length > 0,
    placeholderData: keepPreviousData,
  });
  useFailureToast(query.error, LOAD_MESSAGES.searchFailed);
  return query;
}

/** GET /api/geo/map-settings: the operator's tile server, or null for the offline basemap. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: async ({ signal }) => (await api.get<MapSettings>('/geo/map-settings', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /api/geo/route: road miles, time, the line and the steps between a post's two ZIPs. A route
 * does not change while the page is open.
 */
export function useDrivingRoute(from: string | null, to: string | null) {
  return useQuery({
    queryKey: ['route', from, to],
    queryFn: async ({ signal }) =>
      (await api.get<DrivingRoute>('/geo/route', { query: { from: from ?? '', to: to ?? '' }, signal })).data,
    enabled: from !== null && to !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
