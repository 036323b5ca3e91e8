import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailSink } from '../playwright.config';
import { signInFromLoginPage } from './demo';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

const name = 'Tempest cancelled night';

/** A date of its own (a copy of The Tempest's, six weeks later), on sale, with two orders: cash and card. */
async function dateWithOrders(request: APIRequestContext) {
  const headers = await staffHeaders(request);
  const { eventId } = await copyOfTheTempest(request, { name, days: 42 });
  const seats = await (await request.get(`/api/admin/events/${eventId}/seats`, { headers })).json();
  const open = (seats.seats.id as number[]).filter((_, i) => seats.seats.status[i] === 'o');
  const buyers: { email: string; orderId: number }[] = [];
  for (const [i, pair] of [open.slice(0, 2), open.slice(2, 4)].entries()) {
    const basket = await (
      await request.post('/api/admin/baskets', { headers, data: { channel: 'PointOfSale' } })
    ).json();
    const added = await request.post(`/api/admin/baskets/${basket.id}/seats`, {
      headers,
      data: { eventId, seatIds: pair },
    });
    expect(added.status(), await added.text()).toBe(200);
    const email = `cancelled-night-${i}-${Date.now()}@example.test`;
    const paid = await request.post(`/api/admin/baskets/${basket.id}/checkout`, {
      headers,
      data: {
        idempotencyKey: `bulk-cancel-walk-${i}-${Date.now()}`,
        buyer: { firstName: 'Grace', lastName: 'Hopper', email },
        // The second buyer pays with the sandbox card whose first refund is refused (docs/sandbox-cards.md).
        payments: [
          i === 0
            ? { type: 'Cash', amount: (await added.json()).total }
            : {
                type: 'CreditCard',
                amount: (await added.json()).total,
                card: { number: '4000 0000 0000 7726', expMonth: 12, expYear: 2030, cvc: '123' },
              },
        ],
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    buyers.push({ email, orderId: (await paid.json()).id });
  }
  return { eventId, buyers, sold: [...open.slice(0, 4)] };
}

test('staff cancel every order of a called-off date: progress, seats back, each buyer mailed', async ({
  page,
}) => {
  test.slow();
  const { eventId, buyers, sold } = await dateWithOrders(page.request);
  await signInFromLoginPage(page);
  await page.goto(`/admin/v2/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Bulk cancel orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel every order of this event' });
  await expect(dialog.getByRole('radio', { name: 'Open (on sale again)' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Email each buyer' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel all orders' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'This event’s orders were cancelled' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('2 of 2 orders cancelled; 0 could not be.')).toBeVisible();
  // The card refund the processor refused is listed with its order, to try again.
  const refused = page.getByRole('row').filter({ hasText: `Order ${buyers[1]!.orderId}` });
  await expect(page.getByText('Card refunds the processor refused')).toBeVisible({ timeout: 30_000 });
  await expect(refused).toBeVisible();
  await page.screenshot({ path: 'test-results/bulk-cancel-done.png', fullPage: false });
  await refused.getByRole('button', { name: 'Try the refund again' }).click();
  await expect(page.getByText('Card refunds the processor refused')).toBeHidden({ timeout: 30_000 });

  // The four seats are open again.
  const headers = await staffHeaders(page.request);
  const seats = await (await page.request.get(`/api/admin/events/${eventId}/seats`, { headers })).json();
  for (const id of sold) expect(seats.seats.status[(seats.seats.id as number[]).indexOf(id)]).toBe('o');

  // Each buyer's order is cancelled and refunded to the payment they used, and they were told.
  await page.goto(`/admin/v2/orders/${buyers[0]!.orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${buyers[0]!.orderId}` })).toBeVisible();
  for (const buyer of buyers) {
    await expect
      .poll(async () => {
        const res = await fetch(
          `http://127.0.0.1:${mailSink.httpPort}/?to=${encodeURIComponent(buyer.email)}`,
        );
        return ((await res.json()) as { subject: string }[])
          .map((m) => m.subject)
          .filter((s) => s.includes('cancelled'));
      })
      .toEqual([expect.stringContaining(`${name} is cancelled (order ${buyer.orderId})`)]);
  }

  // A second run finds nothing left to cancel, and says so.
  await page.goto(`/admin/v2/event/${eventId}`);
  await page.getByRole('button', { name: 'Bulk cancel orders' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel all orders' }).click();
  await expect(
    page.getByRole('dialog').getByText('This event has no orders with tickets to cancel.'),
  ).toBeVisible();
  await deactivate(page.request, eventId);
});
