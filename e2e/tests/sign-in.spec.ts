import { expect, test } from '@playwright/test';
import { demoLogin, signIn, signInFromLoginPage } from './demo';

test('the demo login lands on the dashboard and sign-out returns to the sign-in page', async ({ page }) => {
  await signInFromLoginPage(page);
  await expect(page).toHaveURL(/\/admin\/v2$/);
  await expect(page).toHaveTitle('Tessera | Dashboard');
  await expect(page.getByText('Demo Theatre').first()).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The session really ended: the back office asks for a sign-in again.
  await page.goto('/admin/v2');
  await expect(page).toHaveURL(/\/admin\/v2\/auth\/login$/);
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, { email: demoLogin.email, password: 'not-the-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid login attempt.');
  await expect(alert).toContainText('Unable to login with this email and password.');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('empty fields are flagged before anything is sent', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
});

test('signing in returns to the page that asked for it, and a reload keeps it', async ({ page }) => {
  await page.goto('/admin/v2/technical-documentation');
  await expect(page).toHaveURL(/returnTo=%2Fadmin%2Fv2%2Ftechnical-documentation/);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/v2\/technical-documentation$/);
  await expect(page.getByRole('heading', { name: 'Technical documentation', level: 1 })).toBeVisible();
  // The page that asked works as if opened directly: its endpoints, by area, and a search over them.
  await page.getByRole('button', { name: /^orders \d+ endpoints$/i }).click();
  await expect(page.getByText('/api/admin/orders/{orderId}/exchange', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search endpoints' }).fill('post transfers cancel');
  await expect(page.getByRole('status')).toHaveText('1 endpoint matches');
  await expect(page.getByText('/api/admin/orders/{orderId}/transfers/{transferId}/cancel')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Technical documentation', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Tessera | Technical documentation');
});
