import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('delivery plans: create a plan with methods, and see it offered to templates', async ({ page }) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/delivery-plans');
  await expect(page.getByRole('heading', { name: 'Delivery plans' })).toBeVisible();
  // The demo's plan is used by the Plays template.
  await expect(page.getByText('Standard delivery')).toBeVisible();
  await expect(page.getByText('Used by 1 event template')).toBeVisible();

  const name = `Touring ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'New delivery plan' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add a method' }).click();
  await page.getByRole('button', { name: 'Add a method' }).click();
  await page.getByRole('textbox', { name: 'Display name' }).first().fill('E-ticket');
  await page.getByRole('button', { name: 'Save plan' }).click();
  const card = page.getByText(name).locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
  await expect(card.getByText('E-ticket')).toBeVisible();
  await expect(card.getByText('Used by 0 event templates')).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(name)).toBeHidden();
});
