import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { verifiedShopCustomer } from './identity';
import { addSeats, choose, openTheTempest, overflowsSideways, pay } from './shop';

/** A walk of a dozen screens, each analysed by axe (CPU-bound): an allowance for a busy machine. */
const manyScreens = 240_000;

test('every shop screen a buyer meets, from the home page to the confirmation', async ({ page }) => {
  test.setTimeout(manyScreens);
  await page.goto('/shop');
  await expectAccessible(page, 'shop home');
  await openTheTempest(page);
  await expectAccessible(page, 'choose seats');
  await page.getByRole('tab', { name: 'General admission' }).click();
  await expectAccessible(page, 'general admission');
  await page.getByRole('tab', { name: 'Choose seats' }).click();
  await addSeats(page, 'Circle Right', 'D', ['1', '2']);
  await expect(page.getByText('2 tickets in your basket')).toBeVisible();
  await expectAccessible(page, 'choose seats with a row open');
  await page.getByRole('link', { name: 'Go to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  await expectAccessible(page, 'basket');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
  await expectAccessible(page, 'payment');
  // A declined card shows its error on the payment page.
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
  await expectAccessible(page, 'payment with a declined card');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay (now|\S+)$/ }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('Thank you for your order')).toBeVisible();
  await expectAccessible(page, 'confirmation');
  for (const path of [
    '/shop/checkout/expired',
    '/shop/account/login',
    '/shop/account/register',
    '/shop/account/forgotpassword',
    '/shop/account/reset-password?token=not-a-token',
    '/shop/account/verify-email?token=not-a-token',
    '/shop/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('the shop account screens of a signed-in customer', async ({ page }) => {
  test.slow();
  const email = `axe-${Date.now()}@example.test`;
  const password = 'Axe-Check-2026!';
  await verifiedShopCustomer(page, { firstName: 'Ada', lastName: 'Axe', email }, password);
  await page.goto('/shop/account/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shop\/account\/details$/);
  for (const tab of [
    'details',
    'orders',
    'tickets',
    'memberships',
    'password',
    'payment-methods',
    'payment-plans',
  ]) {
    await page.goto(`/shop/account/${tab}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `account ${tab}`);
  }
  await page.goto('/shop/account/claim-tickets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'claim tickets');
});

test('the main back-office screens: sign-in, dashboard, selling, checkout, orders, events, templates', async ({
  page,
}) => {
  test.setTimeout(manyScreens);
  await page.goto('/admin/v2/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await signIn(page, demoLogin);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  // The sales figures, their range picker, chart, top events and today's performances.
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today’s performances' })).toBeVisible();
  await expectAccessible(page, 'dashboard');

  await page.getByRole('link', { name: 'Single tickets' }).click();
  await expectAccessible(page, 'single tickets');
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
  await expectAccessible(page, 'sell tickets');
  await choose(page, 'Section', 'Circle Left');
  await choose(page, 'Row', 'D');
  await page.getByRole('checkbox', { name: '1 · Available', exact: true }).check();
  await page.getByRole('checkbox', { name: '2 · Available', exact: true }).check();
  await expectAccessible(page, 'sell tickets with a row open');
  await page.getByRole('button', { name: 'Add 2 seats to basket' }).click();
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
  await expectAccessible(page, 'checkout basket');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Axe');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada.axe@example.test');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
  await expectAccessible(page, 'checkout payment');
  // Paid in cash, the first payment's method.
  await page.getByRole('button', { name: /^Complete sale/ }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
  await expectAccessible(page, 'checkout confirmation');
  const orderId = /confirmation\/(\d+)$/.exec(page.url())![1];

  const open = async (link: string) => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await expect(page).toHaveTitle(`Tessera | ${link}`);
    await expectAccessible(page, link);
  };
  await open('Orders');
  await page.goto(`/admin/v2/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expectAccessible(page, 'order detail');
  await open('Customers');
  await open('Events');
  await page
    .getByRole('link', { name: /The Tempest/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /The Tempest/ })).toBeVisible();
  await expectAccessible(page, 'event');
  await open('Event templates');
  await page
    .getByRole('link', { name: /Tempest/ })
    .first()
    .click();
  await expect(page).toHaveURL(/event-template\/\d+/);
  await expectAccessible(page, 'event template');
});

test.describe('at 200 % zoom (1280 px wide shown at 640 CSS pixels)', () => {
  test.use({ viewport: { width: 640, height: 720 }, deviceScaleFactor: 2 });

  test('no shop or back-office screen scrolls sideways', async ({ page }) => {
    test.slow();
    const sideways = async (screen: string) => {
      await page.waitForLoadState('networkidle');
      await expect.poll(() => overflowsSideways(page), { message: screen }).toBe(false);
    };
    for (const path of ['/shop', '/shop/account/login', '/shop/account/register', '/shop/checkout/basket']) {
      await page.goto(path);
      await sideways(path);
    }
    await openTheTempest(page);
    await sideways('choose seats');
    await page.goto('/admin/v2/auth/login');
    await sideways('sign-in');
    await signIn(page, demoLogin);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await sideways('dashboard');
    for (const path of [
      '/admin/v2/sell-tickets',
      '/admin/v2/orders',
      '/admin/v2/events',
      '/admin/v2/customers',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sideways(path);
    }
  });
});
