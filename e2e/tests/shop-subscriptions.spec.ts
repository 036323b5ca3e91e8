import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { verifiedShopCustomer } from './identity';
import { seasonWithPackage, twoPartPlan } from './seasons';
import { overflowsSideways } from './shop';
import { staffHeaders } from './tempest-dates';

/* The shop's /subscriptions (decisions/0111): a signed-in customer buys a season package. */

test('a signed-in customer buys a season package in /subscriptions, paying with a card they save, and sees it in their account', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const headers = await staffHeaders(page.request);
  const pkg = await seasonWithPackage(page.request, headers, `Subscribe ${run}`, 60);
  const email = `dorothy.${run}@example.test`;
  const password = 'Penicillin-Crystal-1945!';
  const shop = await browser.newContext();
  const shopper = await shop.newPage();
  try {
    await verifiedShopCustomer(shopper, { firstName: 'Dorothy', lastName: 'Hodgkin', email }, password);
    // Signed out, /subscriptions asks to sign in.
    await shopper.goto('/subscriptions');
    await expect(shopper).toHaveURL(/\/shop\/subscriptions$/);
    await expect(shopper.getByRole('link', { name: 'Sign in to buy a season package.' })).toBeVisible();
    await shopper.goto('/shop/account/login');
    await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await shopper.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await shopper.getByRole('button', { name: 'Sign in' }).click();
    await expect(shopper.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

    await shopper.goto('/shop/subscriptions');
    await expect(shopper.getByRole('heading', { name: 'Season subscriptions', level: 1 })).toBeVisible();
    await shopper.getByRole('button', { name: `Choose this package: ${pkg.name}` }).click();
    await expect(shopper.getByText('1 event in this package')).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Best available seat in every event' })).toBeVisible();
    await expectAccessible(shopper, 'shop subscriptions');
    for (const width of [1280, 360]) {
      await shopper.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflowsSideways(shopper)).toBe(false);
      await shopper.screenshot({
        path: test.info().outputPath(`subscriptions-en-${width}.png`),
        fullPage: true,
      });
    }
    await shopper.setViewportSize({ width: 1280, height: 900 });

    await shopper.getByRole('button', { name: 'Best available seat in every event' }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/basket$/);
    await expect(shopper.getByTestId('basket-package')).toContainText(pkg.name);
    await shopper.goto('/shop/checkout/payment');
    const consent = shopper.getByRole('checkbox', { name: /^Save this card in my account/ });
    await expect(consent).toBeVisible();
    await shopper.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await shopper.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await shopper.getByRole('textbox', { name: 'Security code' }).fill('123');
    // Without consent the sale is refused with the rule's own words.
    await shopper.getByRole('button', { name: /^Pay \S+$/ }).click();
    await expect(shopper.getByRole('alert')).toContainText(
      'Season ticket purchases require a saved card and authorization to save it.',
    );
    await consent.check();
    await shopper.getByRole('button', { name: /^Pay \S+$/ }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation/);

    // The account's season-packages tab lists it with its event; the card is saved.
    await shopper.goto('/shop/account/season-packages');
    const bought = shopper.getByTestId('season-package').filter({ hasText: pkg.name });
    await expect(bought).toBeVisible();
    await expect(bought).toContainText(`Subscribe ${run} night`);
    await shopper.goto('/shop/account/payment-methods');
    await expect(shopper.getByRole('main')).toContainText('4242');
  } finally {
    await shop.close();
  }

  // The same pages in Spanish, at both widths.
  const spanish = await browser.newContext({ locale: 'es-ES' });
  const lector = await spanish.newPage();
  try {
    const signedIn = await lector.request.post('/api/shop/account/login', { data: { email, password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await lector.goto('/shop/subscriptions');
    await expect(lector.getByRole('heading', { name: 'Abonos de temporada', level: 1 })).toBeVisible();
    await lector.getByRole('button', { name: `Elegir este abono: ${pkg.name}` }).click();
    await expect(
      lector.getByRole('button', { name: 'Mejor butaca libre en todos los eventos' }),
    ).toBeVisible();
    for (const width of [1280, 360]) {
      await lector.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflowsSideways(lector)).toBe(false);
      await lector.screenshot({
        path: test.info().outputPath(`subscriptions-es-${width}.png`),
        fullPage: true,
      });
    }
  } finally {
    await spanish.close();
  }
});

test('a signed-in customer buys a season package on a payment plan: the first installment now, the schedule in the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now();
  const headers = await staffHeaders(page.request);
  const pkg = await seasonWithPackage(page.request, headers, `Instalments ${run}`, 90);
  // A plan for this package's event only, so no other walk's payment page offers it.
  const planName = `Two parts ${run}`;
  const planId = await twoPartPlan(page.request, headers, planName, 'Web', [pkg.eventId]);
  const email = `rosalind.${run}@example.test`;
  const password = 'Double-Helix-Photo-51!';
  const shop = await browser.newContext();
  const shopper = await shop.newPage();
  try {
    await verifiedShopCustomer(shopper, { firstName: 'Rosalind', lastName: 'Franklin', email }, password);
    const signedIn = await shopper.request.post('/api/shop/account/login', { data: { email, password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await shopper.goto('/shop/subscriptions');
    await shopper.getByRole('button', { name: `Choose this package: ${pkg.name}` }).click();
    await shopper.getByRole('button', { name: 'Best available seat in every event' }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/basket$/);
    await shopper.goto('/shop/checkout/payment');

    // The plan replaces the package's own card consent with the plan's.
    await shopper.getByRole('radio', { name: `${planName} · 2 installments` }).check();
    const rows = shopper.getByTestId('plan-schedule').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Due now');
    const first = (await rows.nth(1).getByRole('cell').nth(2).textContent()) ?? '';
    expect(first).toMatch(/^\$\d/);
    await expect(shopper.getByRole('checkbox', { name: /^Save this card in my account/ })).toHaveCount(0);
    await shopper.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await shopper.getByRole('textbox', { name: 'Expiry' }).fill('12/30');
    await shopper.getByRole('textbox', { name: 'Security code' }).fill('123');
    await shopper.getByRole('button', { name: `Pay ${first}` }).click();
    await expect(shopper.getByRole('alert')).toContainText(
      'Season ticket purchases require a saved card and authorization to save it.',
    );
    await shopper
      .getByRole('checkbox', { name: 'Keep my card to pay the later installment on its date' })
      .check();
    await shopper.setViewportSize({ width: 360, height: 900 });
    await expect.poll(() => overflowsSideways(shopper)).toBe(false);
    await shopper.screenshot({ path: test.info().outputPath('subscription-plan-360.png'), fullPage: true });
    await shopper.setViewportSize({ width: 1280, height: 900 });
    await shopper.getByRole('button', { name: `Pay ${first}` }).click();
    await expect(shopper).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
    const plan = shopper.getByTestId('customer-plan');
    await expect(plan).toContainText(planName);
    await expect(plan.getByRole('row').nth(1)).toContainText('Paid');
    await expect(plan.getByRole('row').nth(2)).toContainText('Due');

    // The account holds the package, and the plan with its second installment due.
    await shopper.goto('/shop/account/season-packages');
    await expect(shopper.getByTestId('season-package').filter({ hasText: pkg.name })).toBeVisible();
    await shopper.goto('/shop/account');
    await shopper.getByRole('tab', { name: 'Payment plans' }).click();
    const inAccount = shopper.getByTestId('customer-plan').filter({ hasText: planName });
    await expect(inAccount.getByRole('row').nth(2)).toContainText('Due');
  } finally {
    await shop.close();
    await page.request.delete(`/api/admin/payment-plan-settings/${planId}`, { headers });
  }
});
