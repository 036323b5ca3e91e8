import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { pay } from './shop';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function addLevel(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'Add a price level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a price level' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Default price').fill(price);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a venue’s first day: venue, map, template, event, a blocked then a good activation, and a sale', async ({
  page,
}) => {
  // The whole first day, through many screens.
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const venue = `Blue Room ${stamp}`;
  const series = `Jazz Fridays ${stamp}`;
  const act = `Nina Simone tribute ${stamp}`;
  await signInFromLoginPage(page);
  // The dashboard says what a venue sets up, each step a link.
  await expect(page.getByRole('heading', { name: 'Set up your box office' })).toBeVisible();

  // A venue in Chicago (the account keeps New York time).
  await page.goto('/admin/v2/venues');
  await page.getByRole('button', { name: 'New venue' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(venue);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chicago');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('America/Chicago');
  await page.getByRole('option', { name: 'America/Chicago', exact: true }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: venue })).toBeVisible();

  // Its map from the generator: two rows of eight seats and a standing area.
  await page.goto('/admin/v2/tools/venue-configs/new');
  await choose(page, 'Venue', venue);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hall');
  await page.getByRole('textbox', { name: 'Rows', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'Seats per row', exact: true }).fill('8');
  await page.getByRole('button', { name: 'Add general-admission area' }).click();
  await page.getByRole('button', { name: 'Save map (16 seats)' }).click();
  await expect(page.getByRole('heading', { name: 'Hall' })).toBeVisible();

  // A concert template: two price levels, a student price type, a booking fee.
  await page.goto('/admin/v2/event-templates');
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(series);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: series })).toBeVisible();
  await page.getByLabel('Event name').fill(series);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await addLevel(page, 'Stalls', '48');
  await addLevel(page, 'Floor', '40');
  await page.getByRole('tab', { name: 'Price types' }).click();
  for (const [name, percent] of [
    ['Adult', '0'],
    ['Student', '20'],
  ] as const) {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Discount (%)').fill(percent);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Fee sets' }).click();
  await page.getByPlaceholder('Name of the new fee set').fill('Standard fees');
  await page.getByRole('button', { name: 'Add a fee set' }).click();
  await expect(page.getByRole('heading', { name: 'Standard fees' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Booking fee');
  await page.getByLabel('Amount', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: '$2.00' })).toBeVisible();

  // The event, with its own name; the template has no date rules, and the form says so.
  await page.goto('/admin/v2/event');
  await choose(page, 'Event template', series);
  await choose(page, 'Venue', venue);
  await choose(page, 'Seat map', /Hall/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(act);
  await expect(page.getByText('The template has no rule for this date: enter it.').first()).toBeVisible();
  await page.getByLabel('Event start').fill('2027-05-07T20:00');
  await page.getByLabel('Event end').fill('2027-05-07T23:00');
  await page.getByLabel('Web on-sale').fill('2026-10-01T10:00');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: act })).toBeVisible();
  await page.getByRole('button', { name: 'Generate seats' }).click();
  await expect(page.getByRole('link', { name: 'Edit seats' })).toBeVisible();

  // Activation is refused with the checklist's reasons: nothing would sell for $0.
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(
    page.getByText('The event was not activated: fix the items on its checklist first.'),
  ).toBeVisible();
  const checklist = page.getByRole('alert', { name: 'Ready to sell?' });
  await expect(checklist).toContainText('16 seats have no price level');
  await expect(checklist).toContainText('General admission area “Standing 1” has no price level.');

  // Fix each from its link: the standing area's price level, then the seats'.
  await checklist.getByRole('link', { name: 'Give it a price level' }).click();
  await choose(page, 'Price level of Standing 1', /^Floor/);
  await page
    .getByRole('row', { name: /Standing 1/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('General admission area “Standing 1” has no price level.')).toBeHidden();
  await page.getByRole('link', { name: 'Go to the seats' }).click();
  const map = page.getByRole('img', { name: 'Seat map with 16 seats' });
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText('Seats selected: 16')).toBeVisible();
  await choose(page, 'Action', 'Set price level');
  await choose(page, 'Price level', 'Stalls');
  await page.getByRole('button', { name: 'Apply to 16 selected' }).click();
  await expect(page.getByRole('status')).toHaveText('Changed 16 seats in 1 events.');
  await page.getByRole('link', { name: '← Event' }).click();
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  // The shop: the date under the series with its own name and an all-in "from" price
  // ($40.00 Floor, 20% off for students, + $2.00 booking fee).
  await page.goto('/shop');
  await page.getByRole('article', { name: series }).getByRole('link', { name: 'Buy tickets' }).click();
  const date = page.getByTestId('series-event');
  await expect(date).toContainText(act);
  await expect(date).toContainText('May 7, 2027, 8:00 PM');
  await expect(date).toContainText('from $34.00 incl. fees');
  await date.getByRole('link', { name: /^Choose tickets for/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: act })).toBeVisible();
  await expect(page.getByText('May 7, 2027, 8:00 PM')).toBeVisible();
  await choose(page, 'Ticket type', 'Student');
  await page.getByRole('tab', { name: 'General admission' }).click();
  await expect(page.getByText('$34.00 · ')).toBeVisible();
  await expect(page.getByText('Ticket $32.00 + Booking fee $2.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tickets for Standing 1' }).fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('2 tickets in your basket')).toBeVisible();

  // The basket and the confirmation keep the hall's time, and the money adds up.
  await page.getByRole('link', { name: 'Go to basket' }).click();
  await expect(page.getByTestId('basket-line')).toContainText('May 7, 2027, 8:00 PM');
  await expect(page.getByRole('button', { name: 'Remove 2 × Standing 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Pay $68.00' })).toBeVisible();
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expect(page.getByTestId('confirmation-ticket').first()).toContainText('May 7, 2027, 8:00 PM');
});
