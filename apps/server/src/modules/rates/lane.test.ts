import { type LaneRate, RATE_SERIES_WEEKS, RATE_WINDOWS } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  clears,
  type DealRow,
  dealRows,
  figuresOf,
  inWindow,
  makeDeals,
  marketCompanies,
  percentileDisc,
  perMileOf,
  rateQuery,
  rates,
} from './test-fixtures.ts';

/**
 * A lane's figures against the same figures worked out here over the deals read back from their
 * posts, in every window, with and without a type; the fall back from 3-digit markets to states to
 * none; and the privacy floor at its edges (4 and 5 deals, 2 and 3 companies).
 */

const CHICAGO = '60601'; // 606, IL
const DALLAS = '75201'; // 752, TX
const JOLIET = '60432'; // 604, IL
const FORT_WORTH = '76102'; // 761, TX
const ATLANTA = '30303'; // 303, GA
const MIAMI = '33131'; // 331, FL
const DENVER = '80202'; // 802, CO
const PHOENIX = '85004'; // 850, AZ
const SEATTLE = '98101'; // 981, WA
const PORTLAND = '97204'; // 972, OR

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let brokerA: Account;
let brokerB: Account;
let carrierX: Account;
let carrierY: Account;
let mover: Account;

beforeAll(async () => {
  t = await startTestApp();
  ({ brokerA, brokerB, carrierX, carrierY, mover } = await marketCompanies(t));
});
afterAll(() => t.close());

const lane = (who: Account, params: Record<string, string | number | undefined>) =>
  rates<LaneRate>(t, who, `lane?${rateQuery(params)}`);

