import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { verifiedShopCustomer } from './identity';
import { type Headers, openRenewals, seatIdAt } from './seasons';
import { overflowsSideways } from './shop';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

/** A season of these dates with a flex package choosing `choose` of them at $70.00 full price. */
async function flexSeason(
  request: APIRequestContext,
  headers: Headers,
  name: string,
  dates: readonly { name: string; days: number }[],
  choose: number,
) {
  const events = [];
  for (const d of dates)
    events.push(await copyOfTheTempest(request, { name: d.name, days: d.days, onSaleLikeOriginal: true }));
  const types = (await (
    await request.get(`/api/admin/event-templates/${events[0]!.templateId}/price-types`, { headers })
  ).json()) as { id: number; name: string }[];
  const full = types.find((p) => p.name === 'Full price')!;
  const season = await request.post('/api/admin/seasons', {
    headers,
    data: {
      name: `${name} season`,
      startsOn: '2026-01-01',
      endsOn: '2029-12-31',
      eventIds: events.map((e) => e.eventId),
    },
  });
  expect(season.status(), await season.text()).toBe(201);
  const made = await request.post('/api/admin/season-packages', {
    headers,
    data: {
      seasonId: (await season.json()).id,
      name: `${name} flex`,
      kind: 'flex',
      chooseCount: choose,
      prices: [{ priceTypeId: full.id, price: 7000 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return {
    eventIds: events.map((e) => e.eventId),
    packageId: (await made.json()).id as number,
    priceTypeId: full.id,
    name: `${name} flex`,
  };
}

/** This season's flex package sold for cash to a customer at row K of the first event. */
async function sellFlexTo(
  request: APIRequestContext,
  headers: Headers,
  pkg: Awaited<ReturnType<typeof flexSeason>>,
  buyer: { firstName: string; lastName: string; email: string },
  seat: string,
) {
  const customer = await request.get(`/api/admin/customers?q=${encodeURIComponent(buyer.email)}`, {
    headers,
  });
  let customerId = (await customer.json()).items[0]?.id as number | undefined;
  if (!customerId) {
    const made = await request.post('/api/admin/customers', { headers, data: buyer });
    expect(made.status(), await made.text()).toBe(201);
    customerId = (await made.json()).id as number;
  }
  const basket = await (
    await request.post('/api/admin/baskets', { headers, data: { channel: 'PointOfSale' } })
  ).json();
  const { id: seatId } = await seatIdAt(request, headers, pkg.eventIds[0]!, seat);
  const added = await request.post(`/api/admin/baskets/${basket.id}/season-packages`, {
    headers,
    data: {
      packageId: pkg.packageId,
      seatIds: [seatId],
      priceTypeId: pkg.priceTypeId,
      eventIds: [pkg.eventIds[0]],
    },
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
      idempotencyKey: `e2e-flex-renewal-source-${Date.now()}-${seat}`,
      buyer,
      payments: [{ type: 'Cash', amount: (await added.json()).total }],
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

test('flex holders renew choosing two of next season’s three events, at the box office and in the shop; the third seat goes back on sale', async ({
  page,
  browser,
}) => {
  // Six dates, two holders, two checkouts and a job-queue roll.
  test.setTimeout(240_000);
  const run = Date.now();
  const headers = await staffHeaders(page.request);
  const now = await flexSeason(
    page.request,
    headers,
    `Flexrenew ${run} this`,
    [{ name: `Flexrenew ${run} this night`, days: 46 }],
    1,
  );
  const nights = ['one', 'two', 'three'].map((n, i) => ({
    name: `Flexrenew ${run} ${n}`,
    days: 406 + 7 * i,
  }));
  const next = await flexSeason(page.request, headers, `Flexrenew ${run} next`, nights, 2);
  const password = 'Double-Helix-1952!';
  const email = `barbara.${run}@example.test`;
  const boxEmail = `dorothy.${run}@example.test`;
  const shop = await browser.newContext();
  const shopper = await shop.newPage();
  const statusAt = async (seat: string) =>
    Promise.all(next.eventIds.map(async (e) => (await seatIdAt(page.request, headers, e, seat)).status));
  try {
    await verifiedShopCustomer(shopper, { firstName: 'Barbara', lastName: 'McClintock', email }, password);
    await sellFlexTo(
      page.request,
      headers,
      now,
      { firstName: 'Barbara', lastName: 'McClintock', email },
      '7',
    );
    await sellFlexTo(
      page.request,
      headers,
      now,
      { firstName: 'Dorothy', lastName: 'Hodgkin', email: boxEmail },
      '8',
    );
    const clock = await page.request.post('/api/test/clock', { data: { advanceMs: 0 } });
    const serverNow = new Date((await clock.json()).now as string).getTime();
    const started = await page.request.post(`/api/admin/season-packages/${next.packageId}/renewals`, {
      headers,
      data: { fromPackageId: now.packageId, deadline: new Date(serverNow + 30 * 86_400_000).toISOString() },
    });
    expect(started.status(), await started.text()).toBe(200);

    // The job queue holds each holder's place in all three events of next season.
    await page.goto('/admin/v2/auth/login');
    await signIn(page, demoLogin);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await openRenewals(page, next.name);
    await expect(page.getByTestId('renewal-roll')).toContainText('Seats held on');
    await expect(page.getByTestId('renewal-totals')).toContainText('Pending: 2');
    expect(await statusAt('8')).not.toContain('o');

    // The box office renews Dorothy choosing the first and third nights, and takes cash.
    await page
      .getByRole('row')
      .filter({ hasText: boxEmail })
      .getByRole('button', { name: 'Renew at the box office' })
      .click();
    const panel = page.getByTestId('renewal-events');
    await expect(
      page.getByRole('heading', { name: 'Renewal of Dorothy Hodgkin: choose the events' }),
    ).toBeVisible();
    const renew = panel.getByRole('button', { name: 'Renew these events' });
    await expect(renew).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Choose 2 events' }).click();
    await page.getByRole('option', { name: new RegExp(`^Flexrenew ${run} one`) }).click();
    await page.getByRole('option', { name: new RegExp(`^Flexrenew ${run} three`) }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toContainText('2 of 2 chosen');
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'flex renewal at the box office');
    await renew.click();
    await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/season-packages$/);
    await expect(page.getByTestId('basket-package')).toContainText(next.name);
    await expect(page.getByTestId('basket-package')).toContainText('Stalls · row K · seat 8 · Full price');
    // The second night's seat is back on sale at once.
    expect((await statusAt('8')).map((x) => x === 'o')).toEqual([false, true, false]);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Dorothy');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hodgkin');
    await page.getByRole('textbox', { name: 'Email' }).fill(boxEmail);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const total = await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue();
    await page.getByRole('button', { name: `Complete sale · ${total}` }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    expect(await statusAt('8')).toEqual(['s', 'o', 's']);

    // Barbara renews in the shop choosing the second and third nights, paid by a saved card.
    await shopper.goto('/shop/account/login');
    await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await shopper.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await shopper.getByRole('button', { name: 'Sign in' }).click();
    await expect(shopper.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await shopper.goto('/shop/account/season-packages');
    const offer = shopper.getByTestId('season-renewal');
    await expect(offer).toContainText(next.name);
    await expect(offer).toContainText('Stalls · row K · seat 7, held for you in 3 events');
    const renewMine = offer.getByRole('button', { name: 'Renew' });
    await expect(renewMine).toBeDisabled();
    await offer.getByRole('combobox', { name: 'Choose 2 events to renew' }).click();
    await shopper.getByRole('option', { name: new RegExp(`^Flexrenew ${run} two`) }).click();
    await shopper.getByRole('option', { name: new RegExp(`^Flexrenew ${run} three`) }).click();
    await shopper.keyboard.press('Escape');
    await expect(offer).toContainText(
      '2 of 2 chosen: the seats of the events you leave out go back on sale.',
    );
    await expectAccessible(shopper, 'flex renewal in the shop');
    await shopper.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => overflowsSideways(shopper)).toBe(false);
    await shopper.setViewportSize({ width: 1280, height: 800 });
    await renewMine.click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/basket$/);
    await expect(shopper.getByTestId('basket-package')).toContainText(next.name);
    await expect(shopper.getByRole('main')).toContainText(`Flexrenew ${run} two`);
    await expect(shopper.getByRole('main')).toContainText(`Flexrenew ${run} three`);
    await expect(shopper.getByRole('main')).not.toContainText(`Flexrenew ${run} one`);
    expect((await statusAt('7')).map((x) => x === 'o')).toEqual([true, false, false]);
    await shopper.goto('/shop/checkout/payment');
    await shopper.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await shopper.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await shopper.getByRole('textbox', { name: 'Security code' }).fill('123');
    await shopper.getByRole('checkbox', { name: /^Save this card in my account/ }).check();
    await shopper.getByRole('button', { name: /^Pay \S+$/ }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation/);
    expect(await statusAt('7')).toEqual(['o', 's', 's']);

    // Staff see both renewed.
    await openRenewals(page, next.name);
    await expect(page.getByTestId('renewal-totals')).toContainText('Renewed: 2');
    await expect(page.getByTestId('renewal-totals')).toContainText('Pending: 0');
  } finally {
    await shop.close();
    for (const eventId of [...now.eventIds, ...next.eventIds]) await deactivate(page.request, eventId);
  }
});
