import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { standingPlaceToPayment } from './box-office';
import { demoLogin, signIn, signInFromLoginPage } from './demo';

/** The demo's point-of-sale seller (decisions/0093). */
const posSeller = { email: 'pos@demo.tessera.test', password: demoLogin.password };

/** Puts the counter back as the demo has it, whatever the walk did, for the walks after it. */
async function restoreCounter(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const reset = await request.delete('/api/admin/pos-settings', { headers });
  expect(reset.ok(), await reset.text()).toBe(true);
}

test.afterEach(async ({ request }) => restoreCounter(request));

const toPayment = (page: Page) =>
  standingPlaceToPayment(page, { firstName: 'Walk', lastName: 'Up', email: 'walk-up@example.test' });

test('POS settings: the venue takes no cash at the counter and puts checks first; its POS seller sees exactly that at checkout', async ({
  page,
}) => {
  test.slow();
  await signInFromLoginPage(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'POS settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'POS settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Cash' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Cash' }).uncheck();
  await page.getByRole('button', { name: 'Move Check up' }).click();
  await page.getByRole('button', { name: 'Move Check up' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('POS settings saved');
  await expectAccessible(page, 'POS settings');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Cash' })).not.toBeChecked();

  // The seller at the counter: the first payment line starts on a check, and cash is not offered.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin/v2/auth/login');
  await signIn(page, posSeller);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  // A POS seller has no POS settings in their sidebar.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'POS settings' }),
  ).toHaveCount(0);
  await toPayment(page);
  const type = page.getByRole('combobox', { name: 'Payment 1', exact: true });
  await expect(type).toHaveValue('Check');
  await type.click();
  await expect(page.getByRole('option')).toHaveText([
    'Check',
    'Credit card',
    'Card terminal',
    'Gift certificate',
    'Comp',
    'Custom payment',
    'Manual payment',
  ]);
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'point-of-sale checkout');
});

for (const [locale, width] of [
  ['en-US', 1280],
  ['en-US', 360],
  ['es-ES', 1280],
  ['es-ES', 360],
] as const) {
  test(`POS settings at ${width}px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFromLoginPage(page);
    await page.evaluate((l) => localStorage.setItem('tessera.locale', l), locale);
    await page.goto('/admin/v2/tools/pos-settings');
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'es-ES' ? 'Ajustes del punto de venta' : 'POS settings',
    );
    await expectAccessible(page, `POS settings (${locale}, ${width}px)`);
    await page.screenshot({ path: `test-results/pos-settings-${locale}-${width}.png`, fullPage: true });
  });
}
