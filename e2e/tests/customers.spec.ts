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

  // Anonymize: the personal data goes and the old name no longer finds anyone.
  await page.getByRole('button', { name: 'Anonymize' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anonymize' }).click();
  await expect(page.getByRole('heading', { name: 'Anonymized customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start basket' })).toBeHidden();
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('hamilton');
  await expect(page.getByText('No customer matches this search.')).toBeVisible();
});
