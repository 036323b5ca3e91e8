import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { verifiedShopCustomer } from './identity';
import { overflowsSideways } from './shop';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

type Headers = { authorization: string };

/** The id of one place in an event's seats (the columnar seat list staff read). */
async function seatIdAt(request: APIRequestContext, headers: Headers, eventId: number, seat = '7') {
  const place = { section: 'Stalls', row: 'K', seat };
  const data = await (await request.get(`/api/admin/events/${eventId}/seats`, { headers })).json();
  const sections = data.sections as string[] | undefined;
  const i = (data.seats.id as number[]).findIndex((_, n) => {
    const section = sections ? sections[data.seats.section[n]] : data.seats.section[n];
    return (
      section === place.section &&
      data.rows[data.seats.row[n]] === place.row &&
      data.seats.seat[n] === place.seat
    );
  });
  expect(i).toBeGreaterThanOrEqual(0);
  return { id: data.seats.id[i] as number, status: (data.seats.status as string)[i] };
}

/** A season of one date with a fixed package at $80.00 for the full price. */
async function seasonWithPackage(request: APIRequestContext, headers: Headers, name: string, days: number) {
  const event = await copyOfTheTempest(request, { name: `${name} night`, days, onSaleLikeOriginal: true });
  const types = (await (
    await request.get(`/api/admin/event-templates/${event.templateId}/price-types`, { headers })
  ).json()) as { id: number; name: string }[];
  const full = types.find((p) => p.name === 'Full price')!;
  const season = await request.post('/api/admin/seasons', {
    headers,
    data: { name: `${name} season`, startsOn: '2026-01-01', endsOn: '2029-12-31', eventIds: [event.eventId] },
  });
  expect(season.status(), await season.text()).toBe(201);
  const made = await request.post('/api/admin/season-packages', {
    headers,
    data: {
      seasonId: (await season.json()).id,
      name: `${name} pass`,
      prices: [{ priceTypeId: full.id, price: 8000 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return {
    eventId: event.eventId,
    packageId: (await made.json()).id as number,
    priceTypeId: full.id,
    name: `${name} pass`,
  };
}

/** This season's package sold at the box office for cash to the customer, on the walk's place. */
async function sellTo(
  request: APIRequestContext,
  headers: Headers,
  pkg: { eventId: number; packageId: number; priceTypeId: number },
  customerId: number,
  buyer: { firstName: string; lastName: string; email: string },
  seat = '7',
) {
  const basket = await (
    await request.post('/api/admin/baskets', { headers, data: { channel: 'PointOfSale' } })
  ).json();
  const { id: seatId } = await seatIdAt(request, headers, pkg.eventId, seat);
  const added = await request.post(`/api/admin/baskets/${basket.id}/season-packages`, {
    headers,
    data: { packageId: pkg.packageId, seatIds: [seatId], priceTypeId: pkg.priceTypeId },
  });
  expect(added.status(), await added.text()).toBe(200);
  const sold = await request.put(`/api/admin/baskets/${basket.id}/customer`, {
    headers,
    data: { customerId },
  });
  expect(sold.status(), await sold.text()).toBeLessThan(300);
  const paid = await request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    headers,
    data: {
      idempotencyKey: `e2e-renewal-source-${Date.now()}-${seat}`,
      buyer,
      payments: [{ type: 'Cash', amount: (await added.json()).total }],
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

async function openRenewals(page: Page, packageName: string) {
  await page.goto('/admin/v2/season-packages');
  const row = page.getByRole('row').filter({ hasText: packageName });
  await row.getByRole('button', { name: 'Renewals' }).click();
  await expect(page.getByRole('heading', { name: `Renewals: ${packageName}` })).toBeVisible();
}

test('staff start renewals, the box office renews one holder, a subscriber renews in the shop and pays, staff see both renewed', async ({
  page,
  browser,
}) => {
  test.slow();
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
    expect(await overflowsSideways(page)).toBe(false);

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
    expect(await overflowsSideways(shopper)).toBe(false);
    await expectAccessible(shopper, 'renew my seats');
    await shopper.setViewportSize({ width: 1280, height: 800 });
    await offer.getByRole('button', { name: 'Renew' }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/basket$/);
    await expect(shopper.getByRole('main')).toContainText(`Renewal ${run} next night`);
    await expect(shopper.getByRole('main')).toContainText('Stalls · row K · seat 7');
    await shopper.goto('/shop/checkout/payment');
    await shopper.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await shopper.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await shopper.getByRole('textbox', { name: 'Security code' }).fill('123');
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
    expect(await overflowsSideways(page)).toBe(false);
  } finally {
    await shop.close();
    await deactivate(page.request, now.eventId);
    await deactivate(page.request, next.eventId);
  }
});
