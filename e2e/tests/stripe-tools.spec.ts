import { expect, test } from '@playwright/test';
import { stripeLocal } from '../playwright.config';
import { signInFromLoginPage } from './demo';
import { paymentAccount, stripeCall } from './stripe-local';
import { staffHeaders } from './tempest-dates';

/**
 * The Stripe tools (decisions/0090) against the local Stripe server: a Stripe Unified Account
 * payment account onboarded through Stripe's onboarding link (the local server's stand-in page
 * finishes it and sends the person back), a payment of its connected account looked up by its
 * reference, and that authorization, which no order took, released from Payment processing.
 */
test('Stripe platform accounts, Stripe payments and payments stuck mid-flight', async ({ page }) => {
  test.slow();
  const request = page.request;
  const headers = await staffHeaders(request);
  const name = `Unified walk ${Date.now() % 100_000}`;
  const id = await paymentAccount(request, headers, { name, processor: 'StripeUnified' });
  await signInFromLoginPage(page);

  await page.goto('/admin/v2/tools/stripe-platform-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe platform accounts' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Not started');
  await row.getByRole('button', { name: 'Start onboarding' }).click();
  // Stripe's onboarding (the local server's page) sends the person back to the tool.
  await expect(page).toHaveURL(/\/admin\/v2\/tools\/stripe-platform-accounts$/);
  await expect(row).toContainText('Complete');
  await expect(row).toContainText(/acct_/);
  await expect(row).toContainText('Yes');
  await page.screenshot({ path: 'test-results/stripe-platform-accounts.png' });

  // A card authorization on the connected account that no order took (a checkout that crashed).
  const accounts = await (await request.get('/api/admin/tools/stripe-platform-accounts', { headers })).json();
  const connected = (accounts.items as { paymentAccountId: number; connectedAccountId: string }[]).find(
    (a) => a.paymentAccountId === id,
  )!.connectedAccountId;
  const me = await (await request.get('/api/admin/account', { headers })).json();
  const onConnected = { 'stripe-account': connected };
  const method = await stripeCall(
    stripeLocal.platformKey,
    'POST',
    '/v1/payment_methods',
    {
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
    },
    onConnected,
  );
  const intent = await stripeCall(
    stripeLocal.platformKey,
    'POST',
    '/v1/payment_intents',
    {
      amount: '4321',
      currency: 'usd',
      payment_method: method.id as string,
      capture_method: 'manual',
      confirm: 'true',
      'metadata[tessera_account]': String(me.id),
      'metadata[tessera_payment_account]': String(id),
      'metadata[tessera_basket]': '',
      'metadata[tessera_key]': `walk-${Date.now()}`,
    },
    onConnected,
  );
  const reference = intent.id as string;

  await page.goto('/admin/v2/tools/stripepayments');
  await page.getByRole('textbox', { name: 'Stripe reference' }).fill(reference);
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('row').filter({ hasText: reference });
  await expect(found).toContainText('Authorized');
  await expect(found).toContainText('$43.21');
  await expect(found).toContainText('No order');
  await expect(found).toContainText(name);
  await page.screenshot({ path: 'test-results/stripe-payments.png' });
  await page.getByRole('textbox', { name: 'Stripe reference' }).fill('pi_nothinglikethis');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(
    page.getByText('No payment with this reference was found at the card processor.'),
  ).toBeVisible();

  await page.goto('/admin/v2/tools/paymentprocessing');
  const stuck = page.getByRole('table', { name: 'Payments stuck mid-flight' });
  const line = stuck.getByRole('row').filter({ hasText: '$43.21' });
  await expect(line).toContainText('Authorized, no order');
  await page.screenshot({ path: 'test-results/payments-stuck.png' });
  await line.getByRole('button', { name: 'Release' }).click();
  await expect(line).toHaveCount(0);
  const after = await stripeCall(
    stripeLocal.platformKey,
    'GET',
    `/v1/payment_intents/${reference}`,
    {},
    onConnected,
  );
  expect(after.status).toBe('canceled');
});
