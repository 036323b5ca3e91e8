import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A PartnerCommission fee of 10% per ticket in the Tempest's template: what partners earn. */
async function tempestCommission(page: Page, tag: string) {
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const event = await (await page.request.get(`/api/admin/events/${events.items[0].id}`)).json();
  const feeSet = await page.request.post(`/api/admin/event-templates/${event.templateId}/fee-sets`, {
    data: { name: `Partner commissions ${tag}` },
  });
  expect(feeSet.status(), await feeSet.text()).toBe(201);
  const fee = await page.request.post(`/api/admin/fee-sets/${(await feeSet.json()).id}/fees`, {
    data: {
      name: 'Reseller commission',
      category: 'PartnerCommission',
      type: 'PerTicket',
      amountKind: 'Percentage',
      amount: 1000,
    },
  });
  expect(fee.status(), await fee.text()).toBe(201);
}

test('staff set up a partner, link a user to it and credit a box office sale to it, with its commission', async ({
  page,
}) => {
  test.slow();
  const tag = String(Date.now() % 100_000);
  const categoryName = `Resellers ${tag}`;
  const partnerName = `Harbour Travel ${tag}`;
  await signInFromLoginPage(page);
  await tempestCommission(page, tag);

  // Account settings → partners: a category, then a partner in it.
  await page.goto('/admin/v2/account-settings/partners');
  await expect(page.getByRole('heading', { name: 'Partner categories' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New category' }).fill(categoryName);
  await page.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(page.getByRole('row', { name: new RegExp(categoryName) })).toContainText('Active');

  await page.getByRole('textbox', { name: 'New partner' }).fill(partnerName);
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New partner' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(partnerName);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: categoryName, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Rosa Diaz');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('desk@harbour.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(partnerName) });
  await expect(row).toContainText(categoryName);
  await expect(row).toContainText('Rosa Diaz');

  // Users: the demo's partner user is linked to the new partner.
  await page.goto('/admin/v2/account-settings/users');
  await page.getByRole('link', { name: 'Pat Partner' }).click();
  await choose(page, 'Partner', partnerName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.goto('/admin/v2/account-settings/partners');
  await expect(page.getByRole('row', { name: new RegExp(partnerName) })).toContainText('1');

  // The box office sells a standing place and credits the sale to the partner.
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
  await choose(page, 'Credit to partner', partnerName);
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  const orderId = /confirmation\/(\d+)$/.exec(page.url())![1];

  // The order detail shows the partner and the commission the fee engine computed.
  const order = await (await page.request.get(`/api/admin/orders/${orderId}`)).json();
  expect(order.partner.name).toBe(partnerName);
  const faceValue = order.faceValueTotal as number;
  expect(order.partnerCommission).toBe(Math.round(faceValue / 10));
  await page.goto(`/admin/v2/orders/${orderId}`);
  await expect(page.getByText(partnerName)).toBeVisible();
  await expect(page.getByTestId('partner-commission')).toHaveText(
    `$${(order.partnerCommission / 100).toFixed(2)}`,
  );
});
