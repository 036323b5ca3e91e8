import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

test('the box office opens daily figures for a day with a sale, sees the chart and totals, and downloads Excel', async ({
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
      idempotencyKey: `e2e-daily-figures-${Date.now()}`,
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
    await page.request.get(`/api/admin/reports/daily-figures?from=${day}&to=${day}`)
  ).json();
  expect(expected.totals.sales).toBeGreaterThanOrEqual(total);
  expect(expected.totals.ticketsSold).toBeGreaterThanOrEqual(2);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Daily figures', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Daily figures' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));

  const chart = page.getByRole('figure', { name: 'Net sales per day' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(1);

  const table = page.getByRole('table', { name: 'Daily figures' });
  await expect(table.getByRole('row')).toHaveCount(3); // header, the day, totals
  const totalsRow = table.getByRole('row').last();
  await expect(totalsRow.getByRole('cell').first()).toHaveText('Total');
  const net = `$${(expected.totals.net / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(totalsRow).toContainText(net);
  await expect(totalsRow).toContainText(String(expected.totals.ticketsSold));

  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dailyFigures-${day}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Daily figures');
  expect(sheet.getRow(4).getCell(9).value).toBe('Net');
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(1).value).toBe('Total');
  expect(last.getCell(3).value).toBe(expected.totals.ticketsSold);
  expect(Math.round((last.getCell(9).value as number) * 100)).toBe(expected.totals.net);
});

test('the UK theatres report screens pass the accessibility check', async ({ page }) => {
  // Three screens, each analysed by axe (CPU-bound): an allowance for a busy machine.
  test.setTimeout(120_000);
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  for (const [path, heading] of [
    ['daily-figures', 'Daily figures'],
    ['advance-sales', 'Advance sales'],
    ['weekly-event-sales', 'Weekly event sales'],
  ] as const) {
    await page.goto(`/admin/v2/reports/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: heading })).toBeVisible();
    await expectAccessible(page, heading);
  }
});
