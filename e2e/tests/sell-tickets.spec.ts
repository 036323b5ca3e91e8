import { expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTheTempest(page: Page) {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await expect(page).toHaveTitle('Tessera | Single tickets');
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
}

async function buyerDetails(page: Page) {
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
  await choose(page, 'Title', 'Mx');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
}

test('the box office sells two seats on its stored channel, one at concession, paid in cash and by card', async ({
  page,
}) => {
  // Many steps: the legend, the channel, two seats, two payments, the order.
  test.slow();
  await openTheTempest(page);

  // The sales channel chosen once is kept across sessions.
  await choose(page, 'Sales channel', 'Call center');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sales channel' })).toHaveValue('Call center');

  // The legend's prices are all-in, as buyers see them ($55.00 and a $2.50 booking fee), with
  // the breakdown; they follow the price type chosen for new lines.
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend).toContainText('Standard · $57.50');
  await expect(legend).toContainText('Ticket $55.00 + Booking fee $2.50');
  await choose(page, 'Price type for new tickets', 'Concession');
  await expect(legend).toContainText('Standard · $46.50');
  await choose(page, 'Price type for new tickets', 'Full price');

  // Two seats chosen with the keyboard picker; house seats are not for the call center.
  await choose(page, 'Section', 'Stalls');
  await choose(page, 'Row', 'F');
  await expect(page.getByRole('checkbox', { name: '12 · Unavailable', exact: true })).toBeVisible();
  await choose(page, 'Row', 'K');
  await page.getByRole('checkbox', { name: '7 · Available', exact: true }).check();
  await page.getByRole('checkbox', { name: '8 · Available', exact: true }).check();
  await expect(page.getByText('2 seats selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add 2 seats to basket' }).click();

  const lines = page.getByTestId('basket-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(/\d+-Stalls-K-7 · Standard/);
  await expect(page.getByTestId('basket-total')).toHaveText('$116.50');
  await expect(page.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '7 · In the basket', exact: true })).toBeVisible();

  // One line at concession (20% off the $55.00 face value).
  await choose(page, 'Price type of Stalls · row K · seat 8', 'Concession');
  await expect(page.getByTestId('basket-total')).toHaveText('$105.50');
  await expect(lines.nth(1)).toContainText('$46.50');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await buyerDetails(page);

  // Cash with change, and the rest on a sandbox card.
  await expect(page.getByRole('textbox', { name: 'Amount of payment 1' })).toHaveValue('$105.50');
  await page.getByRole('textbox', { name: 'Amount of payment 1' }).fill('60');
  await page.getByRole('textbox', { name: 'Amount tendered of payment 1' }).fill('100');
  await expect(page.getByText('Change due: $40.00')).toBeVisible();
  await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: $45.50');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount of payment 2' })).toHaveValue('$45.50');
  await page.getByRole('textbox', { name: 'Card number of payment 2' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry of payment 2' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code of payment 2' }).fill('123');
  await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: $0.00');
  await page.getByRole('button', { name: 'Complete sale · $105.50' }).dblclick();

  // The confirmation: one order with both tickets, their barcodes and both payments.
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByText('2 tickets sold for $105.50.')).toBeVisible();
  const tickets = page.getByRole('row').filter({ hasText: 'The Tempest ·' });
  await expect(tickets).toHaveCount(2);
  await expect(tickets.first()).toContainText(/\d+-Stalls-K-7/);
  await expect(tickets.first()).toContainText(/\d{18}/);
  await expect(tickets.nth(1)).toContainText('Standard · Concession');
  await expect(page.getByText('Mx Ada Lovelace')).toBeVisible();
  await expect(page.getByText(/through Call center/)).toBeVisible();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByText('$60.00')).toBeVisible();

  // Selling again starts an empty basket on the same event; the sold seats are gone.
  await page.getByRole('button', { name: 'Sell again' }).click();
  await expect(page.getByText('The basket is empty.', { exact: false })).toBeVisible();
  await choose(page, 'Section', 'Stalls');
  await choose(page, 'Row', 'K');
  await expect(page.getByRole('checkbox', { name: '7 · Unavailable', exact: true })).toBeVisible();
});

test('a declined card keeps the basket and says why; another card completes the sale', async ({ page }) => {
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Standing · 2 places')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await buyerDetails(page);

  await choose(page, 'Payment 1', 'Credit card');
  await page.getByRole('textbox', { name: 'Card number of payment 1' }).fill('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: 'Expiry of payment 1' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code of payment 1' }).fill('123');
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
  await expect(page.getByText('Standing · 2 places')).toBeVisible();

  await page.getByRole('textbox', { name: 'Card number of payment 1' }).fill('5555 5555 5555 4444');
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page.getByText(/^2 tickets sold for \$/)).toBeVisible();
  await expect(page.getByText('MasterCard ending 4444')).toBeVisible();
});
