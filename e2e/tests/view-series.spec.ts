import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

test('the box office opens a series from the event list and sells from its dates', async ({ page }) => {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');

  // Each event names its series; its link opens the series' dates, none chosen yet.
  await page.getByRole('link', { name: 'All dates of The Tempest' }).first().click();
  await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/view-series\/\d+$/);
  await expect(page.getByRole('heading', { name: 'The Tempest', level: 2 })).toBeVisible();
  await expect(page.getByText('Choose a date to see its seats.')).toBeVisible();
  const dates = page.getByRole('group', { name: 'Dates of The Tempest' });
  await expect(dates.getByRole('button').first()).toContainText(/\d+ of \d+/);
  await expectAccessible(page, 'view series');

  // A date opens its seats beside the basket, pressed in the list, and the address says which.
  const first = dates.getByRole('button').first();
  await first.click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/view-series\/\d+\/\d+$/);

  // Reloaded, the same date is open; "All events" goes back to the whole list.
  await page.reload();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
  await page.getByRole('link', { name: 'All events' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets$/);
  await expect(page.getByRole('textbox', { name: 'Search events' })).toBeVisible();
});
