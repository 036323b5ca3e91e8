import { expect, test } from '@playwright/test';
import { openTheTempest } from './shop';

test('best seats are shown before they go into the basket, with others on "try again"', async ({ page }) => {
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'Best seats' }).click();
  await page.getByRole('button', { name: 'Find 2 best seats' }).click();
  await expect(page.getByRole('heading', { name: 'We found these seats for you' })).toBeVisible();
  const found = page.getByRole('list', { name: 'Seats found' }).getByRole('listitem');
  // Venue-wide: the premium stalls (their front rows, less whatever earlier buyers of the shared
  // demo event took), not the circle's open front row.
  await expect(found).toHaveCount(2);
  await expect(found.first()).toContainText('Stalls · row');
  await expect(found.first()).toContainText('Premium');
  const first = await found.allTextContents();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(async () => (await found.allTextContents()).join('|')).not.toBe(first.join('|'));
  const second = await found.allTextContents();
  expect(second.some((s) => first.includes(s))).toBe(false);
  await page.getByRole('button', { name: 'Add 2 seats to basket' }).click();
  await expect(page.getByText('2 tickets in your basket')).toBeVisible();
});
