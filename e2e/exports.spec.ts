import { readFile } from 'node:fs/promises';
import { ADMIN_LOADS_CSV_COLUMNS, BOARD_CSV_COLUMNS, MY_LOADS_CSV_COLUMNS } from '@loadboard/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { apiToken } from './loads-helpers.ts';
import { postFreight } from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/** Clicks Download CSV and reads the file as a spreadsheet would: header, then one record a row. */
async function downloadCsv(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const [header = [], ...records] = parse(await readFile(await download.path(), 'utf8'), {
    bom: true,
  }) as string[][];
  const rows = records.map((record) => Object.fromEntries(header.map((column, i) => [column, record[i]])));
  return { header, rows };
}

/** The demo broker's post, cancelled through the API: its id. */
async function cancelledPost(request: APIRequestContext): Promise<number> {
  const post = await postFreight(request, 'broker');
  const res = await request.patch(`/api/admin/loads/${post.id}/status`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'broker')}` },
    data: { status: 'CANCELLED' },
  });
  expect(res.status()).toBe(200);
  return post.id;
}

test.describe('CSV exports of the lists', () => {
  test('My Loads and the board download what their filters select', async ({ page, request }) => {
    const cancelled = await cancelledPost(request);
    const active = await postFreight(request, 'broker');
    await signIn(page, 'broker');

    await page.goto('/view-loads');
    await page.getByLabel('Status', { exact: true }).selectOption('CANCELLED');
    await expect(page).toHaveURL(/status=CANCELLED/);
    const mine = await downloadCsv(page, 'my-loads');
    expect(mine.header).toEqual([...MY_LOADS_CSV_COLUMNS]);
    expect(mine.rows.map((row) => Number(row.ID))).toContain(cancelled);
    expect(new Set(mine.rows.map((row) => row.Status))).toEqual(new Set(['CANCELLED']));

    // The board by the start of a ZIP and a type, in its order.
    await page.goto('/all-loads');
    await page.getByLabel('Origin').fill('03901');
    await page.getByLabel('Origin').press('Enter');
    await page.getByLabel('Type').selectOption('RFP');
    await expect(page).toHaveURL(/origin=03901.*type=RFP|type=RFP.*origin=03901/);
    const board = await downloadCsv(page, 'avail-loads');
    expect(board.header).toEqual([...BOARD_CSV_COLUMNS]);
    const ours = board.rows.find((row) => Number(row.ID) === active.id);
    expect(ours).toMatchObject({
      Type: 'RFP',
      Status: 'ACTIVE',
      'Job Number': active.jobNumber,
      Rate: '1875.5',
    });
    expect(new Set(board.rows.map((row) => row.Origin))).toEqual(new Set([ours?.Origin]));
    expect(new Set(board.rows.map((row) => row.Type))).toEqual(new Set(['RFP']));
    expect(board.rows.map((row) => Number(row.ID))).not.toContain(cancelled);
  });

  test("the admin's list of every load downloads what its filters select", async ({ page, request }) => {
    const cancelled = await cancelledPost(request);
    await signIn(page, 'admin');
    await page.goto('/admin/loads');
    await page.getByLabel('Status', { exact: true }).selectOption('CANCELLED');
    await expect(page).toHaveURL(/status=CANCELLED/);
    const file = await downloadCsv(page, 'all-loads');
    expect(file.header).toEqual([...ADMIN_LOADS_CSV_COLUMNS]);
    expect(new Set(file.rows.map((row) => row.Status))).toEqual(new Set(['CANCELLED']));
    expect(file.rows.find((row) => Number(row.ID) === cancelled)).toMatchObject({
      Owner: 'Blue Ridge Brokerage',
      Status: 'CANCELLED',
    });
  });
});
