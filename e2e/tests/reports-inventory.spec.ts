import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signIn } from './demo';

const money = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function signedIn(page: Page) {
  await page.goto('/admin/v2/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
}

test('a sale with a promotion code shows in the promotions, sales, inventory and seat audit reports, and downloads', async ({
  page,
}) => {
  // Two screens each analysed by axe (CPU-bound), and a download: an allowance for a busy machine.
  test.setTimeout(180_000);
  await signedIn(page);

  // A promotion on the Tempest's template, and a box office sale of two seats with its code.
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  const event = await (await page.request.get(`/api/admin/events/${eventId}`)).json();
  const code = `AUTUMN${Date.now()}`;
  const promotion = await page.request.post(`/api/admin/event-templates/${event.templateId}/promotions`, {
    data: {
      name: 'Autumn friends',
      code,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2040-01-01T00:00:00Z',
      discountKind: 'Percentage',
      discount: 1000,
    },
  });
  expect(promotion.status(), await promotion.text()).toBe(201);
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  expect(
    (await page.request.put(`/api/admin/baskets/${basket.id}/promo-code`, { data: { code } })).status(),
  ).toBe(200);
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId, quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const total = (await added.json()).total as number;
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-promotions-${Date.now()}`,
      buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
      payments: [{ type: 'Cash', amount: total }],
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const order = await (await page.request.get(`/api/admin/orders/${(await sold.json()).id}`)).json();
  expect(order.discountTotal).toBeGreaterThan(0);
  // The venue's day of the sale, as the transactions report puts it.
  const txns = await (await page.request.get('/api/admin/reports/transactions?pageSize=100')).json();
  const day = (txns.items as { orderId: number; day: string }[]).find((i) => i.orderId === order.id)!.day;
  const sales = await (
    await page.request.get(`/api/admin/reports/sales-by-transaction-date?from=${day}&to=${day}`)
  ).json();

  // Reports → Sales → Promotions, for the day of the sale.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Promotions', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));
  const table = page.getByRole('table', { name: 'Promotions' });
  const line = table.getByRole('row').filter({ hasText: code });
  await expect(line).toContainText('Autumn friends');
  await expect(line).toContainText(money(order.discountTotal));
  await expect(line).toContainText(money(order.total));
  await expect(
    page.getByText(`All orders: ${sales.totals.orders}, sales ${money(sales.totals.sales)}`),
  ).toBeVisible();
  await expectAccessible(page, 'Promotions');

  // Its CSV ends with all orders, as sales by transaction date counts them.
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`promotions-${day}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv.at(-1)).toMatch(
    new RegExp(
      `^All orders,,${sales.totals.orders},,${sales.totals.tickets},[0-9.]+,${(sales.totals.sales / 100).toFixed(2)}$`,
    ),
  );

  // Reports → Sales: the day's tickets, as sales by transaction date counts them.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sales', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  await page.goto(`/admin/v2/reports/sales?from=${day}&to=${day}`);
  const bySales = page.getByRole('table', { name: 'Sales' });
  const salesTotals = bySales.getByRole('row').last();
  await expect(salesTotals.getByRole('cell').first()).toHaveText('Total');
  await expect(salesTotals).toContainText(String(sales.totals.tickets));
  await expectAccessible(page, 'Sales');

  // Reports → Inventory: the performance's sold places agree with its event dashboard.
  const dashboard = await (await page.request.get(`/api/admin/events/${eventId}/dashboard`)).json();
  // The days around its start (the venue's day may differ from the UTC one), kept to this event.
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const starts = Date.parse(event.startsAt);
  const range = `from=${dayOf(starts - 86_400_000)}&to=${dayOf(starts + 86_400_000)}&eventIds=${eventId}`;
  const report = await (await page.request.get(`/api/admin/reports/inventory?${range}`)).json();
  expect(report.items).toHaveLength(1);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Inventory', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await page.goto(`/admin/v2/reports/inventory?${range}`);
  const inventory = page.getByRole('table', { name: 'Inventory' });
  await expect(inventory.getByRole('row')).toHaveCount(3); // header, the performance, totals
  const performance = inventory.getByRole('row').nth(1);
  await expect(performance).toContainText(event.name);
  const cells = performance.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(String(dashboard.totals.capacity));
  await expect(cells.nth(2)).toHaveText(String(dashboard.totals.sold));
  const totalsRow = inventory.getByRole('row').last();
  await expect(totalsRow.getByRole('cell').first()).toHaveText('Total');
  await expect(totalsRow).toContainText(money(report.totals.soldValue));
  await expectAccessible(page, 'Inventory');

  // Reports → Seat audit: the seats sold to this order, with their sale in the history.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Seat audit', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Seat audit', level: 1 })).toBeVisible();
  await page.goto(`/admin/v2/reports/seat-audit?eventId=${eventId}&status=sold&pageSize=100`);
  const seats = page.getByRole('table', { name: 'Seat audit' });
  // Other walks sell the Tempest to buyers of the same name: the rows are this order's.
  const ours = seats
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: String(order.id), exact: true }) });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText('Grace Hopper');
  await expect(ours.first()).toContainText('Sold');
  await expectAccessible(page, 'Seat audit');

  // Reports → Guest manifest: the performance named in its picker, its first ticket holder listed.
  const manifest = await (
    await page.request.get(`/api/admin/reports/guest-manifest?eventId=${eventId}&page=1&pageSize=50`)
  ).json();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Guest manifest', exact: true })
    .click();
  await expect(page.getByText('Choose a performance.').first()).toBeVisible();
  await page.goto(`/admin/v2/reports/guest-manifest?eventId=${eventId}`);
  await expect(
    page
      .getByRole('textbox', { name: 'Performance' })
      .or(page.getByRole('combobox', { name: 'Performance' })),
  ).toHaveValue(event.name);
  await expect(page.getByRole('table', { name: 'Guest manifest' }).getByRole('row').nth(1)).toContainText(
    manifest.items[0].buyerName,
  );
});
