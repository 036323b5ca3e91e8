import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoLogin, signIn, signInFromLoginPage } from './demo';

const agent = { email: 'callcenter@demo.tessera.test', password: demoLogin.password };

/** The Tempest's Dates tab, as the demo administrator. */
async function openTempestDates(page: Page) {
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByLabel('Search', { exact: true }).fill('The Tempest');
  await page.getByRole('link', { name: 'The Tempest', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'The Tempest' })).toBeVisible();
  await page.getByRole('tab', { name: 'Dates' }).click();
}

/** Sets (or clears, with '') the Tempest's call-center on-sale date on its Dates tab, and saves. */
async function setCallCenterOnSale(page: Page, value: string) {
  await page.getByLabel('Call center on-sale', { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await page.getByRole('tab', { name: 'Dates' }).click();
  await expect(page.getByLabel('Call center on-sale', { exact: true })).toHaveValue(value);
}

/** The call-center agent in a browser of their own, on The Tempest's sell screen. */
async function agentSelling(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/v2/auth/login');
  await signIn(page, agent);
  await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
  await page.getByRole('link', { name: 'Single tickets' }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('tempest');
  await page.getByRole('textbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: 'Sell tickets to The Tempest' }).click();
  await page.getByRole('tab', { name: 'General admission' }).click();
  return { page, close: () => context.close() };
}

/** A week from now, as a date at the Demo Theatre (New York). */
function aWeekFromNowAtTheVenue(): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 7 * 86_400_000));
}

let dateLeftSet = false;

// The Tempest is every walk's event: a call-center date a failed run left behind is cleared.
test.afterEach(async ({ browser }) => {
  if (!dateLeftSet) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFromLoginPage(page);
  await openTempestDates(page);
  await setCallCenterOnSale(page, '');
  dateLeftSet = false;
  await context.close();
});

test('a call-center agent is refused before the call-center on-sale date, and sells once it is cleared', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, several screens each.
  test.slow();
  const day = aWeekFromNowAtTheVenue();

  // The administrator puts the call center on sale a week from now, at 10:00 at the venue.
  await signInFromLoginPage(page);
  await openTempestDates(page);
  dateLeftSet = true;
  await setCallCenterOnSale(page, `${day}T10:00`);

  // The agent tries to sell a standing place: refused, with the date the call center opens.
  const seller = await agentSelling(browser);
  await seller.page.getByRole('textbox', { name: 'Quantity for Standing' }).fill('1');
  await seller.page.getByRole('button', { name: 'Add', exact: true }).click();
  const refusal = seller.page.getByRole('alert').filter({ hasText: 'Could not add to the basket' });
  await expect(refusal).toContainText(
    `Tickets to this event are not on sale through this sales channel until ${day} 10:00.`,
  );
  await expect(seller.page.getByText('The basket is empty.', { exact: false })).toBeVisible();

  // Without the date the call center sells as before.
  await setCallCenterOnSale(page, '');
  dateLeftSet = false;
  await refusal.getByRole('button').click();
  await seller.page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(seller.page.getByText('Standing · 1 place')).toBeVisible();
  await seller.close();
});
