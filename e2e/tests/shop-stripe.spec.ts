import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { stripeLocal } from '../playwright.config';
import { standingPlaceToPayment } from './box-office';
import { demoLogin, signInFromLoginPage } from './demo';
import { guest, openTheTempest } from './shop';

/**
 * The shop pays through Stripe when the venue's card payment account is a Stripe account
 * (decisions/0089). Stripe.js cannot be loaded on these machines: the local Stripe-compatible
 * server the harness starts serves a STAND-IN of the part of Stripe.js the shop calls, and the
 * app's Stripe adapter talks to that same server. The walk moves the demo venue to a Stripe
 * account and back, so the other shop walks keep their card form.
 */
let restore: ((request: APIRequestContext) => Promise<void>) | null = null;

async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
}

test.beforeAll(async ({ request }) => {
  const api = await staffApi(request);
  const stamp = `e2e${Date.now()}`;
  const account = await api('POST', '/api/admin/payment-accounts', {
    name: `Stripe ${stamp}`,
    processor: 'Stripe',
    isLive: true,
    onboardingComplete: true,
    stripe: {
      secretKey: `sk_test_${stamp}`,
      publishableKey: `pk_test_${stamp}`,
      webhookSigningSecret: `whsec_${stamp}`,
    },
  });
  const events = await api('GET', '/api/admin/sell/events?search=tempest');
  const event = await api('GET', `/api/admin/events/${events.items[0].id}`);
  const venue = await api('GET', `/api/admin/venues/${event.venueId}`);
  await api('PUT', `/api/admin/venues/${event.venueId}`, { ...venue, cardPaymentAccountId: account.id });
  restore = async (other) => {
    await (await staffApi(other))('PUT', `/api/admin/venues/${event.venueId}`, venue);
  };
});

test.afterAll(async ({ request }) => {
  await restore?.(request);
});

/** One standing ticket of the Tempest in the basket, then the payment page. */
async function toPayment(page: Page) {
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('1 ticket in your basket')).toBeVisible();
  await page.goto('/shop/checkout/payment');
  await page.getByRole('textbox', { name: 'First name' }).fill(guest.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(guest.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(guest.email);
}

/** Types the card into the Payment Element (the stand-in's fields). */
async function payInElementOnly(page: Page, number: string) {
  const element = page.getByTestId('stripe-card-entry');
  await element.getByRole('textbox', { name: 'Card number' }).fill(number);
  await element.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('12 / 30');
  await element.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** Types the card into the Payment Element and pays. */
async function payInElement(page: Page, number: string) {
  await payInElementOnly(page, number);
  await page.getByRole('button', { name: /^Pay (now|\S+)$/ }).click();
}

/** What the page sent our server at checkout: never the card, only Stripe's ids. */
function checkoutBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shop/basket/checkout')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test('a buyer pays in Stripe’s Payment Element: our server gets a PaymentMethod, never the card', async ({
  page,
}) => {
  test.slow();
  const sent = checkoutBodies(page);
  await toPayment(page);
  // The card form of the sandbox is not there; Stripe.js came from the configured address.
  await expect(page.locator(`script[src="${stripeLocal.url}/v3/"]`)).toHaveCount(1);
  await expect(
    page.getByTestId('stripe-card-entry').getByRole('textbox', { name: 'Card number' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Expiry' })).toHaveCount(0);
  await payInElement(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expect(page.getByText(/with Visa ending 4242/)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ paymentMethodId: expect.stringMatching(/^pm_/) });
  expect(sent[0]).not.toContain('4242424242424242');
  expect(sent[0]).not.toContain('"card"');
});

test('a declined card shows the catalogue’s message and keeps the basket', async ({ page }) => {
  await toPayment(page);
  await payInElement(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
  await page.goto('/shop/checkout/basket');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
});

test('a card whose bank asks for 3-D Secure is paid once the buyer completes the bank’s step', async ({
  page,
}) => {
  test.slow();
  const sent = checkoutBodies(page);
  await toPayment(page);
  await payInElement(page, '4000 0027 6000 3184');
  const bank = page.getByRole('dialog', { name: '3D Secure test payment page' });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expect(page.getByText(/ending 3184/)).toBeVisible();
  // First the PaymentMethod, then the intent the bank's step authorized.
  expect(sent.map((b) => JSON.parse(b).paymentMethodId.slice(0, 3))).toEqual(['pm_', 'pi_']);
});

test('the box office takes a card in the Payment Element, the bank’s 3-D Secure step included', async ({
  page,
}) => {
  test.slow();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/admin\/baskets\/[^/]+\/checkout$/.test(request.url())) sent.push(request.postData() ?? '');
  });
  await signInFromLoginPage(page);
  await standingPlaceToPayment(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
  await page.getByRole('combobox', { name: 'Payment 1', exact: true }).click();
  await page.getByRole('option', { name: 'Credit card' }).click();
  // The line's card goes in Stripe's element; the typed-card fields are not there.
  await expect(page.getByRole('textbox', { name: 'Card number of payment 1' })).toHaveCount(0);
  await payInElementOnly(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  const bank = page.getByRole('dialog', { name: '3D Secure test payment page' });
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText(/^1 ticket sold for \$/)).toBeVisible();
  await expect(page.getByText('Visa ending 3184')).toBeVisible();
  expect(sent.map((b) => JSON.parse(b).payments[0].paymentMethodId.slice(0, 3))).toEqual(['pm_', 'pi_']);
  expect(sent.join()).not.toContain('4000002760003184');
});
