import type { LoadType } from '@loadboard/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, type TestApp } from '../../../test/harness.ts';
import { loads } from '../../db/schema/index.ts';
import { createPost } from '../loads/test-fixtures.ts';
import { decide, makeRequest } from '../requests/test-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The five companies the rates tests trade among: two brokers, two trucking carriers, a mover. */
export async function marketCompanies(t: TestApp) {
  const [brokerA, brokerB, carrierX, carrierY, mover] = await Promise.all([
    signUp(t, 'BROKER', 'Lakeshore Brokerage'),
    signUp(t, 'BROKER', 'Prairie Brokerage'),
    signUp(t, 'RFP_CARRIER', 'Midway Freight'),
    signUp(t, 'RFP_CARRIER', 'Canal Street Hauling'),
    signUp(t, 'RFD_CARRIER', 'Blue Line Movers'),
  ]);
  return { brokerA, brokerB, carrierX, carrierY, mover };
}

export interface DealSpec {
  poster: Account;
  carrier: Account;
  from: string;
  to: string;
  /** The proposed rate the poster accepts. */
  rate: number;
  /** How long ago it was accepted, in days (fractions allowed); now when left out. */
  daysAgo?: number;
}

/**
 * A deal as members make one: the poster's post on the lane, the carrier's request at `rate`, and the
 * poster's acceptance, all through the API. A deal of the past is then moved back to the time it was
 * accepted (the post's assigned_at, as if accepted then). Answers the post's id.
 */
export async function makeDeal(t: TestApp, spec: DealSpec): Promise<number> {
  const loadId = await createPost(t, spec.poster, { pickupZip: spec.from, deliveryZip: spec.to });
  const requestId = await makeRequest(t, loadId, spec.carrier, spec.rate);
  expectStatus(await decide(t, requestId, spec.poster, { status: 'ACCEPTED' }), 200);
  if (spec.daysAgo)
    await t.database.db
      .update(loads)
      .set({ assignedAt: sql`now() - make_interval(secs => ${spec.daysAgo * 86_400})` })
      .where(eq(loads.id, loadId));
  return loadId;
}

export async function makeDeals(t: TestApp, specs: DealSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) ids.push(await makeDeal(t, spec));
  return ids;
}

/** A deal as the test reads it back from its post, to work out the figures itself. */
export interface DealRow {
  loadId: number;
  loadType: LoadType;
  /** The 3-digit markets and states of its ends. */
  origin3: string;
  destination3: string;
  originState: string;
  destinationState: string;
  agreedRate: number;
  roadMiles: number;
  assignedAt: Date;
  posterId: number;
  carrierId: number;
}

export async function dealRows(t: TestApp, loadIds: number[]): Promise<DealRow[]> {
  const rows = await t.database.db.select().from(loads).where(inArray(loads.id, loadIds));
  return rows.map((row) => ({
    loadId: row.id,
    loadType: row.loadType,
    origin3: row.originZip.slice(0, 3),
    destination3: row.destinationZip.slice(0, 3),
    originState: row.originLocation.slice(-2),
    destinationState: row.destinationLocation.slice(-2),
    agreedRate: row.agreedRate as number,
    roadMiles: row.roadMiles as number,
    assignedAt: row.assignedAt as Date,
    posterId: row.ownerId,
    carrierId: row.assignedCarrierId as number,
  }));
}

/** 00:00 UTC of the first day of a window of `days` days, today (UTC) the last. */
export function windowStart(days: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
}

/** The value at fraction `p` of `values` as percentile_disc picks it: the first whose rank reaches p. */
export function percentileDisc(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number;
}

/** A deal's rate per road mile, to the cent. */
export const perMileOf = (deal: DealRow) => Math.round((deal.agreedRate / deal.roadMiles) * 100) / 100;

/** A lane's figures over `deals`, worked out here: what the API must answer when they clear the floor. */
export function figuresOf(deals: DealRow[]) {
  const perMile = deals.map(perMileOf);
  const rates = deals.map((deal) => deal.agreedRate);
  const triple = (values: number[], round: (n: number) => number) => ({
    p25: round(percentileDisc(values, 0.25)),
    median: round(percentileDisc(values, 0.5)),
    p75: round(percentileDisc(values, 0.75)),
  });
  return {
    deals: deals.length,
    companies: new Set(deals.flatMap((deal) => [deal.posterId, deal.carrierId])).size,
    ratePerMile: triple(perMile, (n) => n),
    rate: triple(rates, Math.round),
  };
}

export const inWindow = (deals: DealRow[], days: number) =>
  deals.filter((deal) => deal.assignedAt >= windowStart(days));

/** Whether figures over these deals clear the privacy floor (5 deals, 3 companies), worked out here. */
export const clears = (figures: { deals: number; companies: number }) =>
  figures.deals >= 5 && figures.companies >= 3;

export function rateQuery(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** GET an /api/rates answer's data as `who`, failing with the body on anything but 200. */
export async function rates<T>(t: TestApp, who: Account, path: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: `/api/rates/${path}`, headers: who.headers });
  expectStatus(res, 200);
  return res.json().data as T;
}
