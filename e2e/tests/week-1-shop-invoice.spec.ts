import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';
import { openTheTempest } from './shop';

/*
 * Pay later by invoice (decisions/0109). This walk moves the server's clock a few days ahead (past
 * the invoice's due date) and the clock never moves back: its name sorts it after the walks that
 * keep today's clock (week-0-*) and before week-later-*, which moves it by months.
 */

const DAY = 86_400_000;

async function moveServerClock(request: APIRequestContext, ms: number) {
  const res = await request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function setInvoiceTerms(page: Page, on: boolean) {
  await page.goto('/admin/v2/account-settings/payments');
  const toggle = page.getByRole('switch', { name: 'Offer pay by invoice in the shop' });
  await expect(toggle).toBeVisible();
  await toggle.setChecked(on, { force: true });
  await page.getByRole('textbox', { name: 'Days until due' }).fill('3');
  await page.getByRole('textbox', { name: 'Reminder days before due (0: none)' }).fill('1');
  await page.getByRole('button', { name: 'Save invoice terms' }).click();
  await expect(page.getByRole('button', { name: 'Save invoice terms' })).not.toHaveAttribute('data-loading');
}

/** A standing place of The Tempest checked out on invoice, to be sent to `email`. */
async function buyOnInvoice(page: Page, email: string) {
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('1 ticket in your basket')).toBeVisible();
  await page.goto('/shop/checkout/payment');
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.test');
  await page.getByRole('checkbox', { name: 'Pay by invoice (due in 3 days)' }).check();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeHidden();
  await page.getByRole('textbox', { name: /Send the invoice to/ }).fill(email);
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/invoice\?invoice=[0-9a-f-]{36}&token=/);
  await expect(page.getByTestId('invoice-status')).toHaveText('Awaiting payment');
}

test('a shop buyer pays later by invoice: the invoice page and PDF, paid through the mailed link; unpaid, released after the due date', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const payer = `invoice-${stamp}@example.test`;
  const late = `invoice-late-${stamp}@example.test`;
  await signInFromLoginPage(page);
  await setInvoiceTerms(page, true);

  await buyOnInvoice(page, payer);
  await expect(page.getByTestId('invoice-amount')).toHaveText(/^Amount due: \$\d/);
  await expect(page.getByTestId('invoice-due')).toHaveText(/^Due by /);
  const number = (await page.getByTestId('invoice-number').textContent())!.replace('Invoice ', '');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('invoice-pdf').click();
  const pdf = await readFile((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The recipient's mail: the invoice and its signed pay link, opened in another browser.
  const mail = await lastMailTo(payer);
  expect(mail.subject).toContain(number);
  const link = /\/shop\/checkout\/invoice\?invoice=[0-9a-f-]{36}&token=[\w-]+/.exec(mail.text)![0];
  const recipient = await browser.newContext();
  const other = await recipient.newPage();
  await other.goto(link);
  await expect(other.getByTestId('invoice-number')).toHaveText(`Invoice ${number}`);
  await other.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await other.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
  await other.getByRole('textbox', { name: 'Security code' }).fill('123');
  await other.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(other.getByTestId('invoice-paid')).toBeVisible();
  await expect(other.getByTestId('invoice-status')).toHaveText('Paid');
  await recipient.close();

  // Staff see the invoice paid on the order.
  const orderId = Number(number.replace('INV-', ''));
  await page.goto(`/admin/v2/orders/${orderId}`);
  await expect(page.getByTestId('order-invoice')).toContainText('Paid');

  // A second order on invoice is not paid: once the clock passes its due date the seats go back.
  await buyOnInvoice(page, late);
  const lateUrl = page.url();
  await setInvoiceTerms(page, false);
  await moveServerClock(request, 3 * DAY + 60_000);
  await expect
    .poll(
      async () => {
        await page.goto(lateUrl);
        return page.getByTestId('invoice-status').textContent();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe('Cancelled');
  await expect(page.getByText('the order was cancelled and its seats released')).toBeVisible();
  await expect.poll(async () => (await lastMailTo(late)).subject).toContain('cancelled as unpaid');
});
