import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signIn } from './demo';
import { verifiedShopCustomer } from './identity';
import { openRenewals, seasonWithPackage, seatIdAt, sellTo } from './seasons';
import { overflowsSideways } from './shop';
import { deactivate, staffHeaders } from './tempest-dates';

/*
 * This walk moves the server's clock about a quarter of an hour ahead, past a renewal deadline,
 * and the clock never moves back: its file name sorts it after the other walks and before the
 * week-later walk (one worker, files in name order), which moves it months ahead anyway.
 */

const MINUTE = 60_000;

/** Opens the renewals of a package, signing in again when the moved clock ended the session. */
async function openRenewalsSignedIn(page: Page, packageName: string) {
  await page.goto('/admin/v2/season-packages');
  const login = page.getByRole('button', { name: 'Sign in' });
  const list = page.getByRole('row').filter({ hasText: packageName });
  // The back office's first load of the page may take a while on a busy machine.
  await expect(login.or(list)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await signIn(page);
    await expect(login).toBeHidden();
  }
  await openRenewals(page, packageName);
}

test('a subscriber renews before the deadline; after it the seats nobody renewed are open again', async ({
  page,
  browser,
}) => {
  // The release waits for the job queue's next poll after the clock moves.
  test.setTimeout(180_000);
  const run = Date.now();
  let headers = await staffHeaders(page.request);
  const now = await seasonWithPackage(page.request, headers, `Release ${run} this`, 41);
  const next = await seasonWithPackage(page.request, headers, `Release ${run} next`, 401);
  const password = 'Radio-Astronomy-1967!';
  const email = `jocelyn.${run}@example.test`;
  const lapsed = `antony.${run}@example.test`;
  const shop = await browser.newContext();
  const shopper = await shop.newPage();
  try {
    // Two holders of this season's pass: one will renew in the shop, the other lets it lapse.
    await verifiedShopCustomer(shopper, { firstName: 'Jocelyn', lastName: 'Bell', email }, password);
    const found = await (await page.request.get(`/api/admin/customers?q=${email}`, { headers })).json();
    await sellTo(page.request, headers, now, found.items[0].id as number, {
      firstName: 'Jocelyn',
      lastName: 'Bell',
      email,
    });
    const antony = await page.request.post('/api/admin/customers', {
      headers,
      data: { firstName: 'Antony', lastName: 'Hewish', email: lapsed },
    });
    expect(antony.status(), await antony.text()).toBe(201);
    const holder = { firstName: 'Antony', lastName: 'Hewish', email: lapsed };
    await sellTo(page.request, headers, now, (await antony.json()).id as number, holder, '8');

    // Renewals of next season's pass until ten minutes from the server's now (other walks moved it).
    const clock = await page.request.post('/api/test/clock', { data: { advanceMs: 0 } });
    const serverNow = new Date((await clock.json()).now as string).getTime();
    const started = await page.request.post(`/api/admin/season-packages/${next.packageId}/renewals`, {
      headers,
      data: { fromPackageId: now.packageId, deadline: new Date(serverNow + 10 * MINUTE).toISOString() },
    });
    expect(started.status(), await started.text()).toBe(200);
    await openRenewalsSignedIn(page, next.name);
    await expect(page.getByTestId('renewal-roll')).toContainText('Seats held on');
    await expect(page.getByTestId('renewal-totals')).toContainText('Pending: 2');
    expect((await seatIdAt(page.request, headers, next.eventId, '8')).status).not.toBe('o');

    // Before the deadline the subscriber renews their held seat in the shop and pays by card.
    await shopper.goto('/shop/account/login');
    await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await shopper.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await shopper.getByRole('button', { name: 'Sign in' }).click();
    await expect(shopper.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await shopper.goto('/shop/account/season-packages');
    const offer = shopper.getByTestId('season-renewal');
    await expect(offer).toContainText(next.name);
    await offer.getByRole('button', { name: 'Renew' }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/basket$/);
    // One package line in the shop basket, not a ticket line per event.
    const renewal = shopper.getByTestId('basket-package');
    await expect(renewal).toContainText(next.name);
    await expect(renewal).toContainText('Stalls · row K · seat 7 · Full price');
    await expect(renewal).toContainText('1 event in this package');
    await expect(shopper.getByTestId('basket-line')).toHaveCount(0);
    await shopper.goto('/shop/checkout/payment');
    await shopper.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await shopper.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await shopper.getByRole('textbox', { name: 'Security code' }).fill('123');
    // Season ticket purchases require a saved card and authorization to save it (decisions/0111).
    await shopper.getByRole('checkbox', { name: /^Save this card in my account/ }).check();
    await shopper.getByRole('button', { name: /^Pay \S+$/ }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation/);
    expect((await seatIdAt(page.request, headers, next.eventId, '7')).status).toBe('s');

    // The deadline passes: the job queue gives back the seat nobody renewed.
    const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 11 * MINUTE } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await expect
      .poll(
        async () => {
          await openRenewalsSignedIn(page, next.name);
          return page.getByTestId('renewal-roll').textContent();
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toContain('Seats nobody renewed were given back on');
    const totals = page.getByTestId('renewal-totals');
    await expect(totals).toContainText('Renewed: 1');
    await expect(totals).toContainText('Pending: 0');
    await expect(totals).toContainText('Released: 1');
    await expect(page.getByRole('row').filter({ hasText: lapsed })).toContainText('Released');
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Renewed');
    await page.mouse.move(0, 0); // not hovering the row's button
    await expectAccessible(page, 'released renewals');

    // The lapsed holder's seat is open again and sells as a single ticket; the renewed one stays sold.
    headers = await staffHeaders(page.request);
    const open = await seatIdAt(page.request, headers, next.eventId, '8');
    expect(open.status).toBe('o');
    expect((await seatIdAt(page.request, headers, next.eventId, '7')).status).toBe('s');
    const basket = await (
      await page.request.post('/api/admin/baskets', { headers, data: { channel: 'PointOfSale' } })
    ).json();
    const added = await page.request.post(`/api/admin/baskets/${basket.id}/seats`, {
      headers,
      data: { eventId: next.eventId, seatIds: [open.id] },
    });
    expect(added.status(), await added.text()).toBe(200);

    // The subscriber is offered nothing more; the renewed package is theirs.
    await shopper.goto('/shop/account/season-packages');
    await expect(shopper.getByRole('main')).toContainText(next.name);
    await expect(shopper.getByTestId('season-renewal')).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await openRenewalsSignedIn(page, next.name);
    await expect(page.getByTestId('renewal-totals')).toContainText('Released: 1');
    await expect.poll(() => overflowsSideways(page)).toBe(false);
  } finally {
    await shop.close();
    await deactivate(page.request, now.eventId);
    await deactivate(page.request, next.eventId);
  }
});
