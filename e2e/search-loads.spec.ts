import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, inDays, jobNumber, postLoadViaApi, toast } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * Search Loads: the offline map with the demo posts, its filters, the Available Loads list and the
 * request, the user's position (granted and refused), clusters splitting on zoom, and the phone layout.
 */

const map = (page: Page) => page.getByRole('region', { name: 'Map of loads' });
const markers = (page: Page, kind: 'pickup' | 'delivery' | 'truck') =>
  page.locator(`path.map-marker-${kind}`);
const list = (page: Page) => page.getByRole('region', { name: 'Available Loads' });

/** The map's view as the server last answered it: posts as markers or counted clusters. */
async function waitForMap(page: Page) {
  await expect(map(page).locator('.leaflet-container')).toBeVisible();
  // The offline basemap's states are drawn as paths in their own pane.
  await expect
    .poll(async () => page.locator('.leaflet-basemap-pane path').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** Posts `count` RFP loads around Bismarck, ND through the CSV import, spread over a few towns. */
async function importPostsInNorthDakota(request: APIRequestContext, count: number) {
  const zips = ['58501', '58554', '58601', '58701', '58401', '58103', '58201', '58801'];
  // Each ZIP's posts on days of their own, and other days in each run: a repeat would be refused.
  const firstDay = 60 + (Math.floor(Date.now() / 1000) % 200);
  const rows = Array.from({ length: count }, (_, index) => {
    const day = firstDay + Math.floor(index / zips.length);
    return [
      'RFP',
      jobNumber('MAP'),
      zips[index % zips.length],
      '55401',
      inDays(day),
      inDays(day + 2),
      '500',
      '1500',
    ].join(',');
  });
  const csv = ['loadType,jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate', ...rows].join(
    '\n',
  );
  const token = await apiToken(request, 'broker');
  const res = await request.post('/api/loads/import', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'cluster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('Search Loads', () => {
  test('the map draws offline with the demo posts in three colours, and the filters hide and show them', async ({
    page,
  }) => {
    await signIn(page, 'rfdCarrier');
    await page.goto('/search-loads');
    await expect(page.getByRole('heading', { name: 'Search Loads' })).toBeVisible();
    await waitForMap(page);

    // Not blank: the basemap's land, states and sea give the map many shades.
    const shot = await map(page).screenshot();
    const stats = await sharp(shot).stats();
    expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(10);

    for (const kind of ['pickup', 'delivery', 'truck'] as const)
      await expect.poll(() => markers(page, kind).count()).toBeGreaterThan(0);
    await expect(page.locator('path.map-route-rfp').first()).toBeAttached();
    await expect(list(page).getByText(/\d+ loads in view/)).toBeVisible();
    await expect(list(page).locator('[data-load-id]').first()).toBeVisible();

    const trucks = page.getByLabel('Show Open Truck Space');
    await trucks.uncheck();
    await expect(markers(page, 'truck')).toHaveCount(0);
    await expect(markers(page, 'pickup').first()).toBeAttached();
    await page.getByLabel('Show RFP Jobs').uncheck();
    await page.getByLabel('Show RFD Jobs').uncheck();
    await expect(markers(page, 'pickup')).toHaveCount(0);
    await expect(list(page).getByText('Choose at least one kind of post to show.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(trucks).toBeChecked();
    await expect.poll(() => markers(page, 'truck').count()).toBeGreaterThan(0);
    await expect.poll(() => markers(page, 'pickup').count()).toBeGreaterThan(0);
  });

  test('with the position granted, the nearest load opens from the list and is requested', async ({
    page,
    context,
    request,
  }) => {
    const job = jobNumber('NEAR');
    await postLoadViaApi(request, 'broker', {
      jobNumber: job,
      pickupZip: '82801', // Sheridan, WY: no demo post near it
      deliveryZip: '59101',
      pickupDate: inDays(20),
      deliveryDate: inDays(21),
      balance: 600,
      rate: 1400,
      cubicFeet: 800,
      weight: 9000,
      equipment: 'Flatbed',
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 44.8, longitude: -106.96 });

    await signIn(page, 'rfpCarrier');
    await page.goto('/search-loads');
    await waitForMap(page);
    await page.getByLabel('Within').selectOption('50');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.locator('path.map-my-position')).toBeAttached();
    await expect(list(page).getByText('Within 50 mi of your location, nearest first')).toBeVisible();

    const item = list(page).locator('[data-load-id]').first();
    await expect(item).toContainText('Sheridan, WY');
    await expect(item).toContainText(/deadhead/);
    await expect(item).toContainText(/road mi/);
    await item.click();

    const details = page.getByRole('dialog', { name: /Load Details/ });
    await expect(details).toContainText(job);
    // The driving route: its road miles, a drawn map and steps on the Interstates.
    await expect(details.getByText(/road mi, about \d+ h/)).toBeVisible();
    await expect(details.locator('.route-map path.map-driving-route')).toBeAttached();
    await expect(details.locator('.driving-route-steps li').first()).toBeVisible();

    await details.getByLabel('Proposed Rate ($)').fill('1350');
    await details.getByRole('button', { name: 'Submit Request' }).click();
    await expect(toast(page, 'Load requested successfully')).toBeVisible();
    await expect(details).toBeHidden();
  });

  test('a refused position shows the alert', async ({ page }) => {
    await signIn(page, 'rfpCarrier');
    await page.goto('/search-loads');
    await waitForMap(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unable to get your location. Please check your settings.' }),
    ).toBeVisible();
  });

  test('on a phone the list sits under the map', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'rfpCarrier');
    await page.goto('/search-loads');
    await waitForMap(page);
    const mapBox = await map(page).boundingBox();
    const listBox = await list(page).boundingBox();
    expect(mapBox && listBox).toBeTruthy();
    expect(listBox?.y ?? 0).toBeGreaterThanOrEqual((mapBox?.y ?? 0) + (mapBox?.height ?? 0));
    expect(mapBox?.width ?? 0).toBeLessThanOrEqual(375);
  });

  test('many posts in view come as clusters that split when the map zooms in', async ({ page, request }) => {
    await importPostsInNorthDakota(request, 320);
    await signIn(page, 'rfpCarrier');
    await page.goto('/search-loads');
    await waitForMap(page);

    const clusters = page.locator('.map-cluster');
    await expect.poll(() => clusters.count()).toBeGreaterThan(1);
    // The clusters' counts add up to the count the list gives for the view.
    const counts = (await clusters.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    const inView = await list(page)
      .getByText(/[\d,]+ loads in view/)
      .textContent();
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(Number(inView?.replace(/\D/g, '')));

    const biggest = counts.indexOf(Math.max(...counts));
    const before = Math.max(...counts);
    await clusters.nth(biggest).click();
    // Zoomed to the cell: its posts now come as smaller clusters or as markers.
    await expect
      .poll(async () => {
        const texts = await clusters.allTextContents();
        const largest = Math.max(0, ...texts.map((text) => Number(text.replace(/\D/g, ''))));
        return largest < before || (await markers(page, 'pickup').count()) > 0;
      })
      .toBe(true);
  });
});

test.describe('Search Loads with a tile server', () => {
  // One server of its own with MAP_TILES_URL set, on PGlite: the engine makes no difference to tiles.

  let tiles: Server;
  let app: ChildProcess;
  const asked: string[] = [];
  const port = Number(process.env.E2E_PORT_BASE ?? 3201) + 10;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    test.skip(!testInfo.project.name.endsWith('pglite'), 'one run is enough');
    const png = await sharp({
      create: { width: 256, height: 256, channels: 3, background: { r: 170, g: 211, b: 223 } },
    })
      .png()
      .toBuffer();
    tiles = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilesPort = (tiles.address() as AddressInfo).port;
    app = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve-fresh.ts', 'pglite', String(port)], {
      env: {
        ...process.env,
        MAP_TILES_URL: `http://127.0.0.1:${tilesPort}/{z}/{x}/{y}.png`,
        MAP_TILES_ATTRIBUTION: 'Test tiles',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    // Nothing was started where beforeAll skipped (the PostgreSQL project).
    app?.kill('SIGTERM');
    if (tiles) await new Promise((resolve) => tiles.close(resolve));
  });

  test("the map draws the operator's tiles under the markers instead of the offline basemap", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`http://127.0.0.1:${port}/login`);
    await page.getByLabel('Email').fill('rfp.carrier@example.com');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`http://127.0.0.1:${port}/search-loads`);

    await expect(map(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(asked.some((url) => /^\/4\/\d+\/\d+\.png$/.test(url))).toBe(true);
    await expect(map(page).getByText('Test tiles')).toBeVisible();
    await expect(page.locator('.leaflet-basemap-pane')).toHaveCount(0);
    await expect.poll(() => markers(page, 'pickup').count()).toBeGreaterThan(0);
  });
});
