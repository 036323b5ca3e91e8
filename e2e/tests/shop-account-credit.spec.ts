import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin } from './demo';
import { lastMailTo } from './identity';
import { openTheTempest } from './shop';

const password = 'Analytical-Engine-1843!';

test('a signed-in customer applies their account credit in the shop and pays the rest by card', async ({
  page,
}) => {
  test.slow();
  const email = `credit-shop-${Date.now()}@example.test`;
  const registered = await page.request.post('/api/shop/account/register', {
    data: { firstName: 'Dorothy', lastName: 'Vaughan', email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const mail = await lastMailTo(email);
  await page.goto(/https?:\/\/\S+(\/shop\/account\/verify-email\?token=[\w-]+)/.exec(mail.text)![1]!);
  await expect(page.getByText(/email address is confirmed/i)).toBeVisible();
  const signedIn = await page.request.post('/api/shop/account/login', { data: { email, password } });
  expect(signedIn.status()).toBe(200);

  // Staff put $20.00 on her account.
  const login = await page.request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const found = await (await page.request.get(`/api/admin/customers?q=${email}`, { headers })).json();
  const adjusted = await page.request.post(`/api/admin/customers/${found.items[0].id}/credit/adjustments`, {
    headers,
    data: { amount: 2000, reason: 'Refund of a cancelled workshop' },
  });
  expect(adjusted.status()).toBe(201);

  await page.goto('/shop/account/details');
  await expect(page.getByTestId('account-credit')).toHaveText('Account credit: $20.00');

  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('1 ticket in your basket')).toBeVisible();
  await page.goto('/shop/checkout/payment');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Use my account credit ($20.00 available)' }).check();
  await expect(page.getByTestId('payment-split')).toContainText('-$20.00');
  await expectAccessible(page, 'shop payment with account credit');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay \S+$/ }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation/);

  // The credit is spent: the account no longer shows any.
  const after = await (
    await page.request.get(`/api/admin/customers/${found.items[0].id}/credit`, { headers })
  ).json();
  expect(after.balance).toBe(0);
  expect(after.entries[0]).toMatchObject({ kind: 'spend', amount: -2000 });
  await page.goto('/shop/account/details');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-credit')).toBeHidden();
});
