import type { LaneRate, RateWeek } from '@loadboard/contracts';

/** Twelve Mondays from 2030-01-07, each with its deals and, from five deals on, a median. */
export function weeklyFixture(deals: number[] = [3, 6, 5, 8, 4, 7, 6, 9, 5, 6, 7, 8]): RateWeek[] {
  return deals.map((count, index) => ({
    weekStart: new Date(Date.UTC(2030, 0, 7 + index * 7)).toISOString().slice(0, 10),
    deals: count,
    medianRatePerMile: count >= 5 ? Math.round((2.1 + index * 0.03) * 100) / 100 : null,
  }));
}

/** A lane as GET /api/rates/lane answers it, for tests: Chicago's 606 to Dallas's 752, RFP, 30 days. */
export function laneFixture(overrides: Partial<LaneRate> = {}): LaneRate {
  return {
    scope: 'zip3',
    origin: { market: '606', label: 'Chicago, IL (606)' },
    destination: { market: '752', label: 'Dallas, TX (752)' },
    loadType: 'RFP',
    days: 30,
    deals: 23,
    companies: 7,
    ratePerMile: { p25: 2.1, median: 2.28, p75: 2.45 },
    rate: { p25: 1950, median: 2100, p75: 2300 },
    weekly: weeklyFixture(),
    ...overrides,
  };
}

/** A lane without figures: neither its 3-digit markets nor its states clear the privacy floor. */
export function noneLaneFixture(overrides: Partial<LaneRate> = {}): LaneRate {
  return laneFixture({
    scope: 'none',
    deals: 0,
    companies: 0,
    ratePerMile: null,
    rate: null,
    weekly: [],
    ...overrides,
  });
}
