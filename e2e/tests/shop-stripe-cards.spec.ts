import { type APIRequestContext, expect, test } from '@playwright/test';
import { shoot as shootIn, signedInCustomer, stripeAtEveryVenue, typeInElement } from './shop-stripe-account';

const shoot = (page: Parameters<typeof shootIn>[0], name: string) =>
  shootIn(page, process.env.STRIPE_CARDS_SHOTS, name);

/**
 * A customer keeps cards in their shop account when the account's card payment account is
 * Stripe (decisions/0107): the "Add a card" form is Stripe's Payment Element, and a card whose
 * bank asks for 3-D Secure while it is saved is kept after the bank's step. Stripe.js cannot be
 * loaded on these machines: the local Stripe-compatible server the harness starts serves a
 * STAND-IN of the part of Stripe.js the shop calls (decisions/0089). The walk moves every venue
 * of the demo account to a Stripe account and back, so the other walks keep their card form.
 */
let restore: ((request: APIRequestContext) => Promise<void>) | null = null;

test.beforeAll(async ({ request }) => {
  restore = await stripeAtEveryVenue(request, `e2ecards${Date.now()}`);
});

test.afterAll(async ({ request }) => {
  await restore?.(request);
});

test('a customer keeps cards through Stripe’s Payment Element, one after the bank’s 3-D Secure step', async ({
  page,
}) => {
  await signedInCustomer(page);
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/shop/account/payment-methods'))
      sent.push(req.postData() ?? '');
  });
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: 'Payment methods' }).click();
  await expect(page.getByText('You have no stored cards.')).toBeVisible();

  // A card the bank lets through: saved at once; our server sees only the PaymentMethod's id.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await typeInElement(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toEqual({ paymentMethodId: expect.stringMatching(/^pm_/) });

  // The bank asks for 3-D Secure while the card is saved: its step, then the card is kept.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await typeInElement(page, '4000 0025 0000 3155');
  await shoot(page, 'add-card-element');
  // Stripe.js's fields follow the page's language: switching it mounts them anew, empty.
  await typeInElement(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Save card' }).click();
  const bank = page.getByRole('dialog', { name: '3D Secure test payment page' });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Visa ending in 3155')).toBeVisible();
  expect(sent.slice(1).map((body) => JSON.parse(body).paymentMethodId)).toEqual([
    expect.stringMatching(/^pm_/),
    expect.stringMatching(/^seti_/),
  ]);
  expect(sent.join('')).not.toContain('4242424242424242');
  expect(sent.join('')).not.toContain('3155"');

  // The payer fails the bank's step: nothing is kept and the form says why.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await typeInElement(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Save card' }).click();
  await bank.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /unable to authenticate/ })).toBeVisible();
  await shoot(page, 'add-card-failed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('tab', { name: 'Payment methods' }).click();
  await expect(page.getByText(/ending in/)).toHaveCount(2);
});
