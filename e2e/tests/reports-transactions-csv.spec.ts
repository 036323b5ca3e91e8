import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

test('staff download the transactions of a day as CSV: every row of the screen and its net', async ({
  page,
}) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  // A sale at the box office today, part cash, part check.
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
      idempotencyKey: `e2e-transactions-csv-${Date.now()}`,
      buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
      payments: [
        { type: 'Cash', amount: 1000 },
        { type: 'Check', amount: total - 1000 },
      ],
    },
  });
  expect(sold.status()).toBe(201);
  const orderId = (await sold.json()).id as number;
  const all = await (await page.request.get('/api/admin/reports/transactions?pageSize=100')).json();
  const day = (all.items as { orderId: number; day: string }[]).find((i) => i.orderId === orderId)!.day;
  const screen = await (
    await page.request.get(`/api/admin/reports/transactions?from=${day}&to=${day}&pageSize=100`)
  ).json();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transactions', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));

  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions.*\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Date,Time,Kind,Order,Channel,Payment type,Last 4,State,Amount');
  // Every transaction of the day, then the totals row with the screen's net.
  expect(lines).toHaveLength(1 + (screen.total as number) + 1);
  const ours = lines.filter((l) => l.split(',')[3] === String(orderId));
  expect(ours.map((l) => l.split(',')[5]).sort()).toEqual(['Cash', 'Check']);
  expect(lines.at(-1)).toBe(`Total,,,,,,,,${(screen.totals.net / 100).toFixed(2)}`);
});
