import { COMPANY_BADGES_MAX, type CompanyBadgesAnswer, type CompanyCard } from '@loadboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client.ts';

/**
 * Company records as every screen asks for them: one company's card (GET /api/companies/:userId)
 * and the badges of the companies a list shows, in one call for the page
 * (GET /api/companies/badges). Figures move with each deal and answer; a minute is fresh enough.
 */

/** Every cached answer about company records lives under this key. */
export const COMPANIES_KEY = 'companies';
const FRESH_MS = 60_000;

/** A company's card while `userId` is set (a popover or a modal open); null asks nothing. */
export function useCompanyCard(userId: number | null) {
  return useQuery({
    queryKey: [COMPANIES_KEY, 'card', userId],
    queryFn: async ({ signal }) => (await api.get<CompanyCard>(`/companies/${userId}`, { signal })).data,
    enabled: userId !== null,
    staleTime: FRESH_MS,
  });
}

/** The ids a page asks badges for: each once, in order, at most as many as one call takes. */
export function badgeIds(userIds: readonly number[]): string {
  return [...new Set(userIds)]
    .sort((a, b) => a - b)
    .slice(0, COMPANY_BADGES_MAX)
    .join(',');
}

/**
 * The badges of the companies of a page, in one call; an empty map while it loads, when it fails,
 * or for an id that is no member company: a list then simply shows no badge.
 */
export function useCompanyBadges(userIds: readonly number[]) {
  const ids = badgeIds(userIds);
  const query = useQuery({
    queryKey: [COMPANIES_KEY, 'badges', ids],
    queryFn: async ({ signal }) =>
      (await api.get<CompanyBadgesAnswer>('/companies/badges', { query: { ids }, signal })).data,
    enabled: ids !== '',
    staleTime: FRESH_MS,
  });
  const badges = query.data?.badges;
  return useMemo(() => new Map((badges ?? []).map((badge) => [badge.userId, badge])), [badges]);
}
