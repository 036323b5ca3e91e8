import { expect, test } from '@playwright/test';

test('a buyer switches the shop to French and the choice survives a reload', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Welcome to Demo Theatre' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue à Demo Theatre' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenue à Demo Theatre' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('with a Spanish (Mexico) browser', () => {
  test.use({ locale: 'es-MX' });

  test('the sign-in page is in Spanish from Spain', async ({ page }) => {
    await page.goto('/admin/v2/auth/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveTitle('Tessera | Iniciar sesión');
  });
});
