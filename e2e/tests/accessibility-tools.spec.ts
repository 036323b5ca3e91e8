import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';

/** The Tools and the account settings tabs of decisions/0069–0072, each analysed by axe. */
test('the tools and the email and ticket template settings', async ({ page }) => {
  test.setTimeout(240_000);
  await signInFromLoginPage(page);
  for (const path of [
    '/admin/v2/tools',
    '/admin/v2/tools/translations',
    '/admin/v2/tools/bulk-update-order-delivery-methods',
    '/admin/v2/tools/update-scheduled-ticket-delivery-dates',
    '/admin/v2/tools/update-product-image',
    '/admin/v2/tools/validate-images',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
  for (const tab of ['email-templates', 'ticket-template']) {
    await page.goto(`/admin/v2/account-settings/${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectAccessible(page, tab);
  }
});
