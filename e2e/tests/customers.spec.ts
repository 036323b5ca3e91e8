import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('find a customer, add a private note, tag them, then anonymize them', async ({ page }) => {
  await signInFromLoginPage(page);
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveTitle('Tessera | Customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('hamilton');
  await page.getByRole('link', { name: 'Margaret Hamilton' }).click();
  await expect(page.getByRole('heading', { name: 'Margaret Hamilton' })).toBeVisible();
  await expect(page.getByText('Lifetime value')).toBeVisible();

  // A private note, with its author.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('checkbox', { name: 'Private (staff only)' })).toBeChecked();
  await page.getByRole('textbox', { name: 'New note' }).fill('Prefers an aisle seat near the exit.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page.getByTestId('customer-note');
  await expect(note).toContainText('Prefers an aisle seat near the exit.');
  await expect(note).toContainText('Private');
  await expect(note).toContainText(/Demo|Admin/);

  // A tag from the account's customer tags.
  await page.getByRole('tab', { name: 'Tags' }).click();
  await page.getByRole('combobox', { name: 'Customer tags' }).click();
  await page.getByRole('option', { name: 'Donor', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tags saved.')).toBeVisible();
  await expect(page.getByText('Donor', { exact: true }).first()).toBeVisible();

  // Start a basket for her: the sale's buyer is filled in and the order lands in her history.
  await page.getByRole('button', { name: 'Start basket' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('basket-customer')).toContainText('Margaret Hamilton');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('margaret.hamilton@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByText(/^1 ticket sold for \$/)).toBeVisible();
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('hamilton');
  await page.getByRole('link', { name: 'Margaret Hamilton' }).click();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('link', { name: /^\d+$/ })).toHaveCount(1);

  // Anonymize: the personal data goes and the old name no longer finds anyone.
  await page.getByRole('button', { name: 'Anonymize' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anonymize' }).click();
  await expect(page.getByRole('heading', { name: 'Anonymized customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start basket' })).toBeHidden();
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('hamilton');
  await expect(page.getByText('No customer matches this search.')).toBeVisible();
});
