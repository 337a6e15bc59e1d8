import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, inDays, jobNumber, toast, typeZip } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * Market rates where a member sees them: beside the post form's rate, on the board's rates per road
 * mile, in a post's details and on the Rates screen. The figures come from the demo seed's deals;
 * each test finds a lane that has them through the API and checks the screens against its answer.
 */

interface Range {
  p25: number;
  median: number;
  p75: number;
}

interface Lane {
  scope: 'zip3' | 'state' | 'none';
  origin: { market: string; label: string };
  destination: { market: string; label: string };
  deals: number;
  ratePerMile: Range | null;
  rate: Range | null;
}

interface DemoLane {
  originZip: string;
  originLocation: string;
  destinationZip: string;
  destinationLocation: string;
  lane: Lane;
}

const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The range line the screens show for a lane: 'Market: $2.10–$2.45/mi · median $2.28 · 23 deals in 30 days'. */
const rangeLine = (lane: Lane) => {
  const range = lane.ratePerMile as Range;
  return `Market: ${dollars(range.p25)}–${dollars(range.p75)}/mi · median ${dollars(range.median)} · ${lane.deals.toLocaleString('en-US')} deals in 30 days`;
};

/**
 * An RFP lane of the demo's deals whose 3-digit markets have figures over 30 days, with the ZIPs and
 * places of one of its deals (read by the admin, who sees every post).
 */
