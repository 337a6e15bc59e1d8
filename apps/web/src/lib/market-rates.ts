import {
  DEFAULT_RATE_WINDOW,
  type LaneRate,
  type LoadType,
  MARKET_MARKS_LIMIT,
  type MarketMark,
  type MarketMarks,
  type RateWindow,
} from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Market rates as every screen asks for them: a lane's figures (GET /api/rates/lane) and the marks
 * of a page of posts (GET /api/rates/marks). Figures count a deal within a minute of its
 * acceptance, so an answer is fresh for that long.
 */

/** Every cached answer about market rates lives under this key. */
export const RATES_KEY = 'rates';
const FRESH_MS = 60_000;

export interface LaneAsk {
  originZip: string;
  destinationZip: string;
  loadType?: LoadType | null | undefined;
  days?: RateWindow | undefined;
}

const laneKey = (lane: LaneAsk) =>
  [lane.originZip, lane.destinationZip, lane.loadType ?? '', lane.days ?? DEFAULT_RATE_WINDOW].join('|');

function laneOfKey(key: string): Required<LaneAsk> {
  const [originZip = '', destinationZip = '', loadType = '', days = ''] = key.split('|');
  return {
    originZip,
    destinationZip,
    loadType: loadType === '' ? null : (loadType as LoadType),
    days: Number(days) as RateWindow,
  };
}

/**
 * A lane's figures, asked once the lane has stayed the same for `debounceMs` (a form being typed
 * in); null asks nothing. Until then nothing is asked, so the call of a lane the user moved on from
 * is cancelled (its query loses its last observer, and with it its signal), and the figures of one
 * lane are never shown for another. `lane` is the lane being asked about, for whatever else the
 * screen looks up about it (road miles); `waiting` says a lane is typed but not yet asked.
 */
export function useLaneRate(lane: LaneAsk | null, { debounceMs = 0 }: { debounceMs?: number } = {}) {
  const key = lane ? laneKey(lane) : null;
  const settled = useDebouncedValue(key, debounceMs);
  const active = key !== null && key === settled ? key : null;
  const asked = useMemo(() => (active === null ? null : laneOfKey(active)), [active]);
  const query = useQuery({
    queryKey: [RATES_KEY, 'lane', active],
    queryFn: async ({ signal }) => {
      const { originZip, destinationZip, loadType, days } = asked as Required<LaneAsk>;
      const { data } = await api.get<LaneRate>('/rates/lane', {
        query: { originZip, destinationZip, loadType, days },
        signal,
      });
      return data;
    },
    enabled: asked !== null,
    staleTime: FRESH_MS,
  });
  return { query, lane: asked, waiting: key !== null && active === null };
}

/**
 * The marks of a page of posts, in one call; an empty map while it loads, when it fails, or for a
 * post whose lane has no figures: a list then simply shows no mark.
 */
export function useMarketMarks(loadIds: readonly number[]): ReadonlyMap<number, MarketMark> {
  const ids = [...new Set(loadIds)]
    .sort((a, b) => a - b)
    .slice(0, MARKET_MARKS_LIMIT)
    .join(',');
  const query = useQuery({
    queryKey: [RATES_KEY, 'marks', ids],
    queryFn: async ({ signal }) =>
      (await api.get<MarketMarks>('/rates/marks', { query: { loadIds: ids }, signal })).data,
    enabled: ids !== '',
    staleTime: FRESH_MS,
  });
  const marks = query.data?.marks;
  return useMemo(() => new Map((marks ?? []).map(({ loadId, mark }) => [loadId, mark])), [marks]);
}
