import { expect, test } from '@playwright/test';
import { openTheTempest, overflowsSideways, pay } from './shop';

test.use({ viewport: { width: 360, height: 740 } });

test('the shop buying flow works 360 px wide', async ({ page }) => {
  test.slow();
  await openTheTempest(page);
  await page.getByRole('tab', { name: 'General admission' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('link', { name: 'Go to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect.poll(() => overflowsSideways(page)).toBe(false);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await pay(page, '5555 5555 5555 4444');
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expect.poll(() => overflowsSideways(page)).toBe(false);
});
