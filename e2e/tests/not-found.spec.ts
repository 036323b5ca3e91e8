import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('an unknown shop path shows the not-found screen', async ({ page }) => {
  await page.goto('/shop/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown top-level path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown back-office path shows the not-found screen inside the shell', async ({ page }) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the not-found screen reads "Page introuvable"', async ({ page }) => {
    await page.goto('/shop/pas-de-page');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
