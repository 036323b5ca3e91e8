import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

const override = '¡Las mejores butacas de {{venue}}, al mejor precio!';
const shown = '¡Las mejores butacas de Demo Theatre, al mejor precio!';

test('staff override a shop text in Spanish: the Spanish shop shows it, the English shop does not', async ({
  page,
}) => {
  await signInFromLoginPage(page);
  // The sidebar's Tools group opens the index, which lists Translations with what it is for.
  await page.getByRole('link', { name: 'All tools' }).click();
  await expect(page.getByRole('heading', { name: 'Tools', exact: true })).toBeVisible();
  await expect(page.getByText('Replace any text of the interface with your own')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Translations' }).click();
  await expect(page).toHaveTitle('Tessera | Translations');

  await page.getByRole('combobox', { name: 'Language of the texts' }).click();
  await page.getByRole('option', { name: 'Español (España)' }).click();
  await page.getByRole('searchbox', { name: 'Search Translations' }).fill('shop.home.subtitle');
  const row = page.getByRole('row', { name: /shop\.home\.subtitle/ });
  await expect(row).toContainText('Compra entradas para las funciones de {{venue}}.');
  await row.getByRole('button', { name: 'Change' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change text' });
  await dialog.getByRole('textbox', { name: 'Your text' }).fill('Hola {{nombre}}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('The text uses {{nombre}}, which this interface text does not fill in.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your text' }).fill(override);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(override);

  // The shop in Spanish shows the venue's text; in English the catalogue's.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Welcome to Demo Theatre' })).toBeVisible();
  await expect(page.getByText('Buy tickets for performances at Demo Theatre.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español (España)' }).click();
  await expect(page.getByText(shown)).toBeVisible();
  await page.reload();
  await expect(page.getByText(shown)).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).click();
  await page.getByRole('option', { name: 'English (United States)' }).click();
  await expect(page.getByText('Buy tickets for performances at Demo Theatre.')).toBeVisible();
  await expect(page.getByText(shown)).toBeHidden();

  // Removing the override brings back the catalogue's Spanish text.
  await page.goto('/admin/v2/tools/translations?locale=es-ES&overridden=true');
  await page
    .getByRole('row', { name: /shop\.home\.subtitle/ })
    .getByRole('button', { name: 'Remove override' })
    .click();
  await expect(page.getByText('No text matches.')).toBeVisible();
  await page.goto('/shop');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español (España)' }).click();
  await expect(page.getByText('Compra entradas para las funciones de Demo Theatre.')).toBeVisible();
});
