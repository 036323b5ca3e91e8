import { expect, test } from '@playwright/test';
import { demoLogin, signIn, signInFromLoginPage } from './demo';

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
  const card = page.getByRole('row').filter({ hasText: name });
  await expect(card.getByText('E-ticket')).toBeVisible();
  await expect(card.getByText('Used by 0 event templates')).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(name)).toBeHidden();
});

test('the box office picks a delivery method at checkout', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, { email: 'supervisor@demo.tessera.test', password: demoLogin.password });
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('combobox', { name: 'Section', exact: true }).click();
  await page.getByRole('option', { name: 'Stalls', exact: true }).click();
  await page.getByRole('combobox', { name: 'Row', exact: true }).click();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await page.getByRole('checkbox', { name: '3 · Available', exact: true }).check();
  await page.getByRole('button', { name: 'Add 1 seat to basket' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const methods = page.getByRole('radiogroup', { name: 'Delivery method' });
  await expect(methods.getByRole('radio', { name: 'E-ticket by email' })).toBeChecked();
  await methods.getByRole('radio', { name: 'Collect at the box office' }).check();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);

  // The order's Details tab names its delivery method and its seat.
  const orderId = /confirmation\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/admin/v2/orders/${orderId}`);
  await expect(page.getByText('Collect at the box office')).toBeVisible();
  await expect(page.getByText(/^Stalls · row M · seat 3/)).toBeVisible();
});
