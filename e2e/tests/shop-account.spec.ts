import { expect, test } from '@playwright/test';
import { lastMailTo } from './identity';

const password = 'Analytical-Engine-1843!';
const newPassword = 'Difference-Engine-1822!';

test('a customer registers, verifies the email, edits details, stores a card, changes the password and signs out', async ({
  page,
}) => {
  const email = `ada-${Date.now()}@example.test`;
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Send again in \d+ seconds?/ })).toBeDisabled();

  const mail = await lastMailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/shop\/account\/verify-email\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  // Details: a four-digit zip is refused, then a full address is saved.
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('Zip code').fill('1234');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('This value has the wrong format')).toBeVisible();
  await page.getByLabel('Zip code').fill('12345');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Zip code')).toHaveValue('12345');

  // Payment methods: add a sandbox card, then remove it.
  await page.getByRole('tab', { name: 'Payment methods' }).click();
  await expect(page.getByText('You have no stored cards.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('Expires 12/2030')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  await expect(page.getByText('You have no stored cards.')).toBeVisible();

  // Password: the current one is checked, then the new one works.
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill('Wrong-Password-1!');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/shop/account/details');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('registering an address twice shows the spec message', async ({ page, request }) => {
  const email = `twice-${Date.now()}@example.test`;
  const body = { firstName: 'Ada', lastName: 'L', email, password, confirmPassword: password };
  expect((await request.post('/api/shop/account/register', { data: body })).status()).toBe(201);
  const mail = await lastMailTo(email);
  const token = mail.text.match(/token=([\w-]+)/)?.[1];
  expect((await request.post('/api/shop/account/verify-email', { data: { token } })).status()).toBe(200);
  await page.goto('/shop/account/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('L');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This email has already been registered. Please log in to continue.'),
  ).toBeVisible();
});
