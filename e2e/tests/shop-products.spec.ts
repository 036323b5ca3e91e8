import { expect, test } from '@playwright/test';
import { addTempestProducts } from './products';
import { addSeats, openTheTempest, overflowsSideways, pay } from './shop';

test('a guest buys two seats with a T-shirt in a size and a programme for the whole party', async ({
  page,
}) => {
  test.slow();
  const [shirt, programme] = await addTempestProducts((stamp) => [
    {
      name: `Tour T-shirt ${stamp}`,
      type: 'Merchandise',
      sku: `TEE-${stamp}`,
      price: 2500,
      inventoryControlled: true,
      variants: [
        { name: 'Small', sku: `TEE-${stamp}-S`, quantityAvailable: 20 },
        { name: 'Large', sku: `TEE-${stamp}-L`, quantityAvailable: 3 },
      ],
    },
    {
      name: `Souvenir programme ${stamp}`,
      type: 'Program',
      sku: `PROG-${stamp}`,
      price: 800,
      fullPartyAddOn: true,
      redemptionInstructions: 'Collect it at the cloakroom.',
    },
  ]);
  await openTheTempest(page);

  // The add-ons of the date: the programme comes with tickets, so it waits for them.
  const shirtCard = page.getByRole('article', { name: shirt!.name });
  const programmeCard = page.getByRole('article', { name: programme!.name });
  await expect(shirtCard).toContainText('$25.00');
  await expect(shirtCard).not.toContainText('left');
  await expect(programmeCard).toContainText('Collect it at the cloakroom.');
  await expect(programmeCard).toContainText('Add tickets for this date first.');
  await expect(page.getByRole('button', { name: `Add ${programme!.name} to basket` })).toBeDisabled();

  await addSeats(page, 'Circle Right', 'E', ['9', '10']);
  await expect(page.getByText('2 tickets in your basket')).toBeVisible();
  await expect(programmeCard).toContainText('One per ticket (2)');
  await page.getByRole('button', { name: `Add ${programme!.name} to basket` }).click();
  await expect(programmeCard).toContainText('In your basket');

  // A large T-shirt: only three are left, and two go in the basket.
  await page.getByRole('combobox', { name: `Option of ${shirt!.name}` }).click();
  await page.getByRole('option', { name: 'Large' }).click();
  await expect(shirtCard).toContainText('Only 3 left');
  await page.getByRole('button', { name: `One more: ${shirt!.name}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${shirt!.name}` })).toHaveValue('2');
  await page.getByRole('button', { name: `Add ${shirt!.name} to basket` }).click();
  await expect(shirtCard).toContainText('Only 1 left');
  await expect(shirtCard).toContainText('2 in your basket');

  // The basket: two seats, the programme fixed at one per ticket, the T-shirts changeable.
  await page.getByRole('link', { name: 'Go to basket' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/basket$/);
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  const products = page.getByTestId('basket-product');
  await expect(products).toHaveCount(2);
  const programmeLine = products.filter({ hasText: programme!.name });
  await expect(programmeLine.getByTestId('party-quantity')).toHaveText('One per ticket · 2');
  await expect(programmeLine).toContainText('$16.00');
  const shirtLine = products.filter({ hasText: `${shirt!.name} · Large` });
  await expect(shirtLine).toContainText('$50.00');
  await shirtLine.getByRole('button', { name: `One fewer: ${shirt!.name} · Large` }).click();
  await expect(shirtLine).toContainText('$25.00');
  await expect(shirtLine.getByRole('textbox', { name: `Quantity of ${shirt!.name} · Large` })).toHaveValue(
    '1',
  );
  // On a phone the basket and its add-ons fit the screen's width.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('article', { name: shirt!.name })).toBeVisible();
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
  await expect(page.getByTestId('basket-product')).toHaveCount(2);
  await pay(page, '4242 4242 4242 4242');

  // The confirmation lists the add-ons beside the tickets, with how to collect them.
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByTestId('confirmation-ticket')).toHaveCount(2);
  const sold = page.getByTestId('confirmation-product');
  await expect(sold).toHaveCount(2);
  await expect(sold.filter({ hasText: programme!.name })).toContainText('2 × $8.00');
  await expect(sold.filter({ hasText: programme!.name })).toContainText('Collect it at the cloakroom.');
  await expect(sold.filter({ hasText: `${shirt!.name} · Large` })).toContainText('1 × $25.00');

  // The stock sold is gone for the next buyer: two large T-shirts left.
  await openTheTempest(page);
  await page.getByRole('combobox', { name: `Option of ${shirt!.name}` }).click();
  await page.getByRole('option', { name: 'Large' }).click();
  await expect(page.getByRole('article', { name: shirt!.name })).toContainText('Only 2 left');
});
