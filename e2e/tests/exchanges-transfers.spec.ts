import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo, verifiedShopCustomer } from './identity';

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

  const startExchange = async () => {
    await page.goto(`/admin/v2/orders/${order.id}/tickets`);
    await page.getByRole('checkbox', { name: `Select ${old.seatKey}` }).check();
    await page.getByRole('button', { name: 'Exchange 1 ticket' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets$/);
    await expect(page.getByText(`Exchange for order #${order.id}`)).toBeVisible();
  };
  const chooseCheaperSeat = async () => {
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
  };
  await startExchange();
  await chooseCheaperSeat();
  await expect(page.getByRole('button', { name: 'Continue the exchange' })).toBeVisible();

  // An exchange in progress is resumed: away to the orders and back, the banner and the seat are there.
  await page.goto('/admin/v2/orders');
  await page.goto('/admin/v2/sell-tickets');
  await expect(page.getByText(`Exchange for order #${order.id}`)).toBeVisible();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  // Or a new order is started instead: the banner goes and the basket checks out as a sale.
  await page.getByRole('button', { name: 'Start a new order instead' }).click();
  await expect(page.getByText(`Exchange for order #${order.id}`)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue the exchange' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeVisible();

  await startExchange();
  await chooseCheaperSeat();
  await page.getByRole('button', { name: 'Continue the exchange' }).click();

  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/exchange\/payment$/);
  await expect(page.getByRole('heading', { name: 'Exchange tickets' })).toBeVisible();
  await expect(page.getByText('To refund')).toBeVisible();
  // Refunds that do not add up to the refund balance bring up a prompt, and the exchange waits.
  const refund = page.getByRole('textbox', { name: 'Refund to Cash' });
  await refund.fill('1');
  await refund.blur();
  await expect(page.getByText('The refunds do not match the balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete exchange' })).toBeDisabled();
  await page.getByRole('button', { name: 'Use the balance' }).click();
  await expect(page.getByText('The refunds do not match the balance')).toBeHidden();
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

test('the ticket transfer switch in the account settings hides transfers: the order’s tab, the shop’s tab and the claim page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // three screens read twice, and the settings saved twice
  await signInFromLoginPage(page);
  const order = await sellOneSeat(page);
  const customer = await browser.newContext();
  const shop = await customer.newPage();
  const email = `transfer-switch-${Date.now()}@example.test`;
  const password = 'Analytical-Engine-1843!';
  await verifiedShopCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace', email }, password);
  await shop.goto('/shop/account/login');
  await shop.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await shop.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await shop.getByRole('button', { name: 'Sign in' }).click();
  await expect(shop.getByRole('heading', { name: 'My account' })).toBeVisible();

  const transfers = async (shown: boolean) => {
    await page.goto(`/admin/v2/orders/${order.id}/details`);
    await expect(page.getByRole('tab', { name: 'Tickets' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Transfers' })).toHaveCount(shown ? 1 : 0);
    await shop.goto('/shop/account/tickets');
    await expect(shop.getByRole('tab', { name: 'Tickets' })).toBeVisible();
    await expect(shop.getByRole('tab', { name: 'Transfers' })).toHaveCount(shown ? 1 : 0);
    await shop.goto('/shop/account/claim-tickets?token=not-a-real-token');
    await expect(shop.getByRole('heading', { name: 'Page not found' })).toHaveCount(shown ? 0 : 1);
  };
  const setSwitch = async (on: boolean) => {
    await page.goto('/admin/v2/account-settings/general');
    const toggle = page.getByRole('switch', { name: 'Ticket transfer' });
    await (on ? toggle.check() : toggle.uncheck());
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The account settings were saved.')).toBeVisible();
  };

  await transfers(true);
  try {
    await setSwitch(false);
    await transfers(false);
    // The staff API refuses a transfer too, with the catalogue's reason.
    const refused = await page.request.post(`/api/admin/orders/${order.id}/transfers`, {
      data: { ticketIds: [order.tickets[0]!.id], recipientName: 'Grace Hopper', recipientEmail: email },
    });
    expect((await refused.json()).errors[0].code).toBe('purchase.transfers_disabled');
  } finally {
    await setSwitch(true);
    await customer.close();
  }
});
