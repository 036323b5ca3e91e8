import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { freeSeats } from './venue';

/** Sells one Tempest seat at the box office with the plan's default method; answers the order's id and event. */
async function sellOne(page: Page, row: string, seat: string) {
  await page.goto('/admin/v2/sell-tickets');
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).first().click();
  await page.getByRole('combobox', { name: 'Section', exact: true }).click();
  await page.getByRole('option', { name: 'Stalls', exact: true }).click();
  await page.getByRole('combobox', { name: 'Row', exact: true }).click();
  await page.getByRole('option', { name: row, exact: true }).click();
  await page.getByRole('checkbox', { name: `${seat} · Available`, exact: true }).check();
  await page.getByRole('button', { name: 'Add 1 seat to basket' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Mary');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Somerville');
  await page.getByRole('textbox', { name: 'Email' }).fill('mary@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const methods = page.getByRole('radiogroup', { name: 'Delivery method' });
  await expect(methods.getByRole('radio', { name: 'E-ticket by email' })).toBeChecked();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);
  const order = await (await page.request.get(`/api/admin/orders/${orderId}`)).json();
  return { orderId, eventId: order.tickets[0].eventId as number };
}

test('tools: staff move an order to another delivery method of its plan', async ({ page, request }) => {
  // A sale at the box office, then the tool and the order's activity.
  test.setTimeout(90_000);
  await signInFromLoginPage(page);
  // A seat no other walk has taken (they buy at the front).
  const [free] = await freeSeats(request, 'Stalls', 1);
  const { orderId, eventId } = await sellOne(page, free!.row, free!.seat);

  await page.goto(`/admin/v2/tools/bulk-update-order-delivery-methods?eventId=${eventId}`);
  await expect(page.getByRole('heading', { name: 'Bulk update order delivery methods' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Current delivery method' }).click();
  await page.getByRole('option', { name: 'E-ticket by email' }).click();
  // The row whose order link is this order (its number alone also matches dates and other orders).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
  await expect(row.getByText('E-ticket by email')).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose order ${orderId}` }).check();
  await page.getByRole('combobox', { name: 'New delivery method' }).click();
  await page.getByRole('option', { name: 'Collect at the box office' }).click();
  await page.getByRole('button', { name: 'Move 1 order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved: 1.' })).toBeVisible();
  // Moved away, the order leaves the list filtered by its old method.
  await expect(page.getByRole('checkbox', { name: `Choose order ${orderId}` })).toBeHidden();

  await page.goto(`/admin/v2/orders/${orderId}`);
  await expect(page.getByText('Collect at the box office')).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Delivery method changed')).toBeVisible();
  await expect(page.getByText('Email → Will call')).toBeVisible();
});
