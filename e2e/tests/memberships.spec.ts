import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

/** The row the walk repaints, one no other walk sells from: the Tempest's left circle, row A. */
async function memberRow(page: Page, eventId: number) {
  const seats = await (await page.request.get(`/api/admin/events/${eventId}/seats`)).json();
  const sections = seats.sections as string[] | undefined;
  const inRow = (i: number) => {
    const section = sections ? sections[seats.seats.section[i]] : seats.seats.section[i];
    return section === 'Circle Left' && seats.rows[seats.seats.row[i]] === 'A';
  };
  return (seats.seats.id as number[]).flatMap((id, i) =>
    inRow(i)
      ? [{ id, status: (seats.seats.status as string)[i], priceLevel: seats.seats.priceLevel[i] as number }]
      : [],
  );
}

/**
 * Gives the row's seats still open back their first price level, so the walks after this one
 * find the demo's prices (a seat sold in the walk keeps the level it was sold at).
 */
async function restoreRow(page: Page, eventId: number, priceLevelId: number) {
  const open = (await memberRow(page, eventId)).filter((s) => s.status === 'o').map((s) => s.id);
  if (open.length === 0) return;
  const painted = await page.request.post(`/api/admin/events/${eventId}/seats/bulk`, {
    data: { seatIds: open, action: { kind: 'priceLevel', priceLevelId } },
  });
  expect(painted.status(), await painted.text()).toBe(200);
}

/** The Tempest's seats of one row of the left circle, repainted at a members-only level. */
async function membersOnlyRow(page: Page, tag: string) {
  const events = await (await page.request.get('/api/admin/sell/events?search=tempest')).json();
  const eventId = events.items[0].id as number;
  const made = await page.request.post(`/api/admin/events/${eventId}/price-levels`, {
    data: { name: `Members ${tag}`, color: '#7048e8', defaultPrice: 2000, membershipTags: [tag] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const level = ((await made.json()).priceLevels as { id: number; name: string }[]).find(
    (l) => l.name === `Members ${tag}`,
  )!;
  const row = await memberRow(page, eventId);
  expect(row.length).toBeGreaterThan(0);
  const painted = await page.request.post(`/api/admin/events/${eventId}/seats/bulk`, {
    data: { seatIds: row.map((s) => s.id), action: { kind: 'priceLevel', priceLevelId: level.id } },
  });
  expect(painted.status(), await painted.text()).toBe(200);
  return { eventId, levelId: level.id, originalLevelId: row[0]!.priceLevel };
}

/** A box office basket of one members-only seat, sold to the customer (or to nobody). */
async function buyMemberSeat(
  page: Page,
  seat: { eventId: number; levelId: number },
  customerId: number | null,
) {
  const basket = await (
    await page.request.post('/api/admin/baskets', { data: { channel: 'PointOfSale' } })
  ).json();
  const added = await page.request.post(`/api/admin/baskets/${basket.id}/best-seats`, {
    data: { eventId: seat.eventId, quantity: 1, priceLevelIds: [seat.levelId] },
  });
  expect(added.status(), await added.text()).toBe(200);
  if (customerId !== null) {
    await page.request.put(`/api/admin/baskets/${basket.id}/customer`, { data: { customerId } });
  }
  return page.request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    data: {
      idempotencyKey: `e2e-member-seat-${Date.now()}-${Math.random()}`,
      buyer: { firstName: 'Marie', lastName: 'Curie', email: 'marie@example.test' },
      payments: [{ type: 'Cash', amount: (await added.json()).total }],
    },
  });
}

test('staff sell a membership to a customer, who then gets the members-only price', async ({ page }) => {
  test.slow();
  await signInFromLoginPage(page);
  const tag = `Patron${Date.now() % 100_000}`;
  const levelName = `Patrons circle ${tag}`;
  const level = await page.request.post('/api/admin/membership-levels', {
    data: {
      name: levelName,
      price: 9900,
      durationMonths: 12,
      renewalWindowDays: 30,
      reminderDays: 14,
      tags: [tag],
    },
  });
  expect(level.status(), await level.text()).toBe(201);
  const email = `marie.${tag.toLowerCase()}@example.test`;
  const customer = await (
    await page.request.post('/api/admin/customers', {
      data: { firstName: 'Marie', lastName: 'Curie', email },
    })
  ).json();
  const seat = await membersOnlyRow(page, tag);

  // Before: the members price is refused to her with the catalogue's message.
  const refused = await buyMemberSeat(page, seat, customer.id);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors[0]).toMatchObject({
    code: 'purchase.membership_required',
    message: 'This price is for members only.',
  });

  // The box office sells her the membership.
  await page.getByRole('link', { name: 'Sell memberships' }).click();
  await expect(page).toHaveURL(/\/admin\/v2\/sell-tickets\/memberships\/new$/);
  await page.getByRole('combobox', { name: 'Membership level' }).click();
  await page.getByRole('option', { name: `${levelName} · $99.00` }).click();
  await expect(page.getByRole('heading', { name: levelName })).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer' }).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  await expect(page.getByTestId('membership-customer')).toContainText('Marie Curie');
  await page.getByRole('button', { name: 'Sell for $99.00' }).click();
  await expect(page.getByRole('status')).toContainText('Membership sold');
  const memberNumber = (await page.getByTestId('member-number').textContent())!.trim();
  expect(memberNumber).toMatch(/^M\d{6,}$/);

  // Her memberships tab: level, member ID, member since, expiration.
  await page.getByRole('link', { name: 'Open the customer' }).click();
  await page.getByRole('tab', { name: 'Memberships' }).click();
  const row = page.getByRole('row', { name: new RegExp(memberNumber) });
  await expect(row).toContainText(levelName);
  await expect(row).toContainText('Active');

  // After: she gets the members-only price; a sale to nobody still does not.
  const bought = await buyMemberSeat(page, seat, customer.id);
  expect(bought.status(), await bought.text()).toBe(201);
  expect((await bought.json()).faceValueTotal).toBe(2000);
  const anonymous = await buyMemberSeat(page, seat, null);
  expect(anonymous.status()).toBe(403);
  await restoreRow(page, seat.eventId, seat.originalLevelId);
});
