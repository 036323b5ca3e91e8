import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

/** Mantine selects: open by label (the nth when a form repeats it), pick the option by name. */
async function choose(page: Page, label: string, option: string | RegExp, nth = 0) {
  await page.getByRole('combobox', { name: label, exact: true }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

test('staff make an event from a template, edit, copy and bulk-edit it, and read its dashboard', async ({
  page,
}) => {
  // A long walk through many screens.
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const template = `Spring season ${stamp}`;
  const eventName = `Spring gala ${stamp}`;
  await signInFromLoginPage(page);

  // A template whose settings name the event and whose date rules place its dates.
  await page.getByRole('link', { name: 'Event templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(template);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: template })).toBeVisible();
  await page.getByLabel('Event name').fill(eventName);
  await page.getByLabel('Ticket text 1').fill('Doors open 30 minutes before');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  await page.getByRole('tab', { name: 'Sale timing' }).click();
  const rules = page.locator('form').filter({ hasText: 'On-sale and off-sale dates' });
  // Web on-sale at midnight, 30 days before the show.
  await rules.getByRole('button', { name: 'Add a date' }).click();
  await choose(page, 'How it is set', 'Midnight on the date of');
  // The show ends 150 minutes after it starts.
  await rules.getByRole('button', { name: 'Add a date' }).click();
  await choose(page, 'Date', 'Event end', 1);
  await rules.getByLabel('Offset').nth(1).fill('150');
  await choose(page, 'Unit', 'Minutes', 1);
  // Sales lock two hours before the show.
  await rules.getByRole('button', { name: 'Add a date' }).click();
  await choose(page, 'Date', 'Lock date', 2);
  await rules.getByLabel('Offset').nth(2).fill('-2');
  await choose(page, 'Unit', 'Hours', 2);
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(rules.getByRole('status')).toHaveText('Saved.');

  // An event from the template: only the venue, map and date are given.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  await choose(page, 'Event template', template);
  await choose(page, 'Venue', 'Demo Theatre');
  await choose(page, 'Seat map', /Main house/);
  await page.getByLabel('Event start').fill('2027-03-20T19:30');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/v2\/event\/\d+$/);

  // The resolved dates, at the venue: on sale at midnight on 18 February (before the clocks
  // change on 14 March), the end and the lock from the show's 19:30 start.
  await page.getByRole('tab', { name: 'Dates' }).click();
  await expect(page.getByLabel('Web on-sale')).toHaveValue('2027-02-18T00:00');
  await expect(page.getByLabel('Event end')).toHaveValue('2027-03-20T22:00');
  await expect(page.getByLabel('Lock date')).toHaveValue('2027-03-20T17:30');
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByLabel('Ticket text 1')).toHaveValue('Doors open 30 minutes before');
  // The template's maximum per order applies until the event sets its own.
  await expect(page.getByLabel('Max tickets per order')).toHaveValue('');

  // A self-exchange off-sale after the lock is refused on its field; a good edit saves.
  await page.getByRole('tab', { name: 'Dates' }).click();
  await page.getByLabel('Self-exchange off-sale').fill('2027-03-20T18:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The self-exchange off-sale cannot be later than the lock date.'),
  ).toBeVisible();
  await page.getByLabel('Self-exchange off-sale').fill('2027-03-20T12:00');
  await page.getByRole('tab', { name: 'Basic info' }).click();
  await page.getByLabel('Alternate name').fill('Gala de printemps');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByLabel('Alternate name')).toHaveValue('Gala de printemps');

  // Seats, then the dashboard from them: 456 seats and 120 standing places, all open.
  await page.getByRole('button', { name: 'Generate seats' }).click();
  await expect(page.getByRole('link', { name: 'Edit seats' })).toBeVisible();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/event\/\d+\/dashboard$/);
  await expect(page.getByText('0 of 576')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No price level' })).toBeVisible();

  // A copy a week later: its dates move with it, its seats are fresh.
  await page.getByRole('button', { name: 'Copy event' }).click();
  const copyName = `${eventName} (second night)`;
  await page.getByRole('dialog').getByLabel('Name').fill(copyName);
  await page.getByLabel('New event date').fill('2027-03-27T19:30');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('heading', { name: copyName })).toBeVisible();
  await page.getByRole('tab', { name: 'Dates' }).click();
  await expect(page.getByLabel('Web on-sale')).toHaveValue('2027-02-25T00:00');
  await expect(page.getByLabel('Alternate name')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Basic info' }).click();
  await expect(page.getByLabel('Alternate name')).toHaveValue('Gala de printemps');

  // Both events, found by name, edited together: too high a limit changes neither.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByLabel('Search', { exact: true }).fill(`Spring gala ${stamp}`);
  await expect(page.getByRole('link', { name: copyName })).toBeVisible();
  await expect(page.getByText('Total: 2')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every event on this page' }).check();
  await page.getByRole('button', { name: 'Bulk edit (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit events' });
  await dialog.getByRole('checkbox', { name: 'Change Order ticket limit' }).check();
  await dialog.getByLabel('New Order ticket limit').fill('40000');
  await dialog.getByRole('checkbox', { name: 'Change Heavy on sale' }).check();
  await dialog.getByLabel('New Heavy on sale').check();
  await dialog.getByRole('button', { name: 'Apply to all' }).click();
  await expect(dialog.getByText("OrderTicketLimit can't be higher than 32767")).toBeVisible();
  await dialog.getByLabel('New Order ticket limit').fill('20');
  await dialog.getByRole('button', { name: 'Apply to all' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved changes to 2 events.');
  await page.getByRole('link', { name: copyName }).click();
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByLabel('Max tickets per order')).toHaveValue('20');
  await page.getByRole('tab', { name: 'Basic info' }).click();
  await expect(page.getByLabel('Heavy on-sale mode')).toBeChecked();
});
