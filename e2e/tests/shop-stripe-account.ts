import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoLogin } from './demo';
import { lastMailTo } from './identity';

/**
 * What the shop's Stripe walks share: staff's API, every venue of the demo account paid through
 * one Stripe account of the local Stripe-compatible server (and put back after), a signed-in
 * customer, and the Payment Element's fields (the stand-in of Stripe.js, decisions/0089).
 */
export const password = 'Analytical-Engine-1843!';

export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.status() === 204 ? null : res.json();
  };
}

/**
 * Makes a Stripe payment account and names it as the card payment account of every venue (a
 * stored card is kept by the account's card payment account, a sale paid by its venue's): answers
 * how to put the venues back.
 */
export async function stripeAtEveryVenue(
  request: APIRequestContext,
  stamp: string,
): Promise<(other: APIRequestContext) => Promise<void>> {
  const api = await staffApi(request);
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
  const list = await api('GET', '/api/admin/venues?pageSize=100');
  const venues = await Promise.all(
    (list.items as { id: number }[]).map((v) => api('GET', `/api/admin/venues/${v.id}`)),
  );
  for (const venue of venues)
    await api('PUT', `/api/admin/venues/${venue.id}`, { ...venue, cardPaymentAccountId: account.id });
  return async (other) => {
    const put = await staffApi(other);
    for (const venue of venues) await put('PUT', `/api/admin/venues/${venue.id}`, venue);
  };
}

/** A new shop customer, verified and signed in in this page's browser; answers their email. */
export async function signedInCustomer(page: Page, prefix = 'keeper'): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.test`;
  const registered = await page.request.post('/api/shop/account/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = (await lastMailTo(email)).text.match(/verify-email\?token=([\w-]+)/)?.[1];
  expect((await page.request.post('/api/shop/account/verify-email', { data: { token } })).ok()).toBe(true);
  const login = await page.request.post('/api/shop/account/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return email;
}

/** Types the card into the Payment Element (the stand-in's fields). */
export async function typeInElement(page: Page, number: string) {
  const element = page.getByTestId('stripe-card-entry');
  await element.getByRole('textbox', { name: 'Card number' }).fill(number);
  await element.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('12 / 30');
  await element.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/**
 * Screenshots of the page at 1280 and 360 px in English and Spanish, into the folder `dir` names
 * (none: no screenshots), then back to English at 1280 px.
 */
export async function shoot(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  for (const [locale, option] of [
    ['en', 'English (United States)'],
    ['es', 'Español'],
  ] as const) {
    if (locale === 'es') {
      await page.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: option }).click();
    }
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${dir}/${name}-${locale}-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('combobox', { name: 'Idioma' }).click();
  await page.getByRole('option', { name: 'English (United States)' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
}
