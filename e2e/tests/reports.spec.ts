import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';
import { mailsTo } from './pdf';

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

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sales by transaction date' })
    .click();
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

test('staff save a report filter, schedule the report by email with it, and see the schedule listed', async ({
  page,
}) => {
  // A long walk (a filter, a schedule, a run mailed and listed): the slow allowance.
  test.slow();
  const tag = String(Date.now() % 100_000);
  const filterName = `Cash only ${tag}`;
  const scheduleName = `Weekly cash ${tag}`;
  const recipient = `finance-${tag}@venue.example`;
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();

  // Payments audit: choose cash, save the filter under a name.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Payments audit' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payments audit' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Payment types', exact: true }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/paymentTypes=Cash/);
  await page.getByRole('button', { name: 'Save filter' }).click();
  await page.getByRole('textbox', { name: 'Filter name' }).fill(filterName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Saved filters' })).toHaveValue(filterName);

  // Manage scheduled reports: a weekly payments audit by email, with the saved filter.
  await page.goto('/admin/v2/reports/manage-scheduled-reports');
  await expect(page.getByRole('heading', { name: 'Manage scheduled reports' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New scheduled report' }).fill(scheduleName);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New scheduled report' });
  await dialog.getByRole('combobox', { name: 'Report', exact: true }).click();
  await page.getByRole('option', { name: 'Payments audit', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Saved filter', exact: true }).click();
  await page.getByRole('option', { name: filterName, exact: true }).click();
  const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
  await recipients.fill(recipient);
  await recipients.press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Cash last week');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(scheduleName) });
  await expect(row).toContainText('Payments audit');
  await expect(row).toContainText('Every week at 07:00');

  // Run now: the file arrives by mail, the run is listed as sent.
  await row.getByRole('button', { name: 'Run now' }).click();
  await expect
    .poll(async () => (await mailsTo(recipient)).map((m) => m.subject), { timeout: 20_000 })
    .toContain('Cash last week');
  const mail = (await mailsTo(recipient)).find((m) => m.subject === 'Cash last week')!;
  expect(mail.text).toMatch(/Content-Type: text\/csv/);
  expect(mail.text).toMatch(/filename="?payments-audit-/);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(scheduleName) })).toContainText('Sent');

  // The filter is in use: deleting it is refused with the catalogue's words.
  const filters = await (await page.request.get('/api/admin/reports/filters?report=payments-audit')).json();
  const filter = (filters as { id: number; name: string }[]).find((f) => f.name === filterName)!;
  const refused = await page.request.delete(`/api/admin/reports/filters/${filter.id}`);
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain('Cannot delete filter as it is used by a scheduled report.');

  // Leave the demo as it was.
  const list = (await (await page.request.get('/api/admin/reports/scheduled')).json()) as {
    id: number;
    name: string;
  }[];
  const mine = list.find((s) => s.name === scheduleName)!;
  expect((await page.request.delete(`/api/admin/reports/scheduled/${mine.id}`)).status()).toBe(200);
  expect((await page.request.delete(`/api/admin/reports/filters/${filter.id}`)).status()).toBe(200);
});
