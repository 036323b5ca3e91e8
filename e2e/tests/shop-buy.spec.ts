import { expect, test } from '@playwright/test';
import { addSeats, choose, confirmationMails, guest, openTheTempest, pay } from './shop';

test('a guest buys two reserved seats and a standing ticket with a card and sees the confirmation', async ({
  page,
}) => {
  test.slow();
  await openTheTempest(page);
  await addSeats(page, 'Circle Right', 'C', ['3', '4']);
  await expect(page.getByText('2 tickets in your basket')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '3 · In your basket', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('3 tickets in your basket')).toBeVisible();

  await page.getByRole('link', { name: 'Go to basket' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/basket$/);
  await expect(page.getByTestId('basket-line')).toHaveCount(3);
  await expect(page.getByTestId('basket-countdown')).toHaveText(/^\d{2}:\d{2}$/);
  // A concession for one seat, priced by the server.
  await page.getByRole('combobox', { name: 'Ticket type' }).first().click();
  await page.getByRole('option', { name: 'Concession' }).click();
  await expect(page.getByRole('combobox', { name: 'Ticket type' }).first()).toHaveValue('Concession');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
  await pay(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expect(page.getByTestId('confirmation-ticket')).toHaveCount(3);
  await expect(page.getByTestId('barcode').first()).toHaveText(/^\d{18}$/);
  await expect(page.getByText(/with Visa ending 4242/)).toBeVisible();

  // The confirmation email arrives with the tickets as a PDF.
  const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);
  await expect
    .poll(() => confirmationMails(guest.email, orderId))
    .toEqual([[`Your order ${orderId} is confirmed`, true, true]]);

  // Another browser cannot load this confirmation.
  const url = page.url();
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(url);
  await expect(other.getByText('Page not found')).toBeVisible();
  await stranger.close();
});

test('a declined card keeps the basket and says why', async ({ page }) => {
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('1 ticket in your basket')).toBeVisible();
  await page.goto('/shop/checkout/payment');
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
  await page.goto('/shop/checkout/basket');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
});

test('seats are chosen with the keyboard alone', async ({ page }) => {
  await openTheTempest(page);
  const section = page.getByRole('combobox', { name: 'Section', exact: true });
  await section.focus();
  await page.keyboard.type('Circle Left');
  // The typed text filters the list; the choice is made once the option is there.
  await expect(page.getByRole('option', { name: 'Circle Left', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(section).toHaveValue('Circle Left');
  await page.keyboard.press('Tab');
  await page.keyboard.type('D');
  await expect(page.getByRole('option', { name: 'D', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Row', exact: true })).toHaveValue('D');
  await expect(page.getByRole('listbox')).toBeHidden();
  const seat = page.getByRole('checkbox', { name: '5 · Available', exact: true });
  await seat.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 seat selected')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add 1 seat to basket' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: '5 · In your basket', exact: true })).toBeVisible();
});

test('two buyers race for one seat: exactly one gets it, the other is told and offered the nearest', async ({
  browser,
}) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const p of pages) {
    await openTheTempest(p);
    await choose(p, 'Section', 'Circle Left');
    await choose(p, 'Row', 'F');
    await p.getByRole('checkbox', { name: '6 · Available', exact: true }).check();
  }
  await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Add 1 seat to basket' }).click()));
  const won = await Promise.all(
    pages.map((p) =>
      p
        .getByText('1 ticket in your basket')
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false),
    ),
  );
  expect(won.filter(Boolean)).toHaveLength(1);
  const loser = pages[won.indexOf(false)]!;
  await expect(
    loser.getByText('Those seats were just taken by another buyer. Please choose other seats.'),
  ).toBeVisible();
  await expect(loser.getByRole('heading', { name: 'The next best seats nearby' })).toBeVisible();
  await expect(loser.getByRole('list', { name: 'Seats found' })).toContainText('Circle Left');
  await loser.getByRole('button', { name: 'Add 1 seat to basket' }).click();
  await expect(loser.getByText('1 ticket in your basket')).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});