async function demoLane(request: APIRequestContext): Promise<DemoLane> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const tried = new Set<string>();
  for (const status of ['ASSIGNED', 'COMPLETED']) {
    const res = await request.get('/api/admin/loads', {
      headers,
      params: { type: 'RFP', status, limit: 100 },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { loads } = (await res.json()).data as { loads: Omit<DemoLane, 'lane'>[] };
    for (const post of loads) {
      const key = `${post.originZip.slice(0, 3)}>${post.destinationZip.slice(0, 3)}`;
      if (tried.has(key)) continue;
      tried.add(key);
      const answer = await request.get('/api/rates/lane', {
        headers,
        params: { originZip: post.originZip, destinationZip: post.destinationZip, loadType: 'RFP' },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const lane = (await answer.json()).data as Lane;
      if (lane.scope === 'zip3') {
        const { originZip, originLocation, destinationZip, destinationLocation } = post;
        return { originZip, originLocation, destinationZip, destinationLocation, lane };
      }
    }
  }
  throw new Error('The demo seed has no RFP lane with market figures');
}

const market = (page: Page) => page.locator('[data-market-range]');

test.describe('Market rates', () => {
  test("posting a load shows its lane's range, and 'Use median' fills the rate", async ({
    page,
    request,
  }) => {
    const demo = await demoLane(request);
    await signIn(page, 'broker');
    await page.goto('/post-loads');
    await typeZip(page, 'Pickup ZIP', demo.originZip, 'Pickup Location', demo.originLocation);
    // One ZIP is not a lane yet: nothing about the market.
    await expect(market(page)).toHaveCount(0);
    await typeZip(page, 'Delivery ZIP', demo.destinationZip, 'Delivery Location', demo.destinationLocation);

    await expect(market(page)).toHaveAttribute('data-market-range', 'figures');
    await expect(market(page)).toContainText(rangeLine(demo.lane));
    await expect(market(page)).toContainText(
      `3-digit ZIP markets ${demo.lane.origin.label} → ${demo.lane.destination.label}`,
    );

    // A rate far above the lane's comes to more per road mile than its 75th percentile.
    const rate = page.getByLabel('Rate ($)', { exact: true });
    await rate.fill(String(Math.round((demo.lane.rate as Range).p75 * 3)));
    const own = market(page).locator('[data-market-own]');
    await expect(own).toContainText(/Your rate comes to \$[\d,]+\.\d{2}\/mi over [\d,]+ road mi/);
    await expect(own).toContainText('Above market');

    await market(page).getByRole('button', { name: 'Use median' }).click();
    await expect(rate).toHaveValue(String((demo.lane.rate as Range).median));

    // The post goes out at the median.
    const job = jobNumber('MKT');
    await page.getByLabel('Pickup Date').fill(inDays(20));
    await page.getByLabel('Delivery Date').fill(inDays(22));
    await page.getByLabel('Balance ($)').fill('500');
    await page.getByLabel(/^Job Number/).fill(job);
    await page.getByRole('button', { name: 'Post Load' }).click();
    await expect(toast(page, 'Post created successfully!')).toBeVisible();
  });

  test("the board marks a post's rate per road mile against its market, and its details chart the lane", async ({
    page,
    request,
  }) => {
    const demo = await demoLane(request);
    const range = demo.lane.ratePerMile as Range;
    // The broker's post at three times what the lane pays: above the market.
    const token = await apiToken(request, 'broker');
    const job = jobNumber('MKB');
    const res = await request.post('/api/loads', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        jobNumber: job,
        pickupZip: demo.originZip,
        deliveryZip: demo.destinationZip,
        pickupDate: inDays(1),
        deliveryDate: inDays(3),
        balance: 400,
        rate: Math.round((demo.lane.rate as Range).p75 * 3),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const post = (await res.json()).data as { id: number; ratePerRoadMile: number };
    expect(post.ratePerRoadMile).toBeGreaterThan(range.p75);

    await signIn(page, 'rfpCarrier');
    const city = (location: string) => location.split(',')[0] as string;
    await page.goto(
      `/all-loads?origin=${encodeURIComponent(city(demo.originLocation))}&destination=${encodeURIComponent(city(demo.destinationLocation))}&type=RFP`,
    );
    const row = page.locator(`[data-load-id="${post.id}"]`);
    await expect(row).toContainText(`${dollars(post.ratePerRoadMile)}/mi`);
    await expect(row.locator('.market-mark')).toHaveText('↑ Above market');

    // Its details: the lane's range and 12 weeks, with the post's own rate per road mile drawn across.
    await page.getByRole('button', { name: `View load ${job}` }).click();
    const details = page.getByRole('dialog', { name: /Load Details/ });
    const section = details.locator('[data-load-market]');
    await expect(section.getByRole('heading', { name: 'Market on this lane' })).toBeVisible();
    await expect(section).toContainText(rangeLine(demo.lane));
    await expect(section).toContainText(`This post: ${dollars(post.ratePerRoadMile)}/mi`);
    const chart = section.locator('[data-chart="lane"]');
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('.recharts-reference-line')).toBeAttached();
    await expect(chart).toContainText(`This post ${dollars(post.ratePerRoadMile)}/mi`);
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
    // Submit Request shows the same range beside the proposed rate.
    await expect(details.locator('.load-request-form [data-market-range]')).toContainText(
      rangeLine(demo.lane),
    );
  });

  test('the Rates screen looks up a lane with its chart, and draws the top lanes and the states', async ({
    page,
    request,
  }) => {
    const demo = await demoLane(request);
    const headers = { authorization: `Bearer ${await apiToken(request, 'broker')}` };
    const top = (await (await request.get('/api/rates/top-lanes', { headers })).json()).data as {
      lanes: { origin: { label: string }; destination: { label: string } }[];
    };
    expect(top.lanes.length).toBeGreaterThan(0);

    await signIn(page, 'broker');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Rates' })
      .click();
    await expect(page).toHaveURL(/\/rates$/);
    await expect(page.getByRole('heading', { name: 'Market Rates' })).toBeVisible();
    await expect(page).toHaveTitle('Market Rates · Load Board');

    // Look up a lane: its range, where the figures come from, and its 12 weeks drawn.
    const lookup = page.getByRole('search', { name: 'Lane to look up' });
    await lookup.getByLabel('Origin ZIP').fill(demo.originZip);
    await lookup.getByLabel('Destination ZIP').fill(demo.destinationZip);
    await lookup.getByLabel('Load type').selectOption('RFP');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL(
      new RegExp(`originZip=${demo.originZip}&destinationZip=${demo.destinationZip}`),
    );
    const result = page.locator('.rates-lookup');
    await expect(result.locator('[data-market-range]')).toContainText(rangeLine(demo.lane));
    const chart = result.locator('[data-chart="lane"]');
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart).toContainText('Median rate per mile');
    await expect(chart.locator('.recharts-line-curve, .recharts-line-dots').first()).toBeAttached();

    // The top lanes, as the API ranks them.
    const rows = page.locator('[data-lane]');
    await expect(rows).toHaveCount(top.lanes.length);
    const first = top.lanes[0] as (typeof top.lanes)[number];
    await expect(rows.first()).toContainText(first.origin.label);
    await expect(rows.first()).toContainText(first.destination.label);

    // The states: the lower 48 and DC drawn, those with a median coloured, and a legend.
    const map = page.locator('[data-chart="states"]');
    await expect(map.locator('path.rates-state')).toHaveCount(49);
    await expect(map.locator('path.rates-state-rated').first()).toBeAttached();
    await expect(map.locator('.rates-legend')).toContainText('Too few deals');

    // Another window asks again for both.
    await page.getByRole('search', { name: 'Board-wide figures' }).getByLabel('Window').selectOption('90');
    await expect(
      page.getByText('The lanes with the most deals in the last 90 days, by 3-digit ZIP market'),
    ).toBeVisible();
    await expect(rows.first()).toBeVisible();
  });
});
