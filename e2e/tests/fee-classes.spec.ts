import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('fee classes: a duplicate name is refused, archived ones can be reactivated', async ({ page }) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/payments');
  await expect(page.getByRole('heading', { name: 'Fee classes' })).toBeVisible();
  const name = `Facility ${Date.now() % 100000}`;
  await page.getByLabel('New fee class').fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();

  await page.getByLabel('New fee class').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('A fee class with this name already exists.')).toBeVisible();

  await page.getByRole('row', { name }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('cell', { name })).toBeHidden();
  await page.getByText('Archived', { exact: true }).click();
  await page.getByRole('row', { name }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('cell', { name })).toBeHidden();
  await page.getByText('Active', { exact: true }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();
});
