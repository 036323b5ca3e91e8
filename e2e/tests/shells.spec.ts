import { expect, test } from '@playwright/test';

test('the back office opens on its sign-in page', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Tessera | Sign in');
});

test('the shop home welcomes buyers to the venue', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Demo Theatre' })).toBeVisible();
  // The demo's The Tempest is on sale in the shop.
  await expect(page.getByRole('heading', { name: 'The Tempest' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
    'href',
    /\/shop\/tickets\/series\/\d+$/,
  );
});

test('visiting the back office signed out lands on the sign-in page', async ({ page }) => {
  await page.goto('/admin/v2');
  await expect(page).toHaveURL(/\/admin\/v2\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a deep link reloads on the same screen', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Welcome to Demo Theatre' })).toBeVisible();
  await page.goto('/admin/v2/auth/login?returnTo=%2Fadmin%2Fv2%2Ftools%2Ferrorprocessing');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/returnTo=%2Fadmin%2Fv2%2Ftools%2Ferrorprocessing/);
});

test('old consumer links are sent to the shop', async ({ page }) => {
  await page.goto('/v2/account/');
  await expect(page).toHaveURL(/\/shop\/?$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Demo Theatre' })).toBeVisible();
});
