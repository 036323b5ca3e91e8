import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

async function choose(page: Page, label: string, option: string | RegExp, nth = 0) {
  await page.getByRole('combobox', { name: label, exact: true }).nth(nth).click();
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

async function addPriceType(page: Page, name: string, percent: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Discount (%)').fill(percent);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // The new price type's row: its name with the button that edits it.
  await expect(page.getByRole('button', { name: `Edit the names of ${name}`, exact: true })).toBeVisible();
}

/** The price shown for a level and type: rows are levels, columns are types. */
function priceCell(page: Page, level: string, column: number) {
  return page
    .getByRole('row', { name: new RegExp(level) })
    .getByRole('cell')
    .nth(column);
}

test('a template priced with two levels, two types, a fee and a promotion prices its event in English and Spanish', async ({
  page,
}) => {
  // A long walk through many screens.
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const template = `Gala pricing ${stamp}`;
  await signInFromLoginPage(page);

  await page.getByRole('link', { name: 'Event templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(template);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: template })).toBeVisible();
  await page.getByLabel('Event name').fill(`Gala night ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  // Web on-sale and the end of the show come from the template's date rules.
  await page.getByRole('tab', { name: 'Sale timing' }).click();
  const rules = page.locator('form').filter({ hasText: 'On-sale and off-sale dates' });
  await rules.getByRole('button', { name: 'Add a date' }).click();
  await choose(page, 'How it is set', 'Midnight on the date of');
  await rules.getByRole('button', { name: 'Add a date' }).click();
  await choose(page, 'Date', 'Event end', 1);
  await rules.getByLabel('Offset').nth(1).fill('150');
  await choose(page, 'Unit', 'Minutes', 1);
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(rules.getByRole('status')).toHaveText('Saved.');

  // Two price levels, two price types, a fee set with a per-ticket fee, a promotion.
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await addLevel(page, 'Orchestra', '80');
  await addLevel(page, 'Balcony', '45.50');
  await page.getByRole('tab', { name: 'Price types' }).click();
  await addPriceType(page, 'Adult', '0');
  await addPriceType(page, 'Student', '20');
  await page.getByRole('tab', { name: 'Fee sets' }).click();
  await page.getByPlaceholder('Name of the new fee set').fill('Standard fees');
  await page.getByRole('button', { name: 'Add a fee set' }).click();
  await expect(page.getByRole('heading', { name: 'Standard fees' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Facility fee');
  await page.getByLabel('Amount', { exact: true }).fill('2.50');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: '$2.50' })).toBeVisible();
  await page.getByRole('tab', { name: 'Promotions' }).click();
  // The fee set's Name field stays until the promotions tab is drawn: fill only once it is.
  await expect(page.getByRole('heading', { name: 'Add a promotion' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Opening week');
  await page.getByLabel('Promo code').fill(`OPEN${stamp}`);
  await page.getByLabel('Valid from').fill('2026-11-01T10:00');
  await page.getByLabel('Valid until').fill('2027-06-30T23:00');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Opening week')).toBeVisible();

  // The event from the template, its seats, and on sale.
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  await choose(page, 'Event template', template);
  await choose(page, 'Venue', 'Demo Theatre');
  await choose(page, 'Seat map', /Main house/);
  await page.getByLabel('Event start').fill('2027-04-10T19:30');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: `Gala night ${stamp}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Seats and price levels' }).click();
  await page.getByRole('button', { name: 'Generate seats' }).click();
  await expect(page.getByRole('link', { name: 'Edit seats' })).toBeVisible();
  // Its seats have no price level yet: the readiness checklist keeps the event off sale.
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(
    page.getByText('The event was not activated: fix the items on its checklist first.'),
  ).toBeVisible();
  await expect(page.getByText(/seats have no price level/)).toBeVisible();

  // Prices per level and type, per-ticket fee included: 80 → 82.50 and 64 + 2.50 → 66.50;
  // 45.50 → 48.00 and 36.40 + 2.50 → 38.90.
  await page.getByRole('tab', { name: 'Prices' }).click();
  await expect(page.getByRole('columnheader', { name: 'Adult' })).toBeVisible();
  await expect(priceCell(page, 'Orchestra', 1)).toContainText('$82.50');
  await expect(priceCell(page, 'Orchestra', 2)).toContainText('$66.50');
  await expect(priceCell(page, 'Orchestra', 2)).toContainText('$64.00 + $2.50 fees');
  await expect(priceCell(page, 'Balcony', 1)).toContainText('$48.00');
  await expect(priceCell(page, 'Balcony', 2)).toContainText('$38.90');

  // Under the promotion (10% off the face value): 72.00 + 2.50.
  await choose(page, 'Show with promotion', new RegExp(`OPEN${stamp}`));
  await expect(priceCell(page, 'Orchestra', 1)).toContainText('$74.50');
  await expect(priceCell(page, 'Orchestra', 1)).toContainText('$8.00 off');
  await page.reload();
  await expect(priceCell(page, 'Orchestra', 1)).not.toContainText('off');

  // The same prices in Spanish formatting.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Español (España)' }).click();
  await expect(page.getByRole('tab', { name: 'Precios' })).toBeVisible();
  await expect(priceCell(page, 'Orchestra', 1)).toContainText(/82,50\s\$/);
  await expect(priceCell(page, 'Orchestra', 2)).toContainText(/66,50\s\$/);
  await expect(priceCell(page, 'Balcony', 1)).toContainText(/48,00\s\$/);
  await expect(priceCell(page, 'Balcony', 2)).toContainText(/38,90\s\$/);
  await expect(priceCell(page, 'Orchestra', 2)).toContainText(/64,00\s\$ \+ 2,50\s\$ de cargos/);
});
