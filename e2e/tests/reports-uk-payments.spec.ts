import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';

// UK theatres payments, payments v2 and transactions v2 (decisions/0092).
const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

async function sellForCash(page: Page) {
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
      idempotencyKey: `e2e-uk-payments-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: total }],
    },
  });
  expect(sold.status()).toBe(201);
  return (await sold.json()).id as number;
}

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('finance opens payments, payments v2 and transactions v2 for the day of a sale, and downloads each', async ({
  page,
}) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  const orderId = await sellForCash(page);
  const txns = await (await page.request.get('/api/admin/reports/transactions?pageSize=100')).json();
  const day = (txns.items as { orderId: number; day: string }[]).find((i) => i.orderId === orderId)!.day;
  const range = `from=${day}&to=${day}`;
  // Money received less money given back that day, as the transactions report counts it. Sales
  // by transaction date counts orders at their value: other walks' deposits and instalments
  // make the two differ on a shared day.
  const money = await (await page.request.get(`/api/admin/reports/transactions?${range}&pageSize=10`)).json();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  // UK theatres → Payments: its net is the transactions report's.
  await nav.getByRole('link', { name: 'Payments (UK)', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));
  const payments = page.getByRole('table', { name: 'Payments' });
  const totalsRow = payments.getByRole('row').last();
  await expect(totalsRow.getByRole('cell').first()).toHaveText('Total');
  await expect(totalsRow).toContainText(dollars(money.totals.net));
  await expectAccessible(page, 'UK theatres payments');
  await page.getByRole('button', { name: 'Download' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
  expect(csv).toContain('Date,Payment type,Card brand,Taken,Refunded,Net');
  expect(csv.trim().split(/\r?\n/).at(-1)).toMatch(new RegExp(`,${(money.totals.net / 100).toFixed(2)}$`));

  // Payments v2: the sale's line with its customer; the streamed CSV has it.
  await nav.getByRole('link', { name: 'Payments v2 (beta)', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payments v2 (beta)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  const v2 = page.getByRole('table', { name: 'Payments v2 (beta)' });
  await expect(v2.getByRole('row').last()).toContainText(dollars(money.totals.net));
  await expectAccessible(page, 'Payments v2');
  await page.getByRole('button', { name: 'Download' }).click();
  const v2Download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const v2Csv = readFileSync((await (await v2Download).path())!, 'utf8');
  const line = v2Csv.split(/\r?\n/).find((l) => l.includes(`,${orderId},`));
  expect(line).toContain('Ada Lovelace');
  expect(line).toContain('Cash');

  // Transactions v2: the order's row opens on its payment; Excel's totals are the screen's.
  await nav.getByRole('link', { name: 'Transactions v2 (beta)', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Transactions v2 (beta)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));
  const api = await (
    await page.request.get(`/api/admin/reports/transactions-v2?${range}&page=1&pageSize=100`)
  ).json();
  expect(api.totals.net).toBe(money.totals.net);
  const tx2 = page.getByRole('table', { name: 'Transactions v2 (beta)' });
  await expect(tx2.getByRole('row').last()).toContainText(dollars(api.totals.net));
  // The sale is the day's latest order: the last page of 100 holds it.
  const lastPage = Math.max(1, Math.ceil(api.total / 100));
  await page.goto(`/admin/v2/reports/transactions-v2?${range}&pageSize=100&page=${lastPage}`);
  const opener = page.getByRole('button', { name: `Show the payments and refunds of order ${orderId}` });
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('table', { name: `Payments and refunds of order ${orderId}` })).toContainText(
    'Cash',
  );
  await expectAccessible(page, 'Transactions v2');
  await page.getByRole('button', { name: 'Download' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await (await xlsxDownload).path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Transactions v2');
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(1).value).toBe('Total');
  expect(Math.round((last.getCell(10).value as number) * 100)).toBe(api.totals.net);
});
