import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openTheTempest } from './shop';
import { shoot, signedInCustomer, staffApi, stripeAtEveryVenue, typeInElement } from './shop-stripe-account';

/**
 * A signed-in customer at a Stripe venue pays in instalments in the shop (decisions/0107, 0110):
 * the payment page offers the basket's plans with their schedules, the customer picks a card they
 * keep in their account, agrees to keep it for the later instalments and pays the first one; the
 * confirmation and the account show the schedule. Stripe.js cannot be loaded on these machines:
 * the local Stripe-compatible server serves a STAND-IN of the part of Stripe.js the shop calls.
 * The job queue charging the next instalment after the clock moves is proved by the server test
 * `stripe-shop-plans.test.ts`. Every venue is moved to a Stripe account and back, and the walk's
 * plan is deleted after it, so other walks see neither.
 */
const shots = process.env.SHOP_PLANS_SHOTS;
const stamp = `e2eplans${Date.now()}`;
const planName = `Two months ${stamp.slice(-6)}`;
let planId = 0;
let restore: ((request: APIRequestContext) => Promise<void>) | null = null;

const planBody = (channels: string[]) => ({
  name: planName,
  instalments: 2,
  cadence: { kind: 'interval', every: 1, unit: 'month' },
  deposit: { kind: 'none' },
  channels,
  eventIds: [],
});

test.beforeAll(async ({ request }) => {
  restore = await stripeAtEveryVenue(request, stamp);
  const api = await staffApi(request);
  planId = (await api('POST', '/api/admin/payment-plan-settings', planBody(['Web']))).id;
});

test.afterAll(async ({ request }) => {
  const api = await staffApi(request);
  await api('DELETE', `/api/admin/payment-plan-settings/${planId}`).catch(() => undefined);
  await restore?.(request);
});

/** A card kept in the account through the Payment Element. */
async function keepCard(page: Page, number: string) {
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: 'Payment methods' }).click();
  await page.getByRole('button', { name: 'Add a card' }).click();
  await typeInElement(page, number);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`Visa ending in ${number.slice(-4)}`)).toBeVisible();
}

/** One standing ticket of the Tempest in the basket, then the payment page. */
async function toPayment(page: Page) {
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('1 ticket in your basket')).toBeVisible();
  await page.goto('/shop/checkout/payment');
  await expect(page.getByTestId('signed-in-note')).toBeVisible();
}

const planOption = (page: Page) => page.getByRole('radio', { name: `${planName} · 2 installments` });

test('a customer pays the first instalment of a plan with a card kept in their account', async ({ page }) => {
  test.slow();
  await signedInCustomer(page, 'plan');
  await keepCard(page, '4242 4242 4242 4242');
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/shop/basket/checkout')) sent.push(req.postData() ?? '');
  });
  await toPayment(page);

  // The plan and its schedule: the first instalment now, the second a month on.
  await planOption(page).check();
  const schedule = page.getByTestId('plan-schedule');
  const rows = schedule.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Due now');
  const first = (await rows.nth(1).getByRole('cell').nth(2).textContent()) ?? '';
  expect(first).toMatch(/^\$\d/);
  await expect(page.getByRole('button', { name: `Pay ${first}` })).toBeVisible();
  await page.getByRole('radio', { name: 'Visa ending in 4242' }).check();
  // A stored card needs no card entered.
  await expect(page.getByTestId('stripe-card-entry')).toHaveCount(0);
  await shoot(page, shots, 'plan-payment');
  await planOption(page).check();
  await page.getByRole('radio', { name: 'Visa ending in 4242' }).check();

  // Without the consent to keep the card, the server refuses and the page says why.
  await page.getByRole('button', { name: `Pay ${first}` }).click();
  await expect(
    page
      .getByText('A payment plan is paid by card: its later installments are charged to the same card.')
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);

  await page.getByRole('checkbox', { name: 'Keep my card to pay the later installment on its date' }).check();
  await page.getByRole('button', { name: `Pay ${first}` }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  const orderId = page.url().split('/').pop();
  // Only the stored card's id went to our server: no card, no PaymentMethod typed now.
  const paid = JSON.parse(sent.at(-1)!);
  expect(paid).toMatchObject({ paymentPlanId: planId, keepCard: true, storedCardId: expect.any(Number) });
  expect(paid.paymentMethodId).toBeUndefined();

  // The confirmation shows the schedule: the first instalment paid, the second due.
  await expect(page.getByText(`with Visa ending 4242`)).toContainText(first);
  const plan = page.getByTestId('customer-plan');
  await expect(plan).toContainText(`Order ${orderId} · ${planName}`);
  await expect(plan.getByRole('row').nth(1)).toContainText('Paid');
  await expect(plan.getByRole('row').nth(2)).toContainText('Due');
  await shoot(page, shots, 'plan-confirmation');

  // And so does the account.
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: 'Payment plans' }).click();
  const inAccount = page.getByTestId('customer-plan').filter({ hasText: `Order ${orderId} ·` });
  await expect(inAccount).toContainText('Visa •••• 4242');
  await expect(inAccount.getByRole('row')).toHaveCount(3);
  await expect(inAccount.getByRole('row').nth(2)).toContainText('Due');
});

test('a plan no longer allowed for the basket is refused with the catalogue’s message', async ({
  page,
  request,
}) => {
  test.slow();
  await signedInCustomer(page, 'plan-refused');
  await toPayment(page);
  await planOption(page).check();
  await page.getByRole('checkbox', { name: /Keep my card/ }).check();
  await expect(
    page.getByTestId('stripe-card-entry').getByRole('textbox', { name: 'Card number' }),
  ).toBeVisible();
  await typeInElement(page, '4242 4242 4242 4242');
  // Meanwhile the venue stops offering the plan in the shop.
  const api = await staffApi(request);
  await api('PUT', `/api/admin/payment-plan-settings/${planId}`, planBody(['PointOfSale']));
  try {
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      page.getByText('Payment plan validation failed: no payment plan or payment deadlines found.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
    await shoot(page, shots, 'plan-refused');
  } finally {
    await api('PUT', `/api/admin/payment-plan-settings/${planId}`, planBody(['Web']));
  }
});
