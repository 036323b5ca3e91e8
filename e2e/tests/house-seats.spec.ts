import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

/**
 * House seats (decisions/0054): two seats of the Tempest put in a house-seat hold of this walk's
 * own (seats no other walk uses: the end of Stalls row J), requested by staff for an artist,
 * approved, and paid by the artist on the page the approval mail links to.
 */
test('staff request house seats for an artist, approve them, and the artist pays on the mailed page', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = String(Date.now() % 100_000);
  await signInFromLoginPage(page);

  // A hold open to the house-seats channel, holding two free seats at the end of Stalls row J.
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  const hold = await page.request.post('/api/admin/seat-settings/holds', {
    data: { name: `Artist holds ${tag}`, color: '#ae3ec9', allowedChannels: ['HouseSeats'] },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const data = await (await page.request.get(`/api/admin/events/${eventId}/seats`)).json();
  const cols = data.seats as {
    id: number[];
    section: number[];
    row: number[];
    seat: string[];
    status: string;
  };
  const free = cols.id
    .map((id, i) => ({
      id,
      section: data.sections[cols.section[i]!],
      row: data.rows[cols.row[i]!],
      seat: cols.seat[i]!,
      status: cols.status[i],
    }))
    .filter((s) => s.section === 'Stalls' && s.row === 'J' && s.status === 'o')
    .sort((a, b) => Number(b.seat) - Number(a.seat))
    .slice(0, 2);
  expect(free).toHaveLength(2);
  const held = await page.request.post(`/api/admin/events/${eventId}/seats/bulk`, {
    data: { seatIds: free.map((s) => s.id), action: { kind: 'hold', holdId: (await hold.json()).id } },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const holdId = (await hold.json()).id as number;

  // Request tickets: the event, its house seats, the requester.
  const email = `artist-${tag}-${Date.now()}@example.test`;
  await page.goto('/admin/v2/request-tickets');
  await expect(page.getByRole('heading', { name: 'Request tickets' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page
    .getByRole('option', { name: /The Tempest/ })
    .first()
    .click();
  for (const s of free)
    await page.getByRole('checkbox', { name: new RegExp(`^Stalls J-${s.seat}\\b`) }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Maria Callas');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Request 2 seats' }).click();

  // House seats requests: approve it; the artist gets the link by mail.
  await expect(page).toHaveURL(/\/admin\/v2\/house-seats-requests$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Requested');
  await expect(row).toContainText('Artist');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');

  const mail = await lastMailTo(email);
  expect(mail.text).toContain(`Stalls J-${free[0]!.seat}`);
  const link = /\/shop\/houseseat\/payment\?request=\d+&token=[\w-]+/.exec(mail.text)![0];

  // The artist pays on the shop page, in a browser of their own.
  const artist = await browser.newContext();
  const shop = await artist.newPage();
  await shop.goto(link);
  await expect(shop.getByRole('heading', { name: 'Your house seats' })).toBeVisible();
  await expect(shop.getByText('Hello Maria Callas, these seats are kept for you.')).toBeVisible();
  await expect(shop.getByText(`Section Stalls, row J, seat ${free[0]!.seat}`)).toBeVisible();
  await shop.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await shop.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await shop.getByRole('textbox', { name: 'Security code' }).fill('123');
  await shop.getByRole('button', { name: /^Pay / }).click();
  const paid = shop.getByRole('status');
  await expect(paid).toContainText('Paid, thank you. Your order number is');
  const orderId = /order number is (\d+)/.exec((await paid.textContent()) ?? '')![1];
  await artist.close();

  // The order exists, on the house-seats channel; the request shows paid.
  const order = await (await page.request.get(`/api/admin/orders/${orderId}`)).json();
  expect(order.channel).toBe('HouseSeats');
  expect(order.tickets).toHaveLength(2);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Paid');
  // Leave the hold list as the other walks know it: this walk's hold is archived (its seats are sold).
  const archived = await page.request.post(`/api/admin/seat-settings/holds/${holdId}/archive`, { data: {} });
  expect(archived.ok(), await archived.text()).toBe(true);
});
