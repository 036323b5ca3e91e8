import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

/**
 * House seats of general admission (decisions/0091): staff keep two places of the Tempest's
 * Standing area for house seats, request both for a producer, approve; the producer pays on the
 * mailed page. The area keeps nothing for the house afterwards (the other walks see it as before).
 */
test('staff keep standing places for house seats, request them for a producer, who pays on the mailed page', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `producer-${Date.now() % 100_000}@example.test`;
  await signInFromLoginPage(page);
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  const before = await (await page.request.get(`/api/admin/house-seats/events/${eventId}`)).json();
  const standing = (before.gaAreas as { id: number; name: string; held: number; free: number }[]).find(
    (a) => a.name === 'Standing',
  )!;
  expect(standing.held).toBe(0);

  await page.goto('/admin/v2/request-tickets');
  await expect(page.getByRole('heading', { name: 'Request tickets' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page
    .getByRole('option', { name: /The Tempest/ })
    .first()
    .click();
  // Keep two places for the house: they leave general sale.
  await page.getByRole('textbox', { name: 'Keep for house seats: Standing' }).fill('2');
  await page.getByRole('button', { name: 'Keep places' }).click();
  await expect(page.getByText(`2 kept for house seats · ${standing.free - 2} free for sale`)).toBeVisible();
  // Request both for a producer.
  await page.getByRole('textbox', { name: 'Places to request: Standing' }).fill('2');
  await page.getByRole('textbox', { name: 'Name' }).fill('Lin Producer');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Producer' }).click();
  await page.getByRole('button', { name: 'Request 2 tickets' }).click();

  await expect(page).toHaveURL(/\/admin\/v2\/house-seats-requests$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Standing: 2 places');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved');
  const mail = await lastMailTo(email);
  expect(mail.text).toContain('Standing: 2 places');
  const link = /\/shop\/houseseat\/payment\?request=\d+&token=[\w-]+/.exec(mail.text)![0];

  const producer = await browser.newContext();
  const shop = await producer.newPage();
  await shop.goto(link);
  await expect(shop.getByRole('heading', { name: 'Your house seats' })).toBeVisible();
  await expect(shop.getByRole('list', { name: 'General admission' })).toContainText('Standing: 2 places');
  await shop.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await shop.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await shop.getByRole('textbox', { name: 'Security code' }).fill('123');
  await shop.getByRole('button', { name: /^Pay / }).click();
  const paid = shop.getByRole('status');
  await expect(paid).toContainText('Paid, thank you. Your order number is');
  const orderId = /order number is (\d+)/.exec((await paid.textContent()) ?? '')![1];
  await producer.close();

  const order = await (await page.request.get(`/api/admin/orders/${orderId}`)).json();
  expect(order.channel).toBe('HouseSeats');
  expect(order.tickets).toHaveLength(2);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Paid');
  const after = await (await page.request.get(`/api/admin/house-seats/events/${eventId}`)).json();
  expect((after.gaAreas as { name: string; held: number }[]).find((a) => a.name === 'Standing')!.held).toBe(
    0,
  );
});
