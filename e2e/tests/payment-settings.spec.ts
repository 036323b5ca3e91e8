import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('payment settings: comp types and custom payment types are added and deleted', async ({ page }) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/payments');
  const comp = `Press night ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Comp type' }).fill(comp);
  await page.getByRole('button', { name: 'Add comp type' }).click();
  await expect(page.getByRole('cell', { name: comp })).toBeVisible();

  const custom = `Voucher ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Custom payment type' }).fill(custom);
  await page.getByRole('button', { name: 'Add custom payment type' }).click();
  const customRow = page.getByRole('row', { name: custom });
  await expect(customRow).toBeVisible();

  await page.getByRole('row', { name: comp }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: comp })).toBeHidden();
  await customRow.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('cell', { name: custom })).toBeHidden();

  // Deleted for good: a reload does not bring them back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Comp types' })).toBeVisible();
  await expect(page.getByRole('cell', { name: comp })).toBeHidden();
  await expect(page.getByRole('cell', { name: custom })).toBeHidden();
});
