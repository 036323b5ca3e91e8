import { expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn, signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTheTempest(page: Page) {
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
  await choose(page, 'Section', 'Stalls');
  await choose(page, 'Row', 'M');
}

async function toBuyerDetails(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.test');
}

/** Sells one best seat of The Tempest through the staff API, paid as given; answers the order. */
async function sellOneSeat(page: Page, payment: (total: number) => object) {
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: events.items[0].id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-orders-${Date.now()}`,
      buyer: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.test' },
      payments: [payment((await added.json()).total as number)],
    },
  });
  expect(sold.status()).toBe(201);
  return sold.json();
}

test('the box office sells three seats for cash with change, then voids one and its seat is open again', async ({
  page,
}) => {
  // A long flow: sale, list, detail, void and back to the seat map.
  test.slow();
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await openTheTempest(page);
  for (const seat of ['10', '11', '12']) {
    await page.getByRole('checkbox', { name: `${seat} · Available`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Add 3 seats to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(3);
  await toBuyerDetails(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: 'Amount tendered of payment 1' }).fill('200');
  await expect(page.getByText(/^Change due: \$/)).toBeVisible();
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1]!;

  // The order is first in the list; its detail opens on the details tab.
  await page.goto('/admin/v2/orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(orderId);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText('Grace Hopper')).toBeVisible();

  // Void one ticket back to open; the refund goes to the cash payment.
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/v2/orders/${orderId}/tickets$`));
  await page.getByRole('checkbox', { name: /-Stalls-M-10$/ }).check();
  await page.getByRole('button', { name: 'Void 1 ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void 1 ticket' });
  await expect(dialog.getByText(/^To Cash/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Void and refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '-Stalls-M-10' })).toContainText('Voided');
  await expect(page.getByRole('row').filter({ hasText: '-Stalls-M-11' })).toContainText('New');

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByText('Refunds', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Tickets voided')).toBeVisible();
  await expect(page.getByText('Order placed')).toBeVisible();

  // The seat is for sale again on the sell map.
  await openTheTempest(page);
  await expect(page.getByRole('checkbox', { name: '10 · Available', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '11 · Unavailable', exact: true })).toBeVisible();
});

test('a user without refunds and cancellations sees the order but cannot void it', async ({ page }) => {
  const email = `clerk-${Date.now()}@e2e.test`;
  const password = 'Clerk-Pass-2026!';
  await signInFromLoginPage(page);
  const group = await page.request.post('/api/admin/user-groups', {
    data: {
      name: `Clerks ${Date.now()}`,
      require2fa: false,
      requirePromoCode: false,
      restrictions: {
        compTypes: null,
        customPayments: null,
        holds: null,
        paymentTypes: null,
        promoCodes: null,
        reports: null,
        feeClasses: null,
        saleTypes: null,
        webhooks: null,
        seatMapActions: null,
      },
      eventsScope: 'all',
      eventsScopeIds: [],
      defaultApiPromoCode: null,
      seatDisplayLimit: null,
      salesChannelOverride: null,
      permissions: [],
      displayRules: {
        hideCustomerDataInReports: false,
        hidePriceOnConsumerElements: false,
        useRetailPriceForOutletSales: false,
      },
    },
  });
  expect(group.status()).toBe(201);
  const invited = await page.request.post('/api/admin/users', {
    data: {
      email,
      firstName: 'Cleo',
      lastName: 'Clerk',
      role: 'BoxOfficeSupervisor',
      userGroupId: (await group.json()).id,
      partner: null,
    },
  });
  expect(invited.status()).toBe(201);
  // An order to look at, sold by the administrator through the API.
  const detail = await sellOneSeat(page, (total) => ({ type: 'Cash', amount: total }));
  const order = { id: detail.id as number };
  await page.context().clearCookies();

  const mail = await lastMailTo(email);
  const token = /\/admin\/v2\/auth\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
  const set = await page.request.post(`/api/auth/reset-password/${token}`, {
    data: { password, confirmPassword: password },
  });
  expect(set.ok()).toBe(true);

  await page.goto('/admin/v2/auth/login');
  await signIn(page, { email, password });
  await expect(page.getByRole('heading', { name: /Welcome, Cleo/ })).toBeVisible();
  await page.goto(`/admin/v2/orders/${order.id}/tickets`);
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open bundle view' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Void/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  const refused = await page.request.post(`/api/admin/orders/${order.id}/void`, {
    data: { ticketIds: [detail.tickets[0].id], returnTo: 'open' },
  });
  expect(refused.status()).toBe(403);
});

test('a basket saved at checkout is listed and resumed', async ({ page }) => {
  test.slow();
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await openTheTempest(page);
  await page.getByRole('checkbox', { name: '1 · Available', exact: true }).check();
  await page.getByRole('checkbox', { name: '2 · Available', exact: true }).check();
  await page.getByRole('button', { name: 'Add 2 seats to basket' }).click();
  await toBuyerDetails(page);
  await page.getByRole('button', { name: 'Save basket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this basket for later' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Hopper party');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Pays on Friday');
  await dialog.getByRole('button', { name: 'Save basket' }).click();

  await expect(page).toHaveURL(/\/admin\/v2\/orders\/saved-baskets$/);
  const row = page.getByRole('row').filter({ hasText: 'Hopper party' });
  await expect(row).toContainText('Pays on Friday');
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
  await expect(page.getByText(/-Stalls-M-1 /)).toBeVisible();
});

test('a card refund the processor refuses shows as failed on the order; staff try it again and it goes through', async ({
  page,
}) => {
  test.slow();
  await signInFromLoginPage(page);
  // Sold through the API with the sandbox card whose first refund is refused (docs/sandbox-cards.md).
  const sold = await sellOneSeat(page, (total) => ({
    type: 'CreditCard',
    amount: total,
    card: { number: '4000 0000 0000 7726', expMonth: 12, expYear: 2030, cvc: '123' },
  }));
  const orderId = sold.id as number;

  await page.goto(`/admin/v2/orders/${orderId}/payments`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the whole order' });
  await expect(dialog.getByText(/^To Credit card/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order and refund' }).click();
  await expect(dialog).toBeHidden();

  // The order is cancelled at once; the processor's refusal arrives from the background.
  // The second table of the tab: the refunds, each with its state.
  const refund = page.getByRole('table').nth(1).getByRole('row').filter({ hasText: 'Credit card' });
  await expect(refund).toContainText('Failed');
  await expect(refund).toContainText('There was an error processing the refund.');
  await expect(page.getByText(/^Refunds not given back yet: \$/)).toBeVisible();

  // Tools → Payment processing lists it too.
  await page.getByRole('link', { name: 'Payment processing' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payment processing' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: String(orderId) })).toContainText('Failed');
  await page.getByRole('link', { name: String(orderId), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/v2/orders/${orderId}/payments$`));
  await refund.getByRole('button', { name: 'Try the refund again' }).click();
  await expect(refund).toContainText('Refunded');
  await expect(refund.getByRole('button', { name: 'Try the refund again' })).toHaveCount(0);
  await expect(page.getByText(/^Refunds not given back yet/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Refund tried again')).toBeVisible();
  await expect(page.getByText('Refund failed')).toBeVisible();
});
