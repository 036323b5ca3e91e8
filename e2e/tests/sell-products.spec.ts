import { expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn } from './demo';
import { addTempestProducts } from './products';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

async function openTheTempest(page: Page) {
  await page.goto('/admin/v2/auth/login');
  await signIn(page, boxOffice);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.goto('/admin/v2/sell-tickets?search=tempest');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
}

test('the box office sells a standing place and two scarves for cash, then voids the scarves and their stock returns', async ({
  page,
}) => {
  test.slow();
  const [scarf] = await addTempestProducts((stamp) => [
    {
      name: `Scarf ${stamp}`,
      type: 'Merchandise',
      sku: `SCARF-${stamp}`,
      price: 1500,
      inventoryControlled: true,
      variants: [
        { name: 'Green', sku: `SCARF-${stamp}-G`, quantityAvailable: 6 },
        { name: 'Blue', sku: `SCARF-${stamp}-B`, quantityAvailable: 4 },
      ],
    },
  ]);
  await openTheTempest(page);
  const eventUrl = page.url();

  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Standing · 1 place')).toBeVisible();

  // Two blue scarves from the products tab, which shows the stock left.
  await page.getByRole('tab', { name: 'Products' }).click();
  const row = page.getByTestId('sell-product').filter({ hasText: scarf!.name });
  await expect(row.getByTestId('product-left')).toHaveText('6');
  await page.getByRole('combobox', { name: `Variant of ${scarf!.name}` }).click();
  await page.getByRole('option', { name: 'Blue · 4 left' }).click();
  await expect(row.getByTestId('product-left')).toHaveText('4');
  await page.getByRole('button', { name: `One more: ${scarf!.name}` }).click();
  await page.getByRole('button', { name: `Add ${scarf!.name} to the basket` }).click();
  const line = page.getByTestId('basket-product');
  await expect(line).toContainText(`${scarf!.name} · Blue`);
  await expect(line).toContainText('$30.00');
  await expect(row.getByTestId('product-left')).toHaveText('2');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
  await expect(page.getByTestId('basket-product')).toContainText(`${scarf!.name} · Blue`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
  await page.getByRole('button', { name: /^Complete sale/ }).click();

  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText(/^1 ticket and 1 product sold for \$\d+\.\d{2}\.$/)).toBeVisible();
  await expect(page.getByTestId('sold-product')).toContainText(`${scarf!.name} · Blue`);

  // The order's products tab: void the scarves on their own; the ticket stays.
  await page.goto(`/admin/v2/orders/${orderId}/products`);
  const item = page.getByTestId('order-product');
  await expect(item).toContainText('New');
  await page.getByRole('checkbox', { name: `Select ${scarf!.name} · Blue` }).check();
  await page.getByRole('button', { name: 'Void 1 product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void 1 product' });
  await expect(dialog).toContainText('Refund $30.00 to the original payments');
  await dialog.getByRole('button', { name: 'Void and refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('Voided');
  await expect(page.getByRole('checkbox', { name: `Select ${scarf!.name} · Blue` })).toBeDisabled();
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Standing' })).toContainText('New');
  // The cash payment gave back exactly what the dialog announced.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Cash' }).first()).toContainText('$30.00');

  // Back on the sell screen the two scarves are on sale again.
  await page.goto(eventUrl);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('combobox', { name: `Variant of ${scarf!.name}` }).click();
  await page.getByRole('option', { name: 'Blue · 4 left' }).click();
  await expect(
    page.getByTestId('sell-product').filter({ hasText: scarf!.name }).getByTestId('product-left'),
  ).toHaveText('4');
});
