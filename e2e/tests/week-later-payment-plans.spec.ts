import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './demo';
import { lastMailTo } from './identity';
import { overflowsSideways } from './shop';

const DAY = 86_400_000;

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/*
 * This walk moves the server's clock two months ahead, past the demo's performances, and the
 * clock never moves back: its file name sorts it after every other walk (one worker, files in
 * name order), so no walk after it finds the demo's events over.
 */

/** Moves the server's clock ahead (the server runs with TESSERA_TEST_CLOCK=1): no waiting for due dates. */
async function moveServerClock(request: APIRequestContext, ms: number) {
  const res = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens a back-office page, signing in again when the moved clock ended the session. */
async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  const login = page.getByRole('button', { name: 'Sign in' });
  const content = page.getByTestId('plan-status');
  await expect(login.or(content)).toBeVisible();
  if (await login.isVisible()) {
    await signIn(page);
    await expect(login).toBeHidden();
    await page.goto(path);
  }
  await expect(content).toBeVisible();
}

/** Reloads the plan's page until an instalment shows this status (the job queue polls every few seconds). */
async function instalmentBecomes(page: Page, path: string, number: number, status: string) {
  await expect
    .poll(
      async () => {
        await openSignedIn(page, path);
        return page.getByTestId(`instalment-${number}`).textContent();
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(status);
}

test('a box-office sale on a payment plan: the queue charges the next instalment; a refused one mails the buyer', async ({
  page,
}) => {
  // Two moves of the clock, each followed by the job queue's next poll.
  test.setTimeout(240_000);
  const planName = `Three monthly ${Date.now()}`;
  const email = `plan-${Date.now()}@example.test`;

  // Settings → Payment plans: three monthly instalments at the point of sale.
  await page.goto('/admin/v2/auth/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.goto('/admin/v2/account-settings/payment-plans');
  await page.getByRole('button', { name: 'Add payment plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment plan' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(planName);
  await dialog.getByRole('textbox', { name: 'Installments' }).fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: planName })).toContainText('Every month(s)');

  // Sell two standing places of The Tempest at the point of sale.
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await choose(page, 'Sales channel', 'Point of sale');
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Standing · 2 places')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);

  // On the plan, the payment is its first instalment, by card.
  await choose(page, 'Payment plan', planName);
  const schedule = page.getByRole('table', { name: 'Schedule' });
  await expect(schedule.getByRole('row')).toHaveCount(4);
  const first = (await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue()).trim();
  await page.getByRole('textbox', { name: 'Card number of payment 1' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry of payment 1' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code of payment 1' }).fill('123');
  await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: $0.00');
  await page.getByRole('button', { name: `Complete sale · ${first}` }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);

  // The plan's list and detail: the first instalment paid, the others due.
  await page.goto('/admin/v2/payment-plans');
  await page.getByRole('link', { name: `Order ${orderId}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/payment-plans\/\d+$/);
  const detail = new URL(page.url()).pathname;
  await expect(page.getByTestId('instalment-1')).toHaveText('Paid');
  await expect(page.getByTestId('instalment-2')).toHaveText('Due');
  await expect(page.getByTestId('plan-card')).toHaveText('Visa •••• 4242');

  // A month and a day later the job queue has charged the second instalment.
  await moveServerClock(page.request, 32 * DAY);
  await instalmentBecomes(page, detail, 2, 'Paid');
  await expect(page.getByTestId('instalment-3')).toHaveText('Due');

  // The buyer's card is changed to one the processor declines; the third instalment fails and
  // the buyer is mailed.
  await page.getByRole('button', { name: 'Change card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Change card' });
  await cardDialog.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await cardDialog.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await cardDialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  await cardDialog.getByRole('button', { name: 'Save' }).click();
  await expect(cardDialog).toBeHidden();
  await expect(page.getByTestId('plan-card')).toHaveText('Visa •••• 0002');
  await moveServerClock(page.request, 32 * DAY);
  await instalmentBecomes(page, detail, 3, 'Failed');
  await expect(page.getByText('Your card was declined')).toBeVisible();
  const mail = await lastMailTo(email);
  expect(mail.subject).toContain(`installment 3 of order ${orderId} failed`);
  expect(mail.text).toContain('the card was declined');

  // The detail fits a phone's width: nothing wider than the screen but the schedule's own scroll.
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, detail);
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The order's activity shows both.
  await page.getByRole('link', { name: 'Order activity' }).click();
  await expect(page.getByText('Installment paid')).toBeVisible();
  await expect(page.getByText('Installment failed')).toBeVisible();
});
