import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { verifiedShopCustomer } from './identity';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

const password = 'Analytical-Engine-1843!';

/**
 * The Tempest offers self-exchange with a $1.50 exchange fee, and has a second date (a copy of
 * its one performance a week later, on sale like it): answers that date's name.
 */
async function tempestWithSecondDate(request: APIRequestContext): Promise<string> {
  const { name } = await addSecondDate(request);
  return name;
}

/** The copied date and the template, so the walk can put the demo back as it found it. */
const madeHere: { eventId?: number; templateId?: number } = {};

async function addSecondDate(request: APIRequestContext): Promise<{ name: string }> {
  // Named apart from "The Tempest", so later walks that pick that event by name find one; on
  // sale when the original went on sale.
  const name = 'Tempest encore week';
  const made = await copyOfTheTempest(request, { name, days: 7, onSaleLikeOriginal: true });
  Object.assign(madeHere, made);
  const patched = await request.patch(`/api/admin/event-templates/${made.templateId}`, {
    headers: await staffHeaders(request),
    data: { exchanges: { selfExchange: true, exchangeFee: 150, sameOrGreaterValueOnly: true } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return { name };
}

// Later walks sell The Tempest as the demo has it: one date, no self-exchange.
test.afterAll(async ({ request }) => {
  const headers = await staffHeaders(request);
  await deactivate(request, madeHere.eventId);
  if (madeHere.templateId) {
    await request.patch(`/api/admin/event-templates/${madeHere.templateId}`, {
      headers,
      data: { exchanges: { selfExchange: false, exchangeFee: 0, sameOrGreaterValueOnly: true } },
    });
  }
});

/** A shop account made and verified through the mailed link, then signed in on the page. */
async function signedInCustomer(page: Page): Promise<string> {
  const email = `selfex-${Date.now()}@example.test`;
  await verifiedShopCustomer(page, { firstName: 'Ada', lastName: 'Lovelace', email }, password);
  await page.goto('/shop/account/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  return email;
}

/** The signed-in customer buys one best seat of The Tempest's first date in the shop, by card. */
async function buyOneSeat(page: Page, email: string) {
  const list = await (await page.request.get('/api/shop/series')).json();
  const tempest = (list as { id: number; name: string }[]).find((s) => s.name === 'The Tempest')!;
  const series = await (await page.request.get(`/api/shop/series/${tempest.id}`)).json();
  const added = await page.request.post('/api/shop/basket/best-seats', {
    data: { eventId: series.events[0].id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const basket = (await added.json()).basket as { total: number };
  const paid = await page.request.post('/api/shop/basket/checkout', {
    data: {
      idempotencyKey: `e2e-selfex-${Date.now()}`,
      expectedTotal: basket.total,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email },
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

test('a customer exchanges their ticket for another date in the shop and pays the difference by card', async ({
  page,
}) => {
  test.slow();
  const secondDate = await tempestWithSecondDate(page.request);
  const email = await signedInCustomer(page);
  await buyOneSeat(page, email);

  await page.goto('/shop/account/tickets');
  await expect(page.getByTestId('customer-ticket')).toHaveCount(1);
  await page.getByRole('link', { name: 'Exchange your ticket for The Tempest' }).click();
  await expect(page.getByRole('heading', { name: 'Exchange tickets', level: 1 })).toBeVisible();
  await expect(page.getByTestId('exchange-old-tickets')).toContainText('The Tempest');
  await shoot(page, 'dates');

  // The second week's date, then one best seat there.
  await page
    .getByTestId('exchange-date')
    .filter({ hasText: secondDate })
    .getByRole('button', { name: /^Choose tickets for/ })
    .click();
  await expect(page.getByRole('heading', { name: secondDate })).toBeVisible();
  await page.getByRole('tab', { name: 'Best seats' }).click();
  await page.getByRole('textbox', { name: 'Number of tickets' }).fill('1');
  await page.getByRole('button', { name: 'Find 1 best seat' }).click();
  await page.getByRole('button', { name: 'Add 1 seat to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await shoot(page, 'seats');
  // The exchange basket is resumable: away to the account's tickets and back, the seat is still there.
  await page.goto('/shop/account/tickets');
  await page.getByRole('link', { name: 'Exchange your ticket for The Tempest' }).click();
  await expect(page.getByRole('heading', { name: 'Exchange tickets', level: 1 })).toBeVisible();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);

  await page.getByRole('button', { name: 'Review the exchange' }).click();
  await expect(page.getByTestId('exchange-difference')).toHaveText('$1.50');
  await shoot(page, 'review');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: 'Pay $1.50 and exchange' }).click();

  await expect(page.getByText('Tickets exchanged')).toBeVisible();
  await expect(page.getByTestId('exchange-done').getByTestId('customer-ticket')).toHaveCount(1);
  await expect(page.getByTestId('exchange-done')).toContainText(secondDate);
  await shoot(page, 'done');
  await page.getByRole('link', { name: 'See my tickets' }).click();
  await expect(page.getByTestId('customer-ticket')).toHaveCount(1);
  await expect(page.getByTestId('customer-ticket')).toContainText(secondDate);
});

/** Screenshots of the exchange screens at the desktop width and a phone's, for review. */
async function shoot(page: Page, name: string) {
  if (!process.env.SELF_EXCHANGE_SHOTS) return;
  const dir = process.env.SELF_EXCHANGE_SHOTS;
  const language = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  for (const [locale, label, option] of [
    ['en', 'Language', 'English (United States)'],
    ['es', 'Language', 'Español'],
  ] as const) {
    if (locale === 'es') await language(label, option);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${locale}-${width}.png`, fullPage: true });
    }
  }
  await language('Idioma', 'English (United States)');
  await page.setViewportSize({ width: 1280, height: 720 });
}
