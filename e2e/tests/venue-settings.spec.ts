import { expect, test } from '@playwright/test';
import { verifiedShopCustomer } from './identity';
import { addSeats, openTheTempest, pay } from './shop';
import { freeSeats, saveSettings } from './venue';

test.afterEach(async ({ request }) =>
  saveSettings(request, {
    confirmationPageContent: '',
    googleAnalyticsId: '',
    googleAnalytics4Id: '',
    registeredGuestCanDeleteAccount: false,
  }),
);

test('the shop loads the venue’s analytics tag and shows its confirmation page content after a purchase', async ({
  page,
  request,
}) => {
  test.slow();
  await saveSettings(request, {
    confirmationPageContent: '<p>Drinks are served in the Riverside bar from 6 pm.</p>',
    googleAnalytics4Id: 'G-TESSERA42',
  });
  // Google is out of reach in the walk: the tag's request is answered empty.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await openTheTempest(page);
  await expect(
    page.locator('head script[src^="https://www.googletagmanager.com/gtag/js?id=G-TESSERA42"]'),
  ).toHaveCount(1);
  const [free] = await freeSeats(request, 'Circle Left', 1);
  await addSeats(page, 'Circle Left', free!.row, [free!.seat]);
  await page.getByRole('link', { name: 'Go to basket' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await pay(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
  const venueContent = page.frameLocator('[data-testid="confirmation-venue-content"]');
  await expect(venueContent.getByText('Drinks are served in the Riverside bar from 6 pm.')).toBeVisible();
  await page.screenshot({ path: 'test-results/venue-confirmation-content.png', fullPage: true });
});

test('a registered customer deletes their account when the venue offers it', async ({ page, request }) => {
  const password = 'Analytical-Engine-1843!';
  const email = `leaving-${Date.now()}@example.test`;
  await verifiedShopCustomer(page, { firstName: 'Ada', lastName: 'Lovelace', email }, password);
  await page.goto('/shop/account/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Password' }).click();
  // Off (the demo's setting): nothing to delete with.
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toHaveCount(0);

  await saveSettings(request, { registeredGuestCanDeleteAccount: true });
  await page.reload();
  await page.getByRole('tab', { name: 'Password' }).click();
  const section = page.getByTestId('delete-account');
  await section.getByLabel('Your password, to confirm').fill('not-my-password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Your current password is not correct.')).toBeVisible();
  await section.getByLabel('Your password, to confirm').fill(password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
