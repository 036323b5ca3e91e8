import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Sells one best seat of The Tempest at full price for cash through the staff API; answers the order. */
async function sellOneSeat(page: Page) {
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: events.items[0].id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const total = (await added.json()).total as number;
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-exchange-${Date.now()}`,
      buyer: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.test' },
      payments: [{ type: 'Cash', amount: total }],
    },
  });
  expect(sold.status()).toBe(201);
  return sold.json() as Promise<{
    id: number;
    total: number;
    tickets: { id: number; seatKey: string; barcode: string; total: number }[];
  }>;
}

test('staff exchange a ticket for a cheaper seat and the difference is refunded to the original payment', async ({
  page,
}) => {
  test.slow();
  await signInFromLoginPage(page);
  // The Tempest's template lets staff exchange down (equal-or-greater value off), with no fee.
  const templates = await (await page.request.get('/api/admin/event-templates?search=Tempest')).json();
  const template = (templates.items ?? templates).find((x: { name: string }) => x.name === 'The Tempest');
  const patched = await page.request.patch(`/api/admin/event-templates/${template.id}`, {
    data: { exchanges: { selfExchange: false, exchangeFee: 0, sameOrGreaterValueOnly: false } },
  });
  expect(patched.status()).toBe(200);
  const order = await sellOneSeat(page);
  const old = order.tickets[0]!;

  await page.goto(`/admin/v2/orders/${order.id}/tickets`);
  await page.getByRole('checkbox', { name: `Select ${old.seatKey}` }).check();
  await page.getByRole('button', { name: 'Exchange 1 ticket' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets$/);
  await expect(page.getByText(`Exchange for order #${order.id}`)).toBeVisible();

  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
  await choose(page, 'Price type for new tickets', 'Concession');
  await choose(page, 'Section', 'Stalls');
  await choose(page, 'Row', 'L'); // a row no other walk sells from, so no single seat is left beside another's
  await page
    .getByRole('checkbox', { name: /^\d+ · Available$/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Add 1 seat to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue the exchange' }).click();

  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/exchange\/payment$/);
  await expect(page.getByRole('heading', { name: 'Exchange tickets' })).toBeVisible();
  await expect(page.getByText('To refund')).toBeVisible();
  await page.getByRole('button', { name: 'Complete exchange' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/v2/orders/${order.id}/tickets$`));
  await expect(page.getByText('Voided')).toBeVisible();
  const after = await (await page.request.get(`/api/admin/orders/${order.id}`)).json();
  const live = after.tickets.filter((x: { status: string }) => x.status === 'new');
  expect(live).toHaveLength(1);
  expect(live[0].total).toBeLessThan(old.total);
  // The difference went back to the cash payment: what was paid less refunds is what is held.
  expect(after.refunds.map((r: { amount: number }) => r.amount)).toEqual([old.total - live[0].total]);
  expect(after.netPaid).toBe(order.total - (old.total - live[0].total));
  await page.goto(`/admin/v2/orders/${order.id}/activity`);
  await expect(page.getByText('Tickets exchanged')).toBeVisible();
});

test('a transfer is claimed by a new customer, whose ticket then scans once and the old barcode is refused', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInFromLoginPage(page);
  const order = await sellOneSeat(page);
  const old = order.tickets[0]!;
  const email = `claim-${Date.now()}@example.test`;

  await page.goto(`/admin/v2/orders/${order.id}/transfers`);
  await page.getByRole('checkbox', { name: old.seatKey }).check();
  await page.getByRole('textbox', { name: 'Recipient name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Recipient email' }).fill(email);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Initiated')).toBeVisible();

  const mail = await lastMailTo(email);
  const link = /\/shop\/account\/claim-tickets\?token=[\w-]+/.exec(mail.text)![0];
  const recipient = await browser.newContext();
  const shop = await recipient.newPage();
  await shop.goto(link);
  await expect(shop.getByRole('heading', { name: 'Claim your tickets' })).toBeVisible();
  await expect(shop.getByText(/Grace Hopper, 1 ticket has been transferred to you/)).toBeVisible();
  await shop.getByRole('textbox', { name: 'Password', exact: true }).fill('Analytical-Engine-1843!');
  await shop.getByLabel('Confirm password').fill('Analytical-Engine-1843!');
  await shop.getByRole('button', { name: 'Create account and claim' }).click();
  await expect(shop).toHaveURL(/\/shop\/account\/tickets$/);
  const card = shop.getByTestId('customer-ticket');
  await expect(card).toHaveCount(1);
  const barcode = (await card.getByText(/^\d{18}$/).textContent())!.trim();
  expect(barcode).not.toBe(old.barcode);
  await recipient.close();

  const scan = async (code: string) =>
    (await page.request.post('/api/admin/scans', { data: { barcode: code, direction: 'in' } })).json();
  expect(await scan(old.barcode)).toMatchObject({ result: 'refused', reason: 'reissued' });
  expect(await scan(barcode)).toMatchObject({ result: 'accepted' });
  expect(await scan(barcode)).toMatchObject({ result: 'refused', reason: 'already_used' });

  await page.goto(`/admin/v2/orders/${order.id}/transfers`);
  await expect(page.getByText('Transfer complete')).toBeVisible();
});
