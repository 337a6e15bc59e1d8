import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import { signIn } from './support/auth.ts';

test.describe('Import Loads', () => {
  test('the sample CSV downloaded from My Loads imports cleanly', async ({ page }, testInfo) => {
    await signIn(page, 'broker');
    await page.goto('/view-loads');
    await expect(page.getByRole('heading', { name: 'Import Loads' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Sample' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('sample-loads.csv');
    const file = testInfo.outputPath('sample-loads.csv');
    await download.saveAs(file);
    const csv = await readFile(file, 'utf8');
    const [header = '', ...rows] = csv.trim().split(/\r?\n/);
    expect(header.split(',')).toContain('pickupZip');
    const columns = header.split(',');
    const jobs = rows.map((row) => row.split(',')[columns.indexOf('jobNumber')]).filter(Boolean);
    expect(jobs.length).toBeGreaterThan(0);

    await page.getByLabel('CSV file to import').setInputFiles(file);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Loads imported successfully')).toBeVisible();
    await expect(page.getByText(`Loads imported: ${rows.length}.`)).toBeVisible();
    // The list reloads with the new posts first.
    await expect(
      page
        .locator('[data-load-id]')
        .filter({ hasText: String(jobs[0]) })
        .first(),
    ).toBeVisible();
  });

  test('no file, or not a .csv, is refused before anything is sent; bad rows are listed', async ({
    page,
  }) => {
    await signIn(page, 'broker');
    await page.goto('/view-loads');
    let uploads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/loads/import') uploads += 1;
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Please select a file to import')).toBeVisible();
    await page.locator('.Toastify__close-button').first().click();

    await page.getByLabel('CSV file to import').setInputFiles({
      name: 'loads.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('pickupZip,deliveryZip\n60601,30303\n'),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(toast(page, 'Please select a file to import')).toBeVisible();
    expect(uploads).toBe(0);

    await page.getByLabel('CSV file to import').setInputFiles({
      name: 'bad-loads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate\n' +
          '60601,30303,2031-01-10,2031-01-12,500,900\n' +
          'ABCDE,30303,2031-01-10,2031-01-12,500,900\n' +
          '60601,30303,2031-01-10,2031-01-12,-1,900\n',
      ),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const errors = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('listitem')).toHaveCount(2);
    await expect(errors).toContainText('row 3');
    await expect(errors).toContainText('row 4');
    expect(uploads).toBe(1);
  });
});
