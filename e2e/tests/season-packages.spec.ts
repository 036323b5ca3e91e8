import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signIn } from './demo';
import { copyOfTheTempest, deactivate, staffHeaders } from './tempest-dates';

const boxOffice = { email: 'supervisor@demo.tessera.test', password: demoLogin.password };

/** Mantine selects: open by label, pick the option by name. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The status letter of one place ("Stalls", "M", "3") in an event's seats (o open, s sold, …). */
async function statusAt(
  page: Page,
  headers: { authorization: string },
  eventId: number,
  place: { section: string; row: string; seat: string },
) {
  const data = await (await page.request.get(`/api/admin/events/${eventId}/seats`, { headers })).json();
  const sections = data.sections as string[] | undefined;
  const ids = data.seats.id as number[];
  const i = ids.findIndex((_, n) => {
    const section = sections ? sections[data.seats.section[n]] : data.seats.section[n];
    return (
      section === place.section &&
      data.rows[data.seats.row[n]] === place.row &&
      data.seats.seat[n] === place.seat
    );
  });
  expect(i).toBeGreaterThanOrEqual(0);
  return (data.seats.status as string)[i];
}

test('the box office sells a fixed season package for cash: the same seat, sold in every event', async ({
  page,
}) => {
  test.slow();
  const run = Date.now();
  // Two dates of the walk's own, copies of The Tempest on the same venue map.
  const first = await copyOfTheTempest(page.request, {
    name: `Tempest season opening ${run}`,
    days: 60,
    onSaleLikeOriginal: true,
  });
  const second = await copyOfTheTempest(page.request, {
    name: `Tempest season closing ${run}`,
    days: 67,
    onSaleLikeOriginal: true,
  });
  const headers = await staffHeaders(page.request);
  const types = (await (
    await page.request.get(`/api/admin/event-templates/${first.templateId}/price-types`, { headers })
  ).json()) as { id: number; name: string }[];
  const full = types.find((p) => p.name === 'Full price')!;

  try {
    // The season and its package are set up in account settings (the old address lands on the tab).
    await page.goto('/admin/v2/auth/login');
    await signIn(page, boxOffice);
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await page.goto('/subscriptions/admin/v2/account-settings/seasons');
    await expect(page).toHaveURL(/\/admin\/v2\/account-settings\/seasons$/);
    await expect(page.getByRole('tab', { name: 'Seasons', selected: true })).toBeVisible();
    const season = await page.request.post('/api/admin/seasons', {
      data: {
        name: `Spring season ${run}`,
        startsOn: '2027-01-01',
        endsOn: '2027-12-31',
        eventIds: [first.eventId, second.eventId],
      },
    });
    expect(season.status(), await season.text()).toBe(201);
    const made = await page.request.post('/api/admin/season-packages', {
      data: {
        seasonId: (await season.json()).id,
        name: `Tempest pair ${run}`,
        prices: [{ priceTypeId: full.id, price: 9000 }],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: `Tempest pair ${run}` })).toContainText(
      'Full price $90.00',
    );
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Spring season ${run}` })
        .first(),
    ).toContainText('2 events');

    // The sidebar's season packages entry (feature on, the group manages packages).
    await expect(page.getByRole('link', { name: 'Season packages' })).toBeVisible();

    // Sell Tickets → season tickets: the package, its price type, a seat on the first date's map.
    await page.getByRole('link', { name: 'Season tickets' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/season-packages$/);
    await choose(page, 'Season package', new RegExp(`^Tempest pair ${run}`));
    await expect(page.getByRole('combobox', { name: 'Price type', exact: true })).toHaveValue(
      'Full price · $90.00',
    );
    await expect(page.getByText('2 events in this package')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Seat map with \d+ seats to sell from$/ })).toBeVisible();
    await choose(page, 'Section', 'Stalls');
    await choose(page, 'Row', 'M');
    await page.getByRole('checkbox', { name: '3 · Available', exact: true }).check();
    await page.getByRole('button', { name: 'Add package for 1 seat' }).click();

    // One package line with its two parts: $90.00 and a booking fee per ticket.
    const line = page.getByTestId('basket-package');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`Tempest pair ${run}`);
    await expect(line).toContainText('Stalls · row M · seat 3 · Full price');
    await expect(line).toContainText('2 events');
    await expect(line).toContainText('Tempest season opening');
    await expect(line).toContainText('Tempest season closing');
    await expect(page.getByTestId('basket-line')).toHaveCount(0);
    await expectAccessible(page, 'season tickets');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/basket$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Subscriber');
    await page.getByRole('textbox', { name: 'Email' }).fill('sam.subscriber@example.test');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/payment$/);
    const total = await page.getByRole('textbox', { name: 'Amount of payment 1' }).inputValue();
    await page.getByRole('button', { name: `Complete sale · ${total}` }).click();

    // One order, a ticket for each date, and the seat sold in both.
    await expect(page).toHaveURL(/\/admin\/v2\/checkout\/confirmation\/\d+$/);
    await expect(page.getByText(`2 tickets sold for ${total}.`)).toBeVisible();
    const place = { section: 'Stalls', row: 'M', seat: '3' };
    expect(await statusAt(page, headers, first.eventId, place)).toBe('s');
    expect(await statusAt(page, headers, second.eventId, place)).toBe('s');
    for (const eventId of [first.eventId, second.eventId]) {
      await page.goto(`/admin/v2/sell-tickets?event=${eventId}`);
      await choose(page, 'Section', 'Stalls');
      await choose(page, 'Row', 'M');
      await expect(page.getByRole('checkbox', { name: '3 · Unavailable', exact: true })).toBeVisible();
    }
  } finally {
    await deactivate(page.request, first.eventId);
    await deactivate(page.request, second.eventId);
  }
});
