import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';
import { freeSeats } from './venue';

/**
 * The group sales module's reports (decisions/0076): a group of two for the Tempest confirmed
 * with a deposit through the group sales API, then found outstanding on the group sales
 * payment report, its CSV's totals row agreeing with the screen; both reports pass axe.
 */
const dollars = (minor: number) => (minor / 100).toFixed(2);
const dayOf = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

test('staff see a group’s deposit and what it still owes on the group sales payment report, and download it', async ({
  page,
}) => {
  test.slow();
  const tag = String(Date.now() % 100_000);
  const clientName = `Hillside Choir ${tag}`;
  await signInFromLoginPage(page);

  // A group of two, quoted on two open seats at the back of the Stalls and confirmed with a deposit.
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  const client = await page.request.post('/api/admin/group-clients', {
    data: { name: clientName, contacts: [] },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const made = await page.request.post('/api/admin/group-sale-requests', {
    data: { clientId: (await client.json()).id, eventId, groupSize: 2, seatingNote: '' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const requestId = (await made.json()).id as number;
  const places = await freeSeats(page.request, 'Stalls', 2);
  const quotable = (await (
    await page.request.get(`/api/admin/group-sale-requests/${requestId}/seats`)
  ).json()) as {
    id: number;
    section: string;
    row: string;
    seat: string;
  }[];
  const seatIds = places.map(
    (p) => quotable.find((s) => s.section === 'Stalls' && s.row === p.row && s.seat === p.seat)!.id,
  );
  const quoted = await page.request.post(`/api/admin/group-sale-requests/${requestId}/quote`, {
    data: { seatIds, holdUntil: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(quoted.ok(), await quoted.text()).toBe(true);
  const quote = await quoted.json();
  const deposit = 1500;
  const confirmed = await page.request.post(`/api/admin/group-sale-requests/${requestId}/confirm`, {
    data: {
      idempotencyKey: `e2e-group-report-${tag}`,
      deposit,
      balanceDueAt: quote.depositTerms.balanceDueAt,
      expectedTotal: quote.total,
      buyer: { firstName: 'Mina', lastName: 'Hale', email: 'mina@hillside.example', phone: '' },
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Mina Hale' },
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const orderId = (await confirmed.json()).orderId as number;
  const outstanding = (quote.total as number) - deposit;

  // The payment report over the days around the balance's due date, for the Tempest.
  const dueAt = quote.depositTerms.balanceDueAt as string;
  const range = `from=${dayOf(dueAt, -1)}&to=${dayOf(dueAt, 1)}&eventIds=${eventId}`;
  await page.goto('/admin/v2/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Group sales payment', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Group sales payment' })).toBeVisible();
  await page.goto(`/admin/v2/reports/group-sales-payment?${range}`);
  const table = page.getByRole('table', { name: 'Group sales payment' });
  const row = table.getByRole('row').filter({ hasText: clientName });
  await expect(row).toContainText(String(orderId));
  await expect(row).toContainText('Partly paid');
  await expect(row).toContainText(
    `$${(outstanding / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expectAccessible(page, 'group sales payment');

  const expected = await (await page.request.get(`/api/admin/reports/group-sales-payment?${range}`)).json();
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Order,Group,Contact,Email,Event,Total,Deposit due,Deposit paid,Balance due,Paid to date,Outstanding,Status',
  );
  expect(lines.find((l) => l.startsWith(`${orderId},`))).toContain(`${dollars(outstanding)},Partly paid`);
  const totals = lines.at(-1)!.split(',');
  expect(totals[0]).toBe('Total');
  expect(totals[5]).toBe(dollars(expected.totals.total));
  expect(totals[10]).toBe(dollars(expected.totals.outstanding));

  // The commissions report lists the same order (no partner: no commission).
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Group sales commissions', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Group sales commissions' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Group sales commissions' })).toContainText(clientName);
  await expectAccessible(page, 'group sales commissions');
});
