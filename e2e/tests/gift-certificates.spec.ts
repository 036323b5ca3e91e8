import { expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a gift certificate sold at the window pays part of a ticket order and its balance drops', async ({
  page,
}) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  // Sell a $50.00 certificate for cash, with change.
  await page.getByRole('link', { name: 'Gift certificates' }).click();
  await expect(page).toHaveTitle('Tessera | Gift certificates');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await page.getByRole('textbox', { name: 'Buyer name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Recipient name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Amount tendered' }).fill('60');
  await expect(page.getByText('Change due: $10.00')).toBeVisible();
  await page.getByRole('button', { name: 'Sell gift certificate · $50.00' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/giftcertificates\/\d+$/);
  const number = (await page.getByTestId('gift-certificate-number').textContent())!.trim();
  expect(number).toMatch(/^\d{12}$/);
  await expect(page.getByTestId('gift-certificate-balance')).toHaveText('$50.00');
  await expect(page.getByText('Unredeemed')).toBeVisible();
  const certificateUrl = page.url();

  // Two standing places, $20.00 of them paid with the certificate and the rest in cash.
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await choose(page, 'Payment 1', 'Gift certificate');
  await page.getByRole('textbox', { name: 'Amount of payment 1' }).fill('20');
  await page.getByRole('textbox', { name: 'Gift certificate number of payment 1' }).fill(number);
  await expect(page.getByTestId('gift-certificate-line-balance')).toHaveText('Balance $50.00 · Unredeemed');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await choose(page, 'Payment 2', 'Cash');
  await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: $0.00');
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByText(/^2 tickets sold for \$/)).toBeVisible();

  // The certificate now holds $30.00 and is partially redeemed.
  await page.goto(certificateUrl);
  await expect(page.getByTestId('gift-certificate-balance')).toHaveText('$30.00');
  await expect(page.getByText('Partially redeemed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel gift certificate' })).toBeHidden();
});
