import { MARKET_MIN_COMPANIES, MARKET_MIN_DEALS } from '@loadboard/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The privacy floor (decisions.md, Beyond the spec: deals, rates and trust), the one home of the
 * rule: a figure is shown only when it rests on at least 5 deals involving at least 3 distinct
 * companies, posters and carriers together. Below it, a scope, a window or a week is answered as if
 * it had no deals (a week still shows its count). Two forms side by side, so they cannot drift: one
 * for figures read into the service, one inside a statement that chooses between scopes itself.
 */
export function clearsFloor(figure: { deals: number; companies: number }): boolean {
  return figure.deals >= MARKET_MIN_DEALS && figure.companies >= MARKET_MIN_COMPANIES;
}

/** `clearsFloor` over a statement's columns of deals and companies. */
export const clearsFloorSql = (deals: SQL, companies: SQL): SQL =>
  sql`(${deals} >= ${sql.raw(String(MARKET_MIN_DEALS))} AND ${companies} >= ${sql.raw(String(MARKET_MIN_COMPANIES))})`;

/**
 * Aggregated over deals: their distinct companies counted no further than three, the floor's number,
 * in one pass without sorting them. Every deal involves two companies (market_deals_of), so a third
 * appears exactly when two deals differ in their pair: when the pairs' lower ids, or their higher
 * ids, are not all one.
 */
export const companiesUpToFloor = (poster: SQL | AnyColumn, carrier: SQL | AnyColumn): SQL => {
  const lower = sql`least(${poster}, ${carrier})`;
  const higher = sql`greatest(${poster}, ${carrier})`;
  return sql`(CASE WHEN count(*) = 0 THEN 0
    WHEN min(${lower}) = max(${lower}) AND min(${higher}) = max(${higher}) THEN 2
    ELSE 3 END)`;
};
