import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';

type Totals = { orders: number; tickets: number; sales: number; refunds: number; net: number };

const dollars = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('the home shows a sale in the last 30 days, switches range and opens the sales report for the same days', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/v2/auth/login');
  await signIn(page, demoLogin);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  // What the last 30 days held before, then a sale at the box office, paid in cash.
  const before = await (await page.request.get('/api/admin/reports/dashboard?range=last30')).json();
  const beforeTotals = before.sales.totals as Totals;
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const event = events.items[0] as { id: number; name: string };
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: event.id, quantity: 2 },
  });
  expect(added.status()).toBe(200);
  const total = (await added.json()).total as number;
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-dashboard-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: total }],
    },
  });
  expect(sold.status()).toBe(201);

  await page.goto('/admin/v2');
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  await expect(page.locator('[data-stat="orders"]')).toHaveText(String(beforeTotals.orders + 1));
  await expect(page.locator('[data-stat="tickets"]')).toHaveText(String(beforeTotals.tickets + 2));
  await expect(page.locator('[data-stat="net"]')).toHaveText(dollars(beforeTotals.net + total));
  await expect(page.getByRole('heading', { name: 'Net revenue and tickets by day' })).toBeVisible();
  const top = page.getByRole('table', { name: 'Top events by revenue' });
  await expect(top.getByRole('link', { name: event.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today’s performances' })).toBeVisible();

  // Last 7 days: the sale is today's, so it is there too; the URL keeps the range.
  const last7 = await (await page.request.get('/api/admin/reports/dashboard?range=last7')).json();
  await page.locator('label').filter({ hasText: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=last7/);
  // The 7 days' figures have arrived (those of 30 days can be the same on a young database).
  await expect(page.getByRole('region', { name: 'Sales', exact: true })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expect(page.locator('[data-stat="net"]')).toHaveText(dollars(last7.sales.totals.net));
  expect(last7.sales.totals.orders).toBeGreaterThanOrEqual(1);

  // A custom range of the same days, then the sales report for them.
  await page.locator('label').filter({ hasText: 'Custom' }).click();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(last7.firstDay);
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(last7.lastDay);
  await expectAccessible(page, 'dashboard with a custom range');
  // An end before the start: the server's message, in words, and the figures come back once fixed.
  await page.getByRole('textbox', { name: 'To' }).fill('2020-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'end date on or after it' })).toBeVisible();
  await page.getByRole('textbox', { name: 'To' }).fill(last7.lastDay);
  await expect(page.locator('[data-stat="net"]')).toHaveText(dollars(last7.sales.totals.net));
  await page
    .getByRole('region', { name: 'Sales', exact: true })
    .getByRole('link', { name: 'Sales by transaction date' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/reports/sales-by-transaction-date\\?from=${last7.firstDay}&to=${last7.lastDay}`),
  );
  await expect(page.getByRole('heading', { name: 'Sales by transaction date' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sales by transaction date' });
  await expect(table.getByRole('row').last()).toContainText(dollars(last7.sales.totals.net));
});

test('a second venue: the picker counts only its events, and the address keeps it', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, demoLogin);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const name = `Harbour Hall ${Date.now() % 100_000}`;
  const made = await page.request.post('/api/admin/venues', {
    data: { name, timezone: 'America/Los_Angeles', accessibilityMode: 'SeatLevel' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const venueId = (await made.json()).id as number;

  await page.goto('/admin/v2');
  await expect(page.locator('[data-stat="orders"]')).not.toHaveText('0');
  await page.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`venueId=${venueId}`));
  // No event plays there yet: no sales, in the venue's own days.
  await expect(page.locator('[data-stat="orders"]')).toHaveText('0');
  await expect(page.getByText('No sales in this range.').first()).toBeVisible();
  await expect(page.getByText(/America\/Los_Angeles/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(name);
  await expectAccessible(page, 'dashboard of one venue');
  // The report for the same days and venue counts what the dashboard counts: nothing there yet.
  await page
    .getByRole('region', { name: 'Sales', exact: true })
    .getByRole('link', { name: 'Sales by transaction date' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/reports/sales-by-transaction-date\\?.*venueId=${venueId}`));
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(name);
  const table = page.getByRole('table', { name: 'Sales by transaction date' });
  await expect(table.getByRole('row').last()).toContainText('$0.00');
});

test('staff without the reports permission see the home as before, without figures', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, { email: 'callcenter@demo.tessera.test', password: demoLogin.password });
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
