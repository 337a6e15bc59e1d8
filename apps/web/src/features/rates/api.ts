import type { LoadType, RateWindow, StateRates, TopLanes } from '@loadboard/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { RATES_KEY } from '../../lib/market-rates.ts';

/** What the board-wide figures are for: a window, and one load type or all. */
export interface MarketFilters {
  days: RateWindow;
  loadType: LoadType | null;
}

const FRESH_MS = 60_000;

function useBoardFigures<T>(path: 'top-lanes' | 'states', { days, loadType }: MarketFilters) {
  return useQuery({
    queryKey: [RATES_KEY, path, days, loadType],
    queryFn: async ({ signal }) =>
      (await api.get<T>(`/rates/${path}`, { query: { days, loadType }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/** GET /api/rates/top-lanes: the 20 lanes with the most deals, each with its median and change. */
export const useTopLanes = (filters: MarketFilters) => useBoardFigures<TopLanes>('top-lanes', filters);

/** GET /api/rates/states: each state's outbound deals and median rate per mile. */
export const useStateRates = (filters: MarketFilters) => useBoardFigures<StateRates>('states', filters);
