import { expect, test } from '@playwright/test';
import { toast } from './loads-helpers.ts';
import { freshAccount, postFreight } from './requests-helpers.ts';
import { signIn } from './support/auth.ts';

/**
 * Reports (decisions.md, Duplicates and reports): three members of three companies report a post,
 * the last through its details; it leaves the board; the admin dismisses the reports from the
 * queue, and the post is back.
 */

test('three companies report a post, it leaves the board, and the admin’s dismissal puts it back', async ({
  page,
  request,
}) => {
  const poster = await freshAccount(request, { userType: 'BROKER' });
  const load = await postFreight(request, poster);
  const reporters = await Promise.all(
    [1, 2, 3].map(() => freshAccount(request, { userType: 'RFP_CARRIER' })),
  );
  for (const reporter of reporters.slice(0, 2)) {
    const res = await request.post(`/api/loads/${load.id}/report`, {
      headers: { authorization: `Bearer ${reporter.token}` },
      data: { reason: 'PHANTOM' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The third reports it from the board, through the post's details.
  const third = reporters[2] as (typeof reporters)[number];
  await signIn(page, third);
  await page.goto('/all-loads?origin=03901');
  const row = page.locator('[data-load-id]').filter({ hasText: load.jobNumber });
  await row.getByRole('button', { name: `View load ${load.jobNumber}` }).click();
  const details = page.getByRole('dialog', { name: /Load Details/ });
  await details.getByRole('button', { name: 'Report' }).click();
  const form = details.getByRole('form', { name: 'Report this post' });
  await form.getByLabel('Reason').selectOption('FRAUD');
  await form.getByLabel('Note (optional)').fill('The same load is posted by another broker');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, 'Thank you: the post was reported to the administrator')).toBeVisible();
  await page.reload();
  // The list has loaded (other posts of the lane, or none) before the post's absence means anything.
  const listed = page
    .locator('[data-load-id]')
    .first()
    .or(page.getByText(/^No loads (match these filters|are available right now)\.$/));
  await expect(listed).toBeVisible();
  await expect(page.locator('[data-load-id]').filter({ hasText: load.jobNumber })).toHaveCount(0);

  // The admin dismisses the reports from the queue.
  const admin = await page.context().browser()?.newPage();
  if (!admin) throw new Error('no browser');
  await signIn(admin, 'admin');
  await admin
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  const group = admin.locator(`[data-load-id="${load.id}"]`);
  await expect(group).toContainText('Off the board');
  await expect(group).toContainText('The same load is posted by another broker');
  await group.getByRole('button', { name: 'Dismiss' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(admin, 'The reports were reviewed')).toBeVisible();
  await expect(group).toHaveCount(0);

  // Back on the board.
  await page.reload();
  await expect(page.locator('[data-load-id]').filter({ hasText: load.jobNumber })).toHaveCount(1);
});
