import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { overflowsSideways, pay } from './shop';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

/** The date this walk made (a copy of The Tempest's, five weeks later), put away afterwards. */
const madeHere: { eventId?: number; templateId?: number } = {};

const name = 'Tempest heavy on-sale night';

/** A date of its own in heavy on-sale mode, on sale on the Web like The Tempest's. */
async function heavyDate(request: APIRequestContext) {
  Object.assign(
    madeHere,
    await copyOfTheTempest(request, {
      name,
      days: 35,
      onSaleLikeOriginal: true,
      fields: { heavyOnSale: true },
    }),
  );
}

async function setRate(request: APIRequestContext, ratePerMinute: number) {
  const res = await request.put(`/api/admin/events/${madeHere.eventId}/waiting-room`, {
    headers: await staffHeaders(request),
    data: { ratePerMinute },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Later walks find The Tempest with its one date, as the demo has it.
test.afterAll(async ({ request }) => deactivate(request, madeHere.eventId));

test('a shopper waits in the queue of a heavy on-sale, is let in, and buys; staff see the queue', async ({
  page,
  request,
}) => {
  test.slow();
  await heavyDate(request);
  // Nobody is let in yet.
  await setRate(request, 0);
  // Someone else (another cookie jar) is already in the queue.
  const ahead = await request.post(`/api/shop/events/${madeHere.eventId}/waiting-room`);
  expect(ahead.status(), await ahead.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/shop/tickets/series/${madeHere.templateId}/${madeHere.eventId}`);
  const room = page.getByTestId('waiting-room');
  await expect(room.getByRole('heading', { name: 'You are in the queue' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your place in the queue: 2' })).toBeVisible();
  await expect(page.getByTestId('waiting-room-wait')).toHaveText(
    'Estimated wait: admission is paused for a moment',
  );
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  // No admission, no seat: the buying routes refuse this browser.
  const refused = await page.request.post('/api/shop/basket/best-seats', {
    data: { eventId: madeHere.eventId, quantity: 1 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors[0].code).toBe('purchase.waiting_room_required');

  // A reload keeps the place.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your place in the queue: 2' })).toBeVisible();

  // Staff let 2 people a minute in: the shopper is second, so about a minute. While admission
  // was paused the screen asked every 15 s (decisions/0120): the news comes within that.
  await setRate(request, 2);
  await expect(page.getByTestId('waiting-room-wait')).toHaveText(
    /Estimated wait: (about 1 minute|less than a minute)/,
    { timeout: 30_000 },
  );
  // Then 600 a minute: in at once, on to the tickets.
  await setRate(request, 600);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(room).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('waiting-room-admitted')).toHaveText(
    /^It is your turn: you can choose and buy tickets until \d{1,2}:\d{2}\s?(AM|PM)\.$/,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Find 2 best seats' }).click();
  await expect(page.getByRole('heading', { name: 'We found these seats for you' })).toBeVisible();
  await page.getByRole('button', { name: 'Add 2 seats to basket' }).click();
  await expect(page.getByText('2 tickets in your basket')).toBeVisible();
  await page.getByRole('link', { name: 'Go to basket' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await pay(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Thank you for your order')).toBeVisible();

  // Staff see the queue on the event's dashboard and set the rate there.
  await signInFromLoginPage(page);
  await page.goto(`/admin/v2/event/${madeHere.eventId}/dashboard`);
  const panel = page.getByTestId('waiting-room-panel');
  await expect(panel.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
  await expect(panel.getByTestId('waiting-room-admitted')).toHaveText('2');
  await expect(panel.getByTestId('waiting-room-waiting')).toHaveText('0');
  const rate = panel.getByRole('textbox', { name: /Admission rate/ });
  await expect(rate).toHaveValue('600');
  await rate.fill('120');
  await panel.getByRole('button', { name: 'Set rate' }).click();
  await expect(panel.getByText('Rate set.')).toBeVisible();
  const summary = await (
    await request.get(`/api/admin/events/${madeHere.eventId}/waiting-room`, {
      headers: await staffHeaders(request),
    })
  ).json();
  expect(summary.ratePerMinute).toBe(120);
});
