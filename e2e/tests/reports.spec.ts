import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

const dollars = (minor: number) => (minor / 100).toFixed(2);

test('staff open sales by transaction date, filter a day, see the totals and download them as CSV', async ({
  page,
}) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  // A sale at the box office today, paid in cash.
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: events.items[0].id, quantity: 2 },
  });
  expect(added.status()).toBe(200);
  const total = (await added.json()).total as number;
  const sold = await page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-reports-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: total }],
    },
  });
  expect(sold.status()).toBe(201);
  const orderId = (await sold.json()).id as number;
  // The venue's day of the sale, as the transactions report puts it.
  const txns = await (await page.request.get('/api/admin/reports/transactions?pageSize=100')).json();
  const day = (txns.items as { orderId: number; day: string }[]).find((i) => i.orderId === orderId)!.day;
  const expected = await (
    await page.request.get(`/api/admin/reports/sales-by-transaction-date?from=${day}&to=${day}`)
  ).json();
  expect(expected.totals.sales).toBeGreaterThanOrEqual(total);

  await page.getByRole('link', { name: 'Sales by transaction date' }).click();
  await expect(page.getByRole('heading', { name: 'Sales by transaction date' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));

  const table = page.getByRole('table', { name: 'Sales by transaction date' });
  await expect(table.getByRole('row')).toHaveCount(3); // header, the day, totals
  const totalsRow = table.getByRole('row').last();
  await expect(totalsRow.getByRole('cell').first()).toHaveText('Total');
  await expect(totalsRow).toContainText(
    `$${(expected.totals.net / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(totalsRow).toContainText(String(expected.totals.orders));

  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-${day}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Date,Orders,Tickets,Face value,Fees,Discounts,Delivery,Sales,Refunds,Net');
  expect(lines[1]).toMatch(new RegExp(`^${day},${expected.totals.orders},${expected.totals.tickets},`));
  expect(lines.at(-1)).toBe(
    [
      'Total',
      expected.totals.orders,
      expected.totals.tickets,
      ...['faceValue', 'fees', 'discounts', 'delivery', 'sales', 'refunds', 'net'].map((k) =>
        dollars(expected.totals[k]),
      ),
    ].join(','),
  );
});
