import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

async function addLevel(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'Add a price level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a price level' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Default price').fill(price);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

test('staff price a template: two price levels, a Table price type, the price table, and archiving a level', async ({
  page,
}) => {
  // Many screens and saves in one walk: 30 s is too close on a loaded 2-core machine.
  test.slow();
  await signInFromLoginPage(page);
  await page.getByRole('link', { name: 'Event templates' }).click();
  await page.getByRole('button', { name: 'New template' }).click();
  const name = `Chamber series ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // Pricing opens on the price levels.
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('No price levels yet.')).toBeVisible();
  await expect(await addLevel(page, 'Stalls', '60')).toBeHidden();
  await expect(await addLevel(page, 'Circle', '40')).toBeHidden();
  await expect(page.getByRole('row', { name: /Stalls.*\$60\.00/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Circle.*\$40\.00/ })).toBeVisible();

  // A second level of the same name is refused on the dialog, and nothing is added.
  const duplicate = await addLevel(page, 'Stalls', '55');
  await expect(duplicate.getByText('That name is already in use.')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Stalls/ })).toHaveCount(1);

  // A price type read from the price table, and one worked out as a percentage.
  await page.getByRole('tab', { name: 'Price types' }).click();
  await expect(page).toHaveURL(/\/pricing\/price-types$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Student');
  await page.getByRole('combobox', { name: 'Offset' }).click();
  await page.getByRole('option', { name: 'Price table' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'From the price table' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Senior');
  await page.getByRole('combobox', { name: 'Offset' }).click();
  await page.getByRole('option', { name: 'Percentage' }).click();
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: '10%' })).toBeVisible();

  // The price table: Student prices typed in, Senior prices worked out by the pricing engine.
  await page.getByRole('tab', { name: 'Price tables' }).click();
  await expect(page).toHaveURL(/\/pricing\/price-tables$/);
  await expect(page.getByRole('row', { name: /Stalls/ }).getByText('$54.00')).toBeVisible();
  await expect(page.getByRole('row', { name: /Circle/ }).getByText('$36.00')).toBeVisible();
  await page.getByLabel('Stalls × Student').fill('30');
  await page.getByLabel('Circle × Student').fill('22.5');
  await page.getByRole('button', { name: 'Save price table' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByLabel('Stalls × Student')).toHaveValue('$30.00');
  await expect(page.getByLabel('Circle × Student')).toHaveValue('$22.50');

  // Archiving a level is for good: it moves to the archived list and leaves the price table.
  await page.getByRole('tab', { name: 'Price levels' }).click();
  await page
    .getByRole('row', { name: /Circle/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Archive Circle?' });
  await expect(confirm.getByText('An archived price level cannot be unarchived.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Archived price levels')).toBeVisible();
  await expect(page.getByRole('row', { name: /Circle/ }).getByRole('button')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Price tables' }).click();
  await expect(page.getByLabel('Stalls × Student')).toHaveValue('$30.00');
  await expect(page.getByLabel('Circle × Student')).toHaveCount(0);
});
