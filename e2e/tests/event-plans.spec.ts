import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoLogin, signInFromLoginPage } from './demo';

/** Records made through the API as the demo administrator, for the screens to work on. */
async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async (url: string, data: unknown, method: 'POST' | 'PUT' = 'POST') => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
}

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string | RegExp, nth = 0) {
  await page.getByRole('combobox', { name: label, exact: true }).nth(nth).click();
  await page.getByRole('option', { name: option }).click();
}

test('staff build a flexible event plan over two events, refused first for a maximum above them', async ({
  page,
}) => {
  // A long walk through several screens on a shared machine.
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const post = await api(page.request);
  const venue = await post('/api/admin/venues', {
    name: `Recital Hall ${stamp}`,
    timezone: 'America/New_York',
  });
  const events = [];
  for (const [name, day, price] of [
    [`Haydn ${stamp}`, '2027-01-10', 4000],
    [`Brahms ${stamp}`, '2027-02-14', 3000],
  ] as const) {
    const event = await post('/api/admin/events', {
      name,
      venueId: venue.id,
      mapId: null,
      dates: { LocalDate: `${day}T19:30`, LocalEndDate: `${day}T22:00`, LocalOnSaleDate: '2026-10-01T10:00' },
    });
    await post(`/api/admin/events/${event.id}/price-levels`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: price,
    });
    events.push({ id: event.id as number, name });
  }

  await signInFromLoginPage(page);
  await page.getByRole('link', { name: 'Event plans' }).click();
  await expect(page).toHaveTitle('Tessera | Event plans');
  await page.getByRole('link', { name: 'New event plan' }).click();
  const plan = `Recital pair ${stamp}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(plan);
  for (const event of events) await choose(page, 'Add an event', new RegExp(event.name));
  await expect(page.getByRole('cell', { name: events[1]!.name, exact: true })).toBeVisible();

  // The maximum may not pass the two events listed: the message sits under the field, nothing is saved.
  await page.getByRole('textbox', { name: 'And at most' }).fill('3');
  await page.getByLabel('Discount on each ticket (%)').fill('15');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('The maximum cannot be more than the 2 events in the plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/event-plans\/new$/);

  await page.getByRole('textbox', { name: 'And at most' }).fill('2');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { name: plan })).toBeVisible();
  await expect(page).toHaveURL(/\/event-plans\/\d+$/);

  // The price check: two Stalls tickets, 15% off each as the plan.
  await page.getByRole('button', { name: 'Check the price' }).click();
  await expect(page.getByRole('table', { name: 'Plan price' })).toContainText('$70.00');
  await expect(page.getByText('The plan saves $10.50.')).toBeVisible();

  // The list finds it, and the event shows the plans it is in.
  await page.getByRole('link', { name: '← All event plans' }).click();
  await page.getByRole('textbox', { name: 'Search by name' }).fill(`Recital pair ${stamp}`);
  await page.getByRole('textbox', { name: 'Search by name' }).press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(plan) })).toContainText('2 of 2 events');
  await page.goto(`/admin/v2/event/${events[0]!.id}/prices`);
  await expect(page.getByRole('link', { name: plan })).toBeVisible();
});

test('staff add a package to a template and save card commissions as a grid', async ({ page }) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const post = await api(page.request);
  await signInFromLoginPage(page);

  // A package of a template's package-only price level and a product, priced as a whole.
  const template = await post('/api/admin/event-templates', { name: `Gala ${stamp}` });
  await post(`/api/admin/event-templates/${template.id}/price-levels`, {
    name: 'Box',
    color: '#fab005',
    defaultPrice: 9000,
    packageOnly: true,
  });
  await post(`/api/admin/event-templates/${template.id}/products`, {
    name: 'Dinner',
    type: 'FoodAndBeverage',
    sku: `DIN-${stamp}`,
    price: 3000,
  });
  await page.goto(`/admin/v2/event-template/${template.id}/pricing/packages`);
  await expect(page.getByRole('tab', { name: 'Packages', selected: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dinner and a show');
  await page.getByRole('textbox', { name: 'Package price' }).fill('120');
  await choose(page, 'Item', 'Box (package only)');
  await page.getByRole('textbox', { name: 'Quantity' }).first().fill('2');
  await page.getByRole('textbox', { name: 'Price each' }).first().fill('45');
  await page.getByRole('button', { name: 'Add an item' }).click();
  await choose(page, 'Item', 'Dinner', 1);
  await page.getByRole('textbox', { name: 'Quantity' }).nth(1).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByRole('row', { name: /Dinner and a show/ });
  await expect(row).toContainText('2 × Box · $72.00');
  await expect(row).toContainText('2 × Dinner · $48.00');
  await expect(row).toContainText('$120.00');

  // Card-processing costs: a minimum above the maximum is refused on its cell, then the grid saves whole.
  await page.getByRole('tab', { name: 'Card-processing costs' }).click();
  await page.getByRole('textbox', { name: 'Visa Credit: Percent' }).fill('2.9');
  await page.getByRole('textbox', { name: 'Visa Credit: Flat amount' }).fill('0.30');
  await page.getByRole('textbox', { name: 'American Express Credit: Minimum' }).fill('5');
  await page.getByRole('textbox', { name: 'American Express Credit: Maximum' }).fill('1');
  await page.getByRole('button', { name: 'Save card-processing costs' }).click();
  await expect(page.getByText('The minimum cannot be more than the maximum.')).toBeVisible();
  await page.getByRole('textbox', { name: 'American Express Credit: Maximum' }).fill('10');
  await page.getByRole('button', { name: 'Save card-processing costs' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Visa Credit: Percent' })).toHaveValue('2.9%');
  await expect(page.getByRole('textbox', { name: 'American Express Credit: Maximum' })).toHaveValue('$10.00');
});
