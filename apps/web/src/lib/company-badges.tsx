import type { CompanyBadge } from '@loadboard/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { useCompanyBadges } from './company-records.ts';

const BadgesContext = createContext<ReadonlyMap<number, CompanyBadge> | null>(null);

/**
 * The badges of the companies a list shows, asked in one call for the page: each company name
 * (components/company/company-name.tsx) shows its own badge from here. Outside a scope, or before
 * the answer, no company has one.
 */
export function CompanyBadgesScope({
  userIds,
  children,
}: {
  userIds: readonly number[];
  children: ReactNode;
}) {
  const badges = useCompanyBadges(userIds);
  return <BadgesContext.Provider value={badges}>{children}</BadgesContext.Provider>;
}

/** A company's badge in the list around it, if it has one. */
export function useCompanyBadge(userId: number): CompanyBadge | undefined {
  return useContext(BadgesContext)?.get(userId);
}
