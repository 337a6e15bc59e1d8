import type { MarketMark } from '@loadboard/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { useMarketMarks } from './market-rates.ts';

const MarksContext = createContext<ReadonlyMap<number, MarketMark> | null>(null);

/**
 * The market marks of the posts a list shows, asked in one call for the page: each post's rate per
 * road mile (components/freight/road-miles-text.tsx) shows its own mark from here. Outside a scope,
 * or before the answer, no post has one.
 */
export function MarketMarksScope({ loadIds, children }: { loadIds: readonly number[]; children: ReactNode }) {
  const marks = useMarketMarks(loadIds);
  return <MarksContext.Provider value={marks}>{children}</MarksContext.Provider>;
}

/** A post's mark in the list around it, if it has one. */
export function useMarketMark(loadId: number): MarketMark | undefined {
  return useContext(MarksContext)?.get(loadId);
}
