import { expect, type Locator, type Page, test } from '@playwright/test';
import { guest } from './shop';

/**
 * Moves focus with Tab alone until the target has it, as a keyboard user would; fails when it is
 * never reached (a control only a mouse can use).
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
  }
  throw new Error(`never reached by Tab: ${target}`);
}

/** A select reached by Tab, opened with Enter, the option reached with the arrow keys, Enter. */
async function pickWithArrows(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let i = 0; i < 40 && (await wanted.getAttribute('data-combobox-selected')) === null; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
}

test('a buyer finds a date, picks two seats, pays and sees the confirmation with the keyboard alone', async ({
  page,
}) => {
  test.slow();
  await page.goto('/shop');
  const event = page.getByRole('article', { name: 'The Tempest' });
  await tabTo(page, event.getByRole('link', { name: 'Buy tickets' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'The Tempest' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Choose tickets for/ }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Choose seats' })).toBeVisible();

  // The section and row picker, the map's keyboard twin: open, arrow to the option, Enter.
  await pickWithArrows(page, 'Section', 'Circle Left');
  await pickWithArrows(page, 'Row', 'E');
  for (const seat of ['1', '2']) {
    const box = page.getByRole('checkbox', { name: `${seat} · Available`, exact: true });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  // What was chosen is announced in a live region.
  await expect(page.getByText('2 seats selected')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add 2 seats to basket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '2 tickets in your basket' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Go to basket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);

  const fields: [string, string][] = [
    ['First name', guest.firstName],
    ['Last name', guest.lastName],
    ['Email', 'keyboard.buyer@example.test'],
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry', '12/30'],
    ['Security code', '123'],
  ];
  for (const [name, value] of fields) {
    await tabTo(page, page.getByRole('textbox', { name, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: /^Pay (now|\S+)$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('status', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('confirmation-ticket')).toHaveCount(2);
});
