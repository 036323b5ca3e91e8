import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { verifiedShopCustomer } from './identity';
import { openRenewals, seasonWithPackage, seatIdAt, sellTo } from './seasons';
import { overflowsSideways } from './shop';
import { deactivate, staffHeaders } from './tempest-dates';

test('staff start renewals, the box office renews one holder, a subscriber renews in the shop and pays, staff see both renewed', async ({
  page,
  browser,
}) => {
  // Two holders, two checkouts and a job-queue roll: three minutes on a busy machine.
  test.setTimeout(180_000);
  const run = Date.now();
  const headers = await staffHeaders(page.request);
  const now = await seasonWithPackage(page.request, headers, `Renewal ${run} this`, 40);
  const next = await seasonWithPackage(page.request, headers, `Renewal ${run} next`, 400);
  const password = 'Double-Helix-1952!';
  const email = `rosalind.${run}@example.test`;
  const shop = await browser.newContext();
  const shopper = await shop.newPage();
  try {
    await verifiedShopCustomer(shopper, { firstName: 'Rosalind', lastName: 'Franklin', email }, password);
    const found = await (await page.request.get(`/api/admin/customers?q=${email}`, { headers })).json();
    await sellTo(page.request, headers, now, found.items[0].id as number, {
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email,
    });
    // A second holder, with no shop login: renewed at the box office.
    const boxEmail = `james.${run}@example.test`;
    const james = await page.request.post('/api/admin/customers', {
      headers,
      data: { firstName: 'James', lastName: 'Watson', email: boxEmail },
    });
    expect(james.status(), await james.text()).toBe(201);
    await sellTo(
      page.request,
      headers,
      now,
      (await james.json()).id as number,
      { firstName: 'James', lastName: 'Watson', email: boxEmail },
      '8',
    );

    // Staff offer next season's pass to this season's holders until a deadline.
    await page.goto('/admin/v2/auth/login');
    await signIn(page, demoLogin);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await openRenewals(page, next.name);
    await page.getByRole('combobox', { name: 'Renew from package' }).click();
    await page.getByRole('option', { name: new RegExp(`^${now.name}`) }).click();
    const deadline = new Date(Date.now() + 30 * 86_400_000);
    const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await page.getByLabel('Renewal deadline').fill(local);
    await page.getByRole('button', { name: 'Start renewals' }).click();

    // The job queue holds the holder's seat; the list shows them pending.
    await expect(page.getByTestId('renewal-roll')).toContainText('Seats held on');
    await expect(page.getByTestId('renewal-totals')).toContainText('Pending: 2');
    const holder = page.getByRole('row').filter({ hasText: email });
    await expect(holder).toContainText('Stalls · row K · seat 7');
    await expect(holder).toContainText('Pending');
    expect((await seatIdAt(page.request, headers, next.eventId)).status).not.toBe('o');
    await expectAccessible(page, 'season renewals');
    await expect.poll(() => overflowsSideways(page)).toBe(false);

    // The box office renews the second holder's held seat into the basket and takes cash.
    await page
      .getByRole('row')
      .filter({ hasText: boxEmail })
      .getByRole('button', { name: 'Renew at the box office' })
      .click();
    await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/season-packages$/);
    const line = page.getByTestId('basket-package');
    await expect(line).toContainText(next.name);
    await expect(line).toContainText('Stalls · row K · seat 8 · Full price');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('James');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Watson');
    await page.getByRole('textbox', { name: 'Email' }).fill(boxEmail);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const total = await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue();
    await page.getByRole('button', { name: `Complete sale · ${total}` }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    expect((await seatIdAt(page.request, headers, next.eventId, '8')).status).toBe('s');

    // The subscriber renews in the shop: the held seat goes into the basket, paid by card.
    await shopper.goto('/shop/account/login');
    await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await shopper.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await shopper.getByRole('button', { name: 'Sign in' }).click();
    await expect(shopper.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await shopper.goto('/shop/account/season-packages');
    const offer = shopper.getByTestId('season-renewal');
    await expect(offer).toContainText(next.name);
    await expect(offer).toContainText('Stalls · row K · seat 7, held for you in 1 events');
    await shopper.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => overflowsSideways(shopper)).toBe(false);
    await expectAccessible(shopper, 'renew my seats');
    await shopper.setViewportSize({ width: 1280, height: 800 });
    await offer.getByRole('button', { name: 'Renew' }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/basket$/);
    await expect(shopper.getByRole('main')).toContainText(`Renewal ${run} next night`);
    await expect(shopper.getByRole('main')).toContainText('Stalls · row K · seat 7');
    await expect(shopper.getByTestId('basket-package')).toContainText(next.name);
    await shopper.goto('/shop/checkout/payment');
    await shopper.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await shopper.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await shopper.getByRole('textbox', { name: 'Security code' }).fill('123');
    // Season ticket purchases require a saved card and authorization to save it (decisions/0111).
    await shopper.getByRole('checkbox', { name: /^Save this card in my account/ }).check();
    await shopper.getByRole('button', { name: /^Pay \S+$/ }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation/);
    expect((await seatIdAt(page.request, headers, next.eventId)).status).toBe('s');

    // Staff see them renewed, found by the holder's name.
    await openRenewals(page, next.name);
    await expect(page.getByTestId('renewal-totals')).toContainText('Renewed: 2');
    await expect(page.getByTestId('renewal-totals')).toContainText('Pending: 0');
    const search = page.getByRole('searchbox', { name: 'Search Renewal status' });
    await search.fill('Nobody by this name');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    await search.fill('Rosalind');
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Renewed');
    await page.setViewportSize({ width: 360, height: 800 });
    await openRenewals(page, next.name);
    await expect(page.getByTestId('renewal-totals')).toContainText('Renewed: 2');
    await expect.poll(() => overflowsSideways(page)).toBe(false);
  } finally {
    await shop.close();
    await deactivate(page.request, now.eventId);
    await deactivate(page.request, next.eventId);
  }
});