/** The Monday (UTC) of a moment's week, as YYYY-MM-DD. */
function mondayOf(moment: Date): string {
  const day = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  return new Date(day - ((moment.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The weekly series worked out here: 12 Mondays, this week's last, each week's deals and floor-cleared median. */
function weeklyOf(deals: DealRow[]) {
  const thisWeek = Date.parse(mondayOf(new Date()));
  return Array.from({ length: RATE_SERIES_WEEKS }, (_, index) => {
    const weekStart = new Date(thisWeek - (RATE_SERIES_WEEKS - 1 - index) * 7 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const week = deals.filter((deal) => mondayOf(deal.assignedAt) === weekStart);
    const figures = figuresOf(week);
    return {
      weekStart,
      deals: week.length,
      medianRatePerMile: clears(figures) ? figures.ratePerMile.median : null,
    };
  });
}

describe('the figures of a lane', () => {
  let chicagoDallas: DealRow[];
  let jolietFortWorth: DealRow[];

  beforeAll(async () => {
    // Chicago → Dallas: RFP deals from today back to 85 days, six of them in last week so that its
    // median shows; one RFP carrier deal (RFD) on the lane too, which only the untyped figures count.
    const sinceMonday = (Date.now() - Date.parse(mondayOf(new Date()))) / DAY_MS;
    const lastWeek = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5].map((days) => sinceMonday + days);
    const ages = [0.05, 0.2, 0.4, 0.6, 1, 1.5, ...lastWeek, 16, 22, 27, 33, 48, 61, 75, 85];
    const rfp = await makeDeals(
      t,
      ages.map((daysAgo, index) => ({
        poster: index % 3 === 0 ? brokerB : brokerA,
        carrier: index % 2 === 0 ? carrierX : carrierY,
        from: CHICAGO,
        to: DALLAS,
        rate: 1700 + ((index * 137) % 900),
        daysAgo,
      })),
    );
    const rfd = await makeDeals(t, [
      { poster: carrierX, carrier: mover, from: CHICAGO, to: DALLAS, rate: 4100, daysAgo: 2 },
    ]);
    chicagoDallas = await dealRows(t, [...rfp, ...rfd]);
    // Joliet → Fort Worth: two deals, under the floor on their own; Illinois → Texas clears it.
    jolietFortWorth = await dealRows(
      t,
      await makeDeals(t, [
        { poster: brokerA, carrier: carrierY, from: JOLIET, to: FORT_WORTH, rate: 2300, daysAgo: 4 },
        { poster: brokerB, carrier: carrierX, from: JOLIET, to: FORT_WORTH, rate: 2150, daysAgo: 40 },
      ]),
    );
  });

  it('answers the percentiles and counts of its deals in every window, with and without a type', async () => {
    for (const days of RATE_WINDOWS) {
      for (const loadType of [undefined, 'RFP'] as const) {
        const deals = inWindow(chicagoDallas, days).filter((deal) => !loadType || deal.loadType === loadType);
        const expected = figuresOf(deals);
        expect(expected.deals).toBeGreaterThanOrEqual(5);
        const answer = await lane(brokerA, { originZip: CHICAGO, destinationZip: DALLAS, loadType, days });
        expect(answer, `${days} days, ${loadType ?? 'all types'}`).toMatchObject({
          scope: 'zip3',
          origin: { market: '606', label: 'Chicago, IL (606)' },
          destination: { market: '752', label: 'Dallas, TX (752)' },
          loadType: loadType ?? null,
          days,
          deals: expected.deals,
          companies: expected.companies,
          ratePerMile: expected.ratePerMile,
          rate: expected.rate,
        });
      }
    }
  });

  it('answers 30 days when no window is asked', async () => {
    const answer = await lane(brokerA, { originZip: CHICAGO, destinationZip: DALLAS });
    expect(answer.days).toBe(30);
    expect(answer.deals).toBe(inWindow(chicagoDallas, 30).length);
  });

  it('answers twelve weeks, this week last, each with its deals and a median only where the week clears the floor', async () => {
    const answer = await lane(carrierX, { originZip: CHICAGO, destinationZip: DALLAS, loadType: 'RFP' });
    const expected = weeklyOf(chicagoDallas.filter((deal) => deal.loadType === 'RFP'));
    expect(answer.weekly).toEqual(expected);
    expect(answer.weekly.at(-1)?.weekStart).toBe(mondayOf(new Date()));
    // The test's own deals show both kinds of week.
    expect(answer.weekly.some((week) => week.medianRatePerMile !== null)).toBe(true);
    expect(answer.weekly.some((week) => week.deals > 0 && week.medianRatePerMile === null)).toBe(true);
    expect(answer.weekly.some((week) => week.deals === 0)).toBe(true);
  });

  it('falls back to the states when the 3-digit markets are under the floor, and names them', async () => {
    const answer = await lane(mover, {
      originZip: JOLIET,
      destinationZip: FORT_WORTH,
      loadType: 'RFP',
      days: 90,
    });
    const illinoisTexas = [...chicagoDallas, ...jolietFortWorth].filter((deal) => deal.loadType === 'RFP');
    const expected = figuresOf(illinoisTexas);
    expect(answer).toMatchObject({
      scope: 'state',
      origin: { market: 'IL', label: 'Illinois' },
      destination: { market: 'TX', label: 'Texas' },
      deals: expected.deals,
      companies: expected.companies,
      ratePerMile: expected.ratePerMile,
      rate: expected.rate,
    });
    expect(answer.weekly).toEqual(weeklyOf(illinoisTexas));
  });

  it('answers scope none, with no counts and no figures, where neither scope has deals', async () => {
    const answer = await lane(brokerA, { originZip: '90012', destinationZip: '10001', days: 90 });
    expect(answer).toMatchObject({
      scope: 'none',
      origin: { market: '900', label: 'Los Angeles, CA (900)' },
      destination: { market: '100', label: 'New York, NY (100)' },
      deals: 0,
      companies: 0,
      ratePerMile: null,
      rate: null,
    });
    expect(answer.weekly).toHaveLength(RATE_SERIES_WEEKS);
    expect(answer.weekly.every((week) => week.deals === 0 && week.medianRatePerMile === null)).toBe(true);
    expect(answer.weekly.at(-1)?.weekStart).toBe(mondayOf(new Date()));
  });
});

describe('the privacy floor at its edges', () => {
  it('needs 5 deals: 4 show nothing, the fifth shows the lane', async () => {
    const deal = (poster: Account, carrier: Account, rate: number) => ({
      poster,
      carrier,
      from: ATLANTA,
      to: MIAMI,
      rate,
      daysAgo: 1,
    });
    const ids = await makeDeals(t, [
      deal(brokerA, carrierX, 1500),
      deal(brokerB, carrierY, 1650),
      deal(brokerA, carrierY, 1420),
      deal(brokerB, carrierX, 1580),
    ]);
    const four = await lane(brokerA, { originZip: ATLANTA, destinationZip: MIAMI, days: 7 });
    expect(four).toMatchObject({ scope: 'none', deals: 0, companies: 0, ratePerMile: null, rate: null });

    ids.push(...(await makeDeals(t, [deal(brokerA, carrierX, 1700)])));
    const five = await lane(brokerA, { originZip: ATLANTA, destinationZip: MIAMI, days: 7 });
    const expected = figuresOf(await dealRows(t, ids));
    expect(five).toMatchObject({ scope: 'zip3', deals: 5, companies: 4, ratePerMile: expected.ratePerMile });
  });

  it('needs 3 companies: deals between two show nothing, one with a third company shows the lane', async () => {
    const ids = await makeDeals(
      t,
      [1900, 2050, 1980, 2120, 2010, 1870].map((rate) => ({
        poster: brokerA,
        carrier: carrierX,
        from: DENVER,
        to: PHOENIX,
        rate,
        daysAgo: 2,
      })),
    );
    const two = await lane(carrierY, { originZip: DENVER, destinationZip: PHOENIX, days: 7 });
    expect(two).toMatchObject({ scope: 'none', deals: 0, companies: 0, ratePerMile: null, rate: null });

    ids.push(
      ...(await makeDeals(t, [
        { poster: brokerA, carrier: carrierY, from: DENVER, to: PHOENIX, rate: 2200, daysAgo: 2 },
      ])),
    );
    const three = await lane(carrierY, { originZip: DENVER, destinationZip: PHOENIX, days: 7 });
    const deals = await dealRows(t, ids);
    const expected = figuresOf(deals);
    expect(expected).toMatchObject({ deals: 7, companies: 3 });
    expect(three).toMatchObject({ scope: 'zip3', ...expected });
    expect(three.ratePerMile?.median).toBe(percentileDisc(deals.map(perMileOf), 0.5));
  });

  it('applies the floor to the states too: a states lane under it answers none', async () => {
    // Washington → Oregon: 4 deals among 4 companies, on one 3-digit lane and so one states lane.
    await makeDeals(
      t,
      [
        [brokerA, carrierX],
        [brokerB, carrierY],
        [brokerA, carrierY],
        [brokerB, carrierX],
      ].map(([poster, carrier], index) => ({
        poster: poster as Account,
        carrier: carrier as Account,
        from: SEATTLE,
        to: PORTLAND,
        rate: 900 + index * 40,
        daysAgo: 1,
      })),
    );
    const answer = await lane(brokerB, { originZip: '98402', destinationZip: '97301', days: 90 });
    expect(answer).toMatchObject({ scope: 'none', deals: 0, ratePerMile: null, rate: null });
  });
});
