import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A customer of the demo account with an address no other walk uses. */
async function newCustomer(page: Page) {
  const res = await page.request.post('/api/admin/customers', {
    data: { firstName: 'Katherine', lastName: 'Johnson', email: `credit-${Date.now()}@example.test` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; email: string };
}

/** Sells one best seat of The Tempest at full price for cash, for this customer; answers the order. */
async function sellOneSeatTo(page: Page, customerId: number) {
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: events.items[0].id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const set = await page.request.put(`/api/admin/baskets/${basket.id}/customer`, { data: { customerId } });
  expect(set.status()).toBe(200);
  const total = (await added.json()).total as number;
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-credit-${Date.now()}`,
      buyer: { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.test' },
      payments: [{ type: 'Cash', amount: total }],
    },
  });
  expect(sold.status()).toBe(201);
  return sold.json() as Promise<{
    id: number;
    total: number;
    tickets: { id: number; seatKey: string; total: number }[];
  }>;
}

const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

test('a staff exchange refunds its difference on account, and a later box office sale is paid from it', async ({
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
  const customer = await newCustomer(page);
  const order = await sellOneSeatTo(page, customer.id);
  const old = order.tickets[0]!;

  // Exchange it for a concession seat and refund the difference on account.
  await page.goto(`/admin/v2/orders/${order.id}/tickets`);
  await page.getByRole('checkbox', { name: `Select ${old.seatKey}` }).check();
  await page.getByRole('button', { name: 'Exchange 1 ticket' }).click();
  await expect(page.getByText(`Exchange for order #${order.id}`)).toBeVisible();
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
  await choose(page, 'Price type for new tickets', 'Concession');
  await choose(page, 'Section', 'Stalls');
  await choose(page, 'Row', 'J'); // a row no other walk sells from
  await page
    .getByRole('checkbox', { name: /^\d+ · Available$/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Add 1 seat to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue the exchange' }).click();
  await expect(page.getByRole('heading', { name: 'Exchange tickets' })).toBeVisible();
  await page.getByRole('radio', { name: 'On account' }).check();
  await expect(page.getByText(/goes onto the customer’s account credit/)).toBeVisible();
  await page.getByRole('button', { name: 'Complete exchange' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/v2/orders/${order.id}/tickets$`));

  const after = await (await page.request.get(`/api/admin/orders/${order.id}`)).json();
  const live = after.tickets.find((x: { status: string }) => x.status === 'new');
  const credited = old.total - live.total;
  expect(credited).toBeGreaterThan(0);
  // Nothing went back to the cash payment, yet the books balance: paid less refunds is what is held.
  expect(after.refunds).toEqual([expect.objectContaining({ amount: credited, onAccount: true })]);
  expect(after.netPaid).toBe(order.total - credited);
  await page.goto(`/admin/v2/orders/${order.id}/payments`);
  await expect(page.getByText('On account (from Cash)')).toBeVisible();
  await page.goto(`/admin/v2/orders/${order.id}/activity`);
  await expect(page.getByText(`${dollars(credited)} on account`)).toBeVisible();

  // The customer's screen shows the balance and where it came from.
  await page.goto(`/admin/v2/customer/${customer.id}`);
  await page.getByRole('tab', { name: 'Account credit' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText(dollars(credited));
  await expect(page.getByRole('cell', { name: 'Refund on account' })).toBeVisible();
  await expectAccessible(page, 'customer account credit');

  // A later box office sale for her: account credit pays what it can, cash the rest.
  await page.getByRole('button', { name: 'Start basket' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('basket-customer')).toContainText('Katherine Johnson');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('account-credit-balance')).toHaveText(
    `Katherine Johnson’s account credit: ${dollars(credited)}`,
  );
  await expectAccessible(page, 'checkout payment with account credit');
  const submit = await page.getByRole('button', { name: /^Complete sale/ }).textContent();
  const total = Math.round(Number(/\$([\d.,]+)/.exec(submit ?? '')![1]!.replace(',', '')) * 100);
  const spend = Math.min(total, credited);
  await choose(page, 'Payment 1', 'Account credit');
  await page.getByRole('textbox', { name: 'Amount of payment 1' }).fill((spend / 100).toFixed(2));
  if (spend < total) {
    await page.getByRole('button', { name: 'Add payment' }).click();
    await choose(page, 'Payment 2', 'Cash');
  }
  await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: $0.00');
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByText(/^1 ticket sold for \$/)).toBeVisible();

  await page.goto(`/admin/v2/customer/${customer.id}`);
  await page.getByRole('tab', { name: 'Account credit' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText(dollars(credited - spend));
  await expect(page.getByRole('cell', { name: 'Spent on an order' })).toBeVisible();
});
