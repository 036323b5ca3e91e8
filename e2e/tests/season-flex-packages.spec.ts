import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { seatIdAt, twoPartPlan } from './seasons';
import { overflowsSideways } from './shop';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

const place = { section: 'Stalls', row: 'M', seat: '4' };

test('the box office sells a flex package on a payment plan: the same seat in the two events chosen, none in the third', async ({
  page,
}) => {
  test.slow();
  const run = Date.now();
  const dates = [];
  for (const [n, days] of [
    ['one', 70],
    ['two', 77],
    ['three', 84],
  ] as const)
    dates.push(
      await copyOfTheTempest(page.request, { name: `Flex ${n} ${run}`, days, onSaleLikeOriginal: true }),
    );
  const headers = await staffHeaders(page.request);
  // A plan of two monthly instalments for these three dates only, so no other walk is offered it.
  const planName = `Two parts ${run}`;
  const planId = await twoPartPlan(
    page.request,
    headers,
    planName,
    'PointOfSale',
    dates.map((d) => d.eventId),
  );
  try {
    const season = await page.request.post('/api/admin/seasons', {
      headers,
      data: {
        name: `Flex season ${run}`,
        startsOn: '2027-01-01',
        endsOn: '2029-12-31',
        eventIds: dates.map((d) => d.eventId),
      },
    });
    expect(season.status(), await season.text()).toBe(201);

    // Account settings → Seasons: a flex package choosing two of the season's three events.
    await page.goto('/admin/v2/auth/login');
    await signIn(page, demoLogin);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await page.goto('/admin/v2/account-settings/seasons');
    const name = `Pick two ${run}`;
    const addRow = page.getByRole('textbox', { name: 'New season package' });
    await addRow.fill(name);
    await addRow.locator('xpath=../../..').getByRole('button', { name: 'Add' }).click();
    const panel = page.getByRole('dialog');
    await choose(page, 'Season', `Flex season ${run}`);
    await choose(page, 'Kind', 'Flex (choose events)');
    const count = panel.getByRole('textbox', { name: 'Events to choose' });
    await count.fill('4');
    await panel.getByRole('textbox', { name: 'Price for Full price' }).fill('70');
    await panel.getByRole('button', { name: 'Save' }).click();
    // The season has three events: four is refused with the catalogue's message, nothing saved.
    await expect(panel).toContainText(
      'A flex package chooses at least one event and no more than its season has',
    );
    await count.fill('2');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Flex: choose 2');

    // Sell Tickets → season tickets: the package, two of its events, a seat on the first one's map.
    await page.goto('/admin/v2/sell-tickets/season-packages');
    await choose(page, 'Season package', new RegExp(`^${name}`));
    const events = page.getByRole('combobox', { name: 'Choose 2 events' });
    await expect(page.getByRole('img', { name: /^Seat map with/ })).toHaveCount(0);
    await events.click();
    await page.getByRole('option', { name: new RegExp(`^Flex one ${run}`) }).click();
    await page.getByRole('option', { name: new RegExp(`^Flex three ${run}`) }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText('2 of 2 chosen: the seats are taken in these events only.')).toBeVisible();
    await expect(page.getByText('2 events in this package')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
    await expectAccessible(page, 'flex package sale');
    await choose(page, 'Section', place.section);
    await choose(page, 'Row', place.row);
    await page.getByRole('checkbox', { name: `${place.seat} · Available`, exact: true }).check();
    await page.getByRole('button', { name: 'Add package for 1 seat' }).click();
    const line = page.getByTestId('basket-package');
    await expect(line).toContainText(name);
    await expect(line).toContainText('Stalls · row M · seat 4 · Full price');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // On the plan: the card pays the first instalment now, one order with a ticket per chosen event.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Flo');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Flexer');
    await page.getByRole('textbox', { name: 'Email' }).fill(`flo.${run}@example.test`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await choose(page, 'Payment plan', planName);
    await expect(page.getByRole('table', { name: 'Schedule' }).getByRole('row')).toHaveCount(3);
    const first = (await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue()).trim();
    await page.getByRole('textbox', { name: 'Card number of payment 1' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry of payment 1' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Security code of payment 1' }).fill('123');
    await page.getByRole('button', { name: `Complete sale · ${first}` }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    const orderId = Number(/confirmation\/(\d+)$/.exec(page.url())![1]);
    await page.goto('/admin/v2/payment-plans');
    await page.getByRole('link', { name: `Order ${orderId}`, exact: true }).click();
    await expect(page.getByTestId('instalment-1')).toHaveText('Paid');
    await expect(page.getByTestId('instalment-2')).toHaveText('Due');
    const statuses = [];
    for (const d of dates)
      statuses.push((await seatIdAt(page.request, headers, d.eventId, place.seat, place)).status);
    expect(statuses).toEqual(['s', 'o', 's']);
  } finally {
    await page.request.delete(`/api/admin/payment-plan-settings/${planId}`, { headers });
    for (const d of dates) await deactivate(page.request, d.eventId);
  }
});
