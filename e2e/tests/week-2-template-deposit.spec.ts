import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { standingPlaceToPayment } from './box-office';
import { signIn } from './demo';
import { staffHeaders } from './tempest-dates';

const DAY = 86_400_000;

/*
 * The event template's deposit at the box office (decisions/0118): The Tempest's template asks a
 * deposit per ticket, the box office takes it by card, the order list shows the balance due soon,
 * and once the clock passes the due date the job queue has charged the balance to the kept card.
 *
 * This walk moves the server's clock about three days ahead, and the clock never moves back: its
 * file name sorts it after the other walks but the payment plans' (which sells The Tempest a
 * month before it starts, and moves the clock past it).
 */

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Moves the server's clock ahead (the server runs with TESSERA_TEST_CLOCK=1) and answers its now. */
async function moveServerClock(request: APIRequestContext, ms: number): Promise<Date> {
  const res = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
  return new Date((await res.json()).now as string);
}

/** Opens a back-office page, signing in again when the moved clock ended the session. */
async function openSignedIn(page: Page, path: string, content: string) {
  await page.goto(path);
  const login = page.getByRole('button', { name: 'Sign in' });
  const shown = page.getByRole('heading', { name: content });
  await expect(login.or(shown)).toBeVisible();
  if (await login.isVisible()) {
    await signIn(page);
    await expect(login).toBeHidden();
    await page.goto(path);
  }
  await expect(shown).toBeVisible();
}

test('the box office takes a template’s deposit; the balance shows due soon, then the queue charges it on its date', async ({
  page,
}) => {
  // Two moves of the clock, each followed by the job queue's next poll.
  test.setTimeout(240_000);
  const email = `deposit-${Date.now()}@example.test`;
  const headers = await staffHeaders(page.request);
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest', { headers })).json();
  const tempest = (events.items as { id: number; name: string }[]).find((e) => e.name === 'The Tempest')!;
  const event = await (await page.request.get(`/api/admin/events/${tempest.id}`, { headers })).json();
  const template = await (
    await page.request.get(`/api/admin/event-templates/${event.templateId}`, { headers })
  ).json();
  const before = template.money.deposit as { amount: number; dueDaysBeforeEvent: number } | null;
  // The balance falls due between two and three days from the server's now.
  const now = await moveServerClock(page.request, 0);
  const dueDays = Math.floor((new Date(event.startsAt).getTime() - now.getTime()) / DAY) - 2;
  const dueAt = new Date(event.startsAt).getTime() - dueDays * DAY;

  try {
    // Event templates → The Tempest → Money and availability: $12.50 a ticket, due before the event.
    await page.goto('/admin/v2/auth/login');
    await signIn(page);
    await page.goto(`/admin/v2/event-template/${event.templateId}/money`);
    await expect(page.getByRole('heading', { name: 'Money and availability' })).toBeVisible();
    const enabled = page.getByRole('switch', { name: 'Take a deposit' });
    if (!(await enabled.isChecked())) await enabled.click();
    await page.getByRole('textbox', { name: 'Deposit amount' }).fill('12.50');
    await page.getByRole('textbox', { name: 'Balance due (days before the event)' }).fill(String(dueDays));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

    // The box office sells a standing place and takes the deposit as the payment, by card.
    await standingPlaceToPayment(page, { firstName: 'Mary', lastName: 'Shelley', email });
    await choose(page, 'Payment plan', 'Event template deposit');
    const schedule = page.getByRole('table', { name: 'Schedule' });
    await expect(schedule.getByRole('row')).toHaveCount(3);
    await expect(schedule.getByRole('row').nth(1)).toContainText('$12.50');
    await expect(page.getByRole('textbox', { name: 'Amount of payment 1' })).toHaveValue('$12.50');
    await page.getByRole('textbox', { name: 'Card number of payment 1' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry of payment 1' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Security code of payment 1' }).fill('123');
    await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: $0.00');
    await page.screenshot({ path: 'test-results/shots/template-deposit-checkout.png', fullPage: true });
    await page.getByRole('button', { name: 'Complete sale · $12.50' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);

    // The order list: the balance's due date, no alert yet.
    const orders = `/admin/v2/orders?q=${orderId}`;
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await openSignedIn(page, orders, 'Orders');
    await expect(row).toBeVisible();
    await expect(row.getByText('Due soon')).toBeHidden();

    // A day before the date the balance is due soon; nothing is charged yet.
    await moveServerClock(page.request, dueAt - now.getTime() - DAY);
    await openSignedIn(page, orders, 'Orders');
    await expect(row.getByText('Due soon')).toBeVisible();
    await page.screenshot({ path: 'test-results/shots/template-deposit-orders.png', fullPage: true });

    // Past the date the job queue has charged the kept card: the balance is paid, no alert left.
    await moveServerClock(page.request, DAY + 60_000);
    await expect
      .poll(
        async () => {
          await openSignedIn(page, orders, 'Orders');
          return row.getByText('Due soon').or(row.getByText('Past due')).count();
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBe(0);
    // Payment plans: the order's schedule is paid in full.
    await openSignedIn(page, '/admin/v2/payment-plans', 'Payment plans');
    await page.getByText('Paid in full', { exact: true }).click();
    await page.getByRole('link', { name: `Order ${orderId}`, exact: true }).click();
    await expect(page.getByTestId('instalment-1')).toHaveText('Paid');
    await expect(page.getByTestId('instalment-2')).toHaveText('Paid');
  } finally {
    // The template's deposit as it was, for the walks after this one.
    const res = await page.request.patch(`/api/admin/event-templates/${event.templateId}`, {
      headers: await staffHeaders(page.request),
      data: { money: { deposit: before } },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});
