import { expect, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { lastMailTo } from './identity';

const out = '/tmp/shopacct/shots';
const password = 'Analytical-Engine-1843!';

for (const [label, width] of [['desktop', 1280], ['mobile', 360]] as const) {
  test(`shop account screens ${label}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const email = `shots-${label}-${Date.now()}@example.test`;
    await page.goto('/shop/account/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: `${out}/${label}-login.png`, fullPage: true });
    await page.goto('/shop/account/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.screenshot({ path: `${out}/${label}-register-errors.png`, fullPage: true });
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await page.screenshot({ path: `${out}/${label}-verify.png`, fullPage: true });
    const token = (await lastMailTo(email)).text.match(/token=([\w-]+)/)?.[1];
    await request.post('/api/shop/account/verify-email', { data: { token } });
    await page.goto('/shop/account/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.screenshot({ path: `${out}/${label}-details.png`, fullPage: true });
    await page.goto('/shop/account/orders');
    await page.screenshot({ path: `${out}/${label}-orders.png`, fullPage: true });
    await page.goto('/shop/account/payment-methods');
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.screenshot({ path: `${out}/${label}-cards.png`, fullPage: true });
    await page.goto('/shop/account/password');
    await page.screenshot({ path: `${out}/${label}-password.png`, fullPage: true });
    await page.clock.install();
    await page.goto('/shop/account/details');
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.clock.fastForward('19:30');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${out}/${label}-expiry.png`, fullPage: true });
  });
}

test('admin delivery plans screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/account-settings/delivery-plans');
  await expect(page.getByText('Standard delivery')).toBeVisible();
  await page.screenshot({ path: `${out}/admin-plans.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.screenshot({ path: `${out}/admin-plan-form.png`, fullPage: true });
});
