import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

const csv = `kind,section,row,seat,x,y,width,height,capacity
section,Stalls,,,0,0,200,60,
seat,Stalls,A,1,10,10,,,
seat,Stalls,A,2,24,10,,,
seat,Stalls,A,3,38,10,,,
seat,Stalls,A,4,52,10,,,
seat,Stalls,B,1,10,26,,,
seat,Stalls,B,2,24,26,,,
seat,Stalls,B,3,38,26,,,
seat,Stalls,B,4,52,26,,,
ga,Promenade,,,0,80,200,40,50`;

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('staff create a venue, import a map, generate seats, paint price levels and a hold, and see the seat history', async ({
  page,
}) => {
  // Many steps: a venue, a map import, seat generation, painting, a hold and the history.
  test.slow();
  const stamp = Date.now();
  await signInFromLoginPage(page);

  // A venue.
  await page.getByRole('link', { name: 'Venues' }).click();
  await expect(page).toHaveTitle('Tessera | Venues');
  await page.getByRole('button', { name: 'New venue' }).click();
  const venue = `Harbour Hall ${stamp}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(venue);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Portland');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: venue })).toBeVisible();

  // A map imported from CSV; a bad file is refused first, line by line.
  await page.getByRole('tab', { name: 'Seat maps' }).click();
  await page.getByRole('button', { name: 'Import map' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Main floor');
  await page
    .getByRole('textbox', { name: 'File content' })
    .fill('section,row,seat,x,y\nStalls,A,1,0,0\nStalls,A,1,5,0');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText('Map load error on line 3: seat Stalls-A-1 appears more than once.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'File content' }).fill(csv);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Main floor' })).toBeVisible();
  // A saved map that is not archived opens in the designer.
  await expect(page.getByRole('img', { name: 'Seat map designer' })).toBeVisible();

  // An event with seats generated from that map.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  const eventName = `Quartet ${stamp}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(eventName);
  await choose(page, 'Venue', venue);
  await choose(page, 'Seat map', /Main floor/);
  await page.getByLabel('Event start').fill('2027-09-10T19:30');
  await page.getByLabel('Event end').fill('2027-09-10T22:00');
  await page.getByLabel('Web on-sale').fill('2027-06-01T10:00');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Generate seats for this event before activating it.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate seats' }).click();
  await expect(page.getByRole('link', { name: 'Edit seats' })).toBeVisible();
  await page.getByRole('tab', { name: 'Seats and price levels' }).click();
  await page.getByRole('textbox', { name: 'Price level', exact: true }).fill('Front');
  await page.getByRole('button', { name: 'Add price level' }).click();
  await expect(page.getByRole('cell', { name: 'Front' })).toBeVisible();

  // Paint a price level on a box of seats dragged on the seat map.
  await page.getByRole('link', { name: 'Edit seats' }).click();
  const map = page.getByRole('img', { name: 'Seat map with 8 seats' });
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText('Seats selected: 4')).toBeVisible();
  await choose(page, 'Action', 'Set price level');
  await choose(page, 'Price level', 'Front');
  await page.getByRole('button', { name: 'Apply to 4 selected' }).click();
  await expect(page.getByRole('status')).toHaveText('Changed 4 seats in 1 events.');

  // Hold row B, chosen with the keyboard-friendly lists.
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await choose(page, 'Section', 'Stalls');
  await choose(page, 'Row', 'B');
  await page.getByRole('button', { name: 'Select whole row' }).click();
  await expect(page.getByText('Seats selected: 4')).toBeVisible();
  await choose(page, 'Action', 'Hold');
  await choose(page, 'Hold', 'House seats');
  await page.getByRole('button', { name: 'Apply to 4 selected' }).click();
  await expect(page.getByRole('status')).toHaveText('Changed 4 seats in 1 events.');
  await expect(page.getByText('Hold (4)')).toBeVisible();

  // The seat history shows who held the seat and why.
  const eventId = page.url().match(/bulk-edit-seats\/(\d+)/)![1];
  await page.goto(`/admin/v2/seat-history?seat=${eventId}-Stalls-B-2`);
  const row = page.getByRole('row').filter({ hasText: `${eventId}-Stalls-B-2` });
  await expect(row).toContainText('House seats');
  await expect(row).toContainText('Dana Admin');
  await expect(row).toContainText('Bulk edit');
});
