import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { openRenewals, seasonWithPackage, seatIdAt, sellTo } from './seasons';
import { overflowsSideways } from './shop';
import { deactivate, staffHeaders } from './tempest-dates';

/** Mantine selects inside the upgrade panel: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string) {
  const panel = page.getByTestId('renewal-upgrade');
  await panel.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the box office upgrades a holder on renewal: a better seat in every event, the held seat given back', async ({
  page,
}) => {
  test.slow();
  const run = Date.now();
  const headers = await staffHeaders(page.request);
  const now = await seasonWithPackage(page.request, headers, `Upgrade ${run} this`, 43);
  const next = await seasonWithPackage(page.request, headers, `Upgrade ${run} next`, 403);
  const email = `grace.${run}@example.test`;
  const buyer = { firstName: 'Grace', lastName: 'Hopper', email };
  try {
    const grace = await page.request.post('/api/admin/customers', { headers, data: buyer });
    expect(grace.status(), await grace.text()).toBe(201);
    await sellTo(page.request, headers, now, (await grace.json()).id as number, buyer);
    const clock = await page.request.post('/api/test/clock', { data: { advanceMs: 0 } });
    const serverNow = new Date((await clock.json()).now as string).getTime();
    const started = await page.request.post(`/api/admin/season-packages/${next.packageId}/renewals`, {
      headers,
      data: { fromPackageId: now.packageId, deadline: new Date(serverNow + 30 * 86_400_000).toISOString() },
    });
    expect(started.status(), await started.text()).toBe(200);

    await page.goto('/admin/v2/auth/login');
    await signIn(page, demoLogin);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await openRenewals(page, next.name);
    await expect(page.getByTestId('renewal-totals')).toContainText('Pending: 1');
    const held = await seatIdAt(page.request, headers, next.eventId, '7');
    expect(held.status).not.toBe('o');

    // Staff open the upgrade for the holder and choose a better open seat on the map.
    await page
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Upgrade seats' })
      .click();
    const panel = page.getByTestId('renewal-upgrade');
    await expect(page.getByRole('heading', { name: 'Seat upgrade: Grace Hopper' })).toBeVisible();
    await expect(page.getByText('Held now: Stalls · row K · seat 7.')).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
    await page.mouse.move(0, 0); // not hovering the row's button
    await expectAccessible(page, 'renewal upgrade');
    await page.setViewportSize({ width: 360, height: 800 });
    // The seat map takes its new width from a resize observer, a frame or two after the viewport.
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await choose(page, 'Section', 'Stalls');
    await choose(page, 'Row', 'M');
    await panel.getByRole('checkbox', { name: '3 · Available', exact: true }).check();
    await panel.getByRole('button', { name: 'Upgrade to this seat' }).click();

    // The renewal goes into the basket at the new place; the box office takes cash.
    await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/season-packages$/);
    const line = page.getByTestId('basket-package');
    await expect(line).toContainText(next.name);
    await expect(line).toContainText('Stalls · row M · seat 3 · Full price');
    // The held seat was given back at once (the new one rests in the renewal hold until paid).
    expect((await seatIdAt(page.request, headers, next.eventId, '7')).status).toBe('o');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const total = await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue();
    await page.getByRole('button', { name: `Complete sale · ${total}` }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);

    // The new seat is sold; the one held before stays open for anyone.
    const upgraded = { section: 'Stalls', row: 'M', seat: '3' };
    expect((await seatIdAt(page.request, headers, next.eventId, '3', upgraded)).status).toBe('s');
    expect((await seatIdAt(page.request, headers, next.eventId, '7')).status).toBe('o');
    await openRenewals(page, next.name);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Stalls · row M · seat 3');
    await expect(row).toContainText('Renewed');
    await expect(row.getByRole('button', { name: 'Upgrade seats' })).toHaveCount(0);
  } finally {
    await deactivate(page.request, now.eventId);
    await deactivate(page.request, next.eventId);
  }
});
