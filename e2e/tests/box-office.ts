import { expect, type Page } from '@playwright/test';

/**
 * At the box office (signed in): one standing place of The Tempest in the basket, the buyer
 * named, and the payment step open.
 */
export async function standingPlaceToPayment(
  page: Page,
  buyer: { firstName: string; lastName: string; email: string },
) {
  await page.goto('/admin/v2/sell-tickets?search=tempest');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Standing · 1 place')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(buyer.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(buyer.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
}
