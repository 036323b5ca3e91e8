import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

test('staff set up an event template: rules answered on their field, pricing lists, deep-linked tabs', async ({
  page,
}) => {
  // A long walk through every pricing list and its reloads.
  test.slow();
  await signInFromLoginPage(page);
  await page.getByRole('link', { name: 'Event templates' }).click();
  await expect(page).toHaveTitle('Tessera | Event templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const name = `Matinee ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // High availability must be more than 1% above low: the message sits under the field, nothing is saved.
  await page.getByRole('tab', { name: 'Money and availability' }).click();
  await expect(page).toHaveURL(/\/event-template\/\d+\/money$/);
  await page.getByLabel('High availability above').fill('50.5');
  await page.getByLabel('Low availability below').fill('50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('High Availability must be more than 1% larger than Low Availability'),
  ).toBeVisible();
  await page.getByLabel('High availability above').fill('70');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  // The order ticket limit may not pass 32767.
  await page.getByRole('tab', { name: 'Ticket limits' }).click();
  await page.getByLabel('Maximum tickets per order').fill('40000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Can't be higher than 32767")).toBeVisible();

  // Pricing: a price type, a fee set with a fee, a promotion with group codes.
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('tab', { name: 'Price types' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Senior');
  await page.getByLabel('Discount (%)').fill('15');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: '15%' })).toBeVisible();
  // A second price type, then the first edited to 25% off and the second archived.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Student');
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: '10%' })).toBeVisible();
  await page
    .getByRole('row', { name: /Senior/ })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Senior' });
  await edit.getByLabel('Discount (%)').fill('25');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('cell', { name: '25%' })).toBeVisible();
  await page
    .getByRole('row', { name: /Student/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Archive Student?' });
  await expect(confirm).toContainText('no longer offered for sale');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  const student = page.getByRole('row', { name: /Student/ });
  await expect(student).toContainText('Archived');
  await expect(student.getByRole('button', { name: 'Archive' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Fee sets' }).click();
  await expect(page).toHaveURL(/\/pricing\/fee-sets$/);
  await page.getByPlaceholder('Name of the new fee set').fill('Standard fees');
  await page.getByRole('button', { name: 'Add a fee set' }).click();
  await expect(page.getByRole('heading', { name: 'Standard fees' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Facility fee');
  await page.getByLabel('Amount', { exact: true }).fill('2.50');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: '$2.50' })).toBeVisible();
  // The fee edited to $3.75 for the next sale, then archived: it leaves the charged list for the archived one.
  await page
    .getByRole('row', { name: /Facility fee/ })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const editFee = page.getByRole('dialog', { name: 'Edit Facility fee' });
  await editFee.getByLabel('Amount', { exact: true }).fill('3.75');
  await editFee.getByRole('button', { name: 'Save' }).click();
  await expect(editFee).toBeHidden();
  await expect(page.getByRole('cell', { name: '$3.75' })).toBeVisible();
  await page
    .getByRole('row', { name: /Facility fee/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  const archiveFee = page.getByRole('dialog', { name: 'Archive Facility fee?' });
  await expect(archiveFee).toContainText('no longer charged on a new sale');
  await archiveFee.getByRole('button', { name: 'Archive' }).click();
  await expect(archiveFee).toBeHidden();
  await expect(page.getByRole('row', { name: /Facility fee/ })).toHaveCount(0);
  await page.getByText('Archived', { exact: true }).click();
  await expect(page.getByRole('row', { name: /Facility fee/ })).toContainText('Archived');
  await page.getByText('Charged', { exact: true }).first().click();

  await page.getByRole('tab', { name: 'Promotions' }).click();
  // The fee set's form leaves with its tab: fill the promotion's once its own fields are there.
  await expect(page).toHaveURL(/\/pricing\/promotions$/);
  await expect(page.getByLabel('Promo code')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Friends of the theatre');
  await page.getByLabel('Promo code').fill(`FRIENDS${Date.now() % 100000}`);
  await page.getByLabel('Valid from').fill('2026-12-01T10:00');
  await page.getByLabel('Valid until').fill('2026-11-01T10:00');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The promotion’s start date must be before its end date.')).toBeVisible();
  await page.getByLabel('Valid until').fill('2027-01-31T23:00');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Friends of the theatre')).toBeVisible();
  await page.getByLabel('How many').fill('250');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByText('250 codes')).toBeVisible();
  // The promotion edited to 20% off, then archived: its code is refused at sale, it stays listed as archived.
  await page
    .getByRole('row', { name: /Friends of the theatre/ })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const editPromotion = page.getByRole('dialog', { name: /^Edit FRIENDS/ });
  await editPromotion.getByLabel('Discount (%)').fill('20');
  // An event rule whose window runs backwards is answered on the dialog; set right, it saves.
  await editPromotion.getByRole('button', { name: 'Add an event rule' }).click();
  await editPromotion.getByLabel('Rule 1: events from').fill('2027-01-01T00:00');
  await editPromotion.getByLabel('Rule 1: events until').fill('2026-01-01T00:00');
  await editPromotion.getByRole('button', { name: 'Save' }).click();
  await expect(editPromotion.getByText('Rule 1: the event start must be before the end date.')).toBeVisible();
  await editPromotion.getByLabel('Rule 1: events until').fill('2027-12-31T23:00');
  await editPromotion.getByRole('button', { name: 'Save' }).click();
  await expect(editPromotion).toBeHidden();
  await expect(page.getByRole('cell', { name: '20%' })).toBeVisible();
  await page
    .getByRole('row', { name: /Friends of the theatre/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  const archivePromotion = page.getByRole('dialog', { name: /^Archive FRIENDS/ });
  await expect(archivePromotion).toContainText('refused at sale');
  await archivePromotion.getByRole('button', { name: 'Archive' }).click();
  await expect(archivePromotion).toBeHidden();
  await expect(page.getByText('No promotions yet.')).toBeVisible();
  await page.getByText('Archived', { exact: true }).click();
  await expect(page.getByRole('row', { name: /Friends of the theatre/ })).toContainText('Archived');
  await page.getByText('On sale', { exact: true }).first().click();

  // Every tab is a link of its own: reloading keeps the place.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Promotions', selected: true })).toBeVisible();

  // Products: limited stock needs a quantity on every variant.
  await page.getByRole('tab', { name: 'Products' }).click();
  // The previous tab's fields stay until the products tab is drawn: fill only once it is.
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Souvenir programme');
  await page
    .getByRole('textbox', { name: 'SKU' })
    .first()
    .fill(`PROG${Date.now() % 100000}`);
  await page.getByLabel('Price').fill('12');
  await page.getByLabel('Limited stock').check();
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).nth(1).fill('English');
  await page.getByRole('textbox', { name: 'SKU' }).nth(1).fill('PROG-EN');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByText('A product with inventory control needs a quantity for each variant.'),
  ).toBeVisible();
  await page.getByLabel('Quantity available').fill('300');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'English (300 left)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$12.00' })).toBeVisible();
  // The product's price edited for the next sale, then the product archived: listed only under Archived.
  await page
    .getByRole('row', { name: /Souvenir programme/ })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  const editProduct = page.getByRole('dialog', { name: 'Edit Souvenir programme' });
  await editProduct.getByLabel('Price').fill('15');
  await editProduct.getByRole('button', { name: 'Save' }).click();
  await expect(editProduct).toBeHidden();
  await expect(page.getByRole('cell', { name: '$15.00' })).toBeVisible();
  // Its variants: the last one on sale cannot be archived; with a French one added, the English one can.
  await page
    .getByRole('row', { name: /Souvenir programme/ })
    .getByRole('button', { name: 'Variants' })
    .click();
  const variants = page.getByRole('dialog', { name: 'Variants of Souvenir programme' });
  await variants
    .getByRole('row', { name: /English/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  const lastOne = page.getByRole('dialog', { name: 'Archive English?' });
  await lastOne.getByRole('button', { name: 'Archive' }).click();
  await expect(lastOne).toContainText('A product with variants keeps at least one on sale');
  await lastOne.getByRole('button', { name: 'Cancel' }).click();
  await variants.getByRole('textbox', { name: 'Name', exact: true }).fill('French');
  await variants.getByRole('textbox', { name: 'SKU' }).fill(`PROGFR${Date.now() % 100000}`);
  await variants.getByLabel('Quantity available').fill('100');
  await variants.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(variants.getByRole('row', { name: /French/ })).toContainText('On sale');
  await variants
    .getByRole('row', { name: /English/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  await page
    .getByRole('dialog', { name: 'Archive English?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(variants.getByRole('row', { name: /English/ })).toContainText('Archived');
  await page.keyboard.press('Escape');
  await expect(variants).toBeHidden();
  await expect(page.getByRole('cell', { name: 'French (100 left)' })).toBeVisible();
  await page
    .getByRole('row', { name: /Souvenir programme/ })
    .getByRole('button', { name: 'Archive' })
    .click();
  const archiveProduct = page.getByRole('dialog', { name: 'Archive Souvenir programme?' });
  await expect(archiveProduct).toContainText('no longer offered in the shop or at the box office');
  await archiveProduct.getByRole('button', { name: 'Archive' }).click();
  await expect(archiveProduct).toBeHidden();
  await expect(page.getByText('No products yet.')).toBeVisible();
  await page.getByText('Archived', { exact: true }).click();
  await expect(page.getByRole('row', { name: /Souvenir programme/ })).toContainText('Archived');
});
