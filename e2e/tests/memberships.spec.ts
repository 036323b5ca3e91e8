import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { verifiedShopCustomer } from './identity';
import { addSeats, openTheTempest, pay } from './shop';

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
      ? [
          {
            id,
            seat: seats.seats.seat[i] as string,
            status: (seats.seats.status as string)[i],
            priceLevel: seats.seats.priceLevel[i] as number,
            alert: seats.seats.seatAlert[i] as number,
          },
        ]
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

/**
 * An open seat of the row the shop sells alone: no seat alert (no dialog to read), and no single
 * open seat left beside it (the shop's rule against single empty seats).
 */
function lonelySeat(row: { seat: string; status: string | undefined; alert: number }[]): string {
  const byNumber = [...row].sort((a, b) => Number(a.seat) - Number(b.seat));
  const open = (i: number) => byNumber[i]?.status === 'o';
  const leavesNoSingle = (i: number, step: number) => !open(i + step) || open(i + 2 * step);
  const at = byNumber.findIndex(
    (s, i) => s.status === 'o' && s.alert === 0 && leavesNoSingle(i, -1) && leavesNoSingle(i, 1),
  );
  expect(at).toBeGreaterThanOrEqual(0);
  return byNumber[at]!.seat;
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
  return { eventId, levelId: level.id, originalLevelId: row[0]!.priceLevel, openSeat: lonelySeat(row) };
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

test('a customer buys a membership in the shop by card, finds it in their account, and then gets the members-only seat in the shop', async ({
  page,
}) => {
  test.slow();
  await signInFromLoginPage(page);
  const tag = `Friend${Date.now() % 100_000}`;
  const levelName = `Friends ${tag}`;
  const made = await page.request.post('/api/admin/membership-levels', {
    data: {
      name: levelName,
      description: 'Priority booking and a members-only price.',
      price: 4500,
      durationMonths: 12,
      renewalWindowDays: 30,
      reminderDays: 14,
      tags: [tag],
      onlineSale: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const level = (await made.json()) as { id: number };
  const password = 'Radium-and-Polonium-1898!';
  const email = `irene.${tag.toLowerCase()}@example.test`;
  await verifiedShopCustomer(page, { firstName: 'Irène', lastName: 'Curie', email }, password);

  // Not signed in, the level's page offers the sign-in, which comes back to it.
  await page.goto(`/shop/memberships/${level.id}`);
  await expect(page.getByRole('heading', { name: levelName, level: 1 })).toBeVisible();
  await expect(page.getByText('$45.00 · 12 months')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to buy a membership.' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/memberships/${level.id}$`));

  // Before she is a member, a seat at the members-only level is refused at payment, in the
  // catalogue's words, and stays in her basket.
  const seat = await membersOnlyRow(page, tag);
  const buyer = { firstName: 'Irène', lastName: 'Curie', email };
  try {
    await openTheTempest(page);
    await addSeats(page, 'Circle Left', 'A', [seat.openSeat]);
    await expect(page.getByText('1 ticket in your basket')).toBeVisible();
    await page.goto('/shop/checkout/payment');
    await pay(page, '4242 4242 4242 4242', buyer);
    await expect(page.getByRole('alert')).toContainText('This price is for members only.');
    await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
    await page.goto(`/shop/memberships/${level.id}`);
    await expect(page.getByRole('heading', { name: levelName, level: 1 })).toBeVisible();
    await buyMembership(page, levelName);

    // A member now: the same seat sells at the members' $20.00.
    await page.goto('/shop/checkout/basket');
    await expect(page.getByRole('main')).toContainText('$20.00');
    await page.goto('/shop/checkout/payment');
    await pay(page, '4242 4242 4242 4242', buyer);
    await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
    await expect(page.getByRole('main')).toContainText(`Circle Left`);
  } finally {
    await restoreRow(page, seat.eventId, seat.originalLevelId);
  }
});

/** Buys the level on its shop page: a declined card first, then a good one; the account shows it. */
async function buyMembership(page: Page, levelName: string) {
  // A card the sandbox declines is refused with its reason; a good one buys the membership.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Buy for $45.00' }).click();
  await expect(page.getByRole('alert')).toContainText('declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Buy for $45.00' }).click();
  const welcome = page.getByRole('status');
  await expect(welcome).toContainText('Welcome! Your member ID is M');
  const memberNumber = (await welcome.textContent())!.match(/M\d+/)![0];

  // The account's memberships tab shows the level, the member ID and when it runs out.
  await welcome.getByRole('link', { name: 'Memberships' }).click();
  await expect(page.getByText(levelName)).toBeVisible();
  await expect(page.getByText(`Member ID: ${memberNumber}`)).toBeVisible();
  await expect(page.getByText(/^Expiration: /)).toBeVisible();
}
