import { expect, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';

test('staff send a test email, page the outbox from the URL and see failed calls', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, { email: demoLogin.email, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toContainText('Invalid login attempt.');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  await page.getByRole('link', { name: 'Mail outbox' }).first().click();
  await expect(page).toHaveTitle('Tessera | Mail outbox');
  await page.getByRole('button', { name: 'Send test email' }).click();
  await expect(page.getByText(/A test email (was sent to|to) admin@demo\.tessera\.test/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@demo.tessera.test' }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/pageSize=10/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');

  await page.goto('/admin/v2/tools/errorprocessing');
  await expect(page.getByRole('heading', { name: 'Server errors' })).toBeVisible();
  const row = page.getByRole('row', { name: /\/api\/auth\/login/ });
  await expect(row).toContainText('401');
  await page.getByRole('button', { name: 'Clear list' }).click();
  await expect(page.getByText('No server errors have been recorded in this browser tab.')).toBeVisible();
});

test('the error documentation lists registry codes with status and message', async ({ page }) => {
  await page.goto('/admin/v2/admin-errors-documentation');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Admin API errors' })).toBeVisible();
  // The registry is longer than a page: the table's search finds a code.
  await page.getByRole('searchbox', { name: 'Search Admin API errors' }).fill('invalid_credentials');
  const row = page.getByRole('row', { name: /auth\.invalid_credentials/ });
  await expect(row).toContainText('401');
  await expect(row).toContainText('Unable to login with this email and password.');

  await page.goto('/admin/v2/purchasing-errors-documentation?q=purchase.shop_not_found');
  await expect(page.getByRole('row', { name: /purchase\.shop_not_found/ })).toContainText('404');
  await page.getByRole('searchbox', { name: 'Search Purchasing API errors' }).fill('invalid_credentials');
  await expect(page.getByText('Nothing matches “invalid_credentials”.')).toBeVisible();
});

test('an admin opens Tools → Reconciliation from the sidebar', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.getByRole('link', { name: 'Reconciliation' }).first().click();
  await expect(page).toHaveTitle('Tessera | Reconciliation');
  await expect(page).toHaveURL(/\/admin\/v2\/tools\/reconciliation/);
  await expect(page.getByText(/What the reconciliation job did/)).toBeVisible();
});
