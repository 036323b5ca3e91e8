import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { copyOfTheTempest } from './tempest-dates';

/* The season renewal walks' set-up: packages of one date, sold at the box office through the API. */

export type Headers = { authorization: string };

/** The id of one place in an event's seats (the columnar seat list staff read). */
export async function seatIdAt(
  request: APIRequestContext,
  headers: Headers,
  eventId: number,
  seat = '7',
  place = { section: 'Stalls', row: 'K', seat },
) {
  const data = await (await request.get(`/api/admin/events/${eventId}/seats`, { headers })).json();
  const sections = data.sections as string[] | undefined;
  const i = (data.seats.id as number[]).findIndex((_, n) => {
    const section = sections ? sections[data.seats.section[n]] : data.seats.section[n];
    return (
      section === place.section &&
      data.rows[data.seats.row[n]] === place.row &&
      data.seats.seat[n] === place.seat
    );
  });
  expect(i).toBeGreaterThanOrEqual(0);
  return { id: data.seats.id[i] as number, status: (data.seats.status as string)[i] };
}

/** A season of one date with a fixed package at $80.00 for the full price. */
export async function seasonWithPackage(
  request: APIRequestContext,
  headers: Headers,
  name: string,
  days: number,
) {
  const event = await copyOfTheTempest(request, { name: `${name} night`, days, onSaleLikeOriginal: true });
  const types = (await (
    await request.get(`/api/admin/event-templates/${event.templateId}/price-types`, { headers })
  ).json()) as { id: number; name: string }[];
  const full = types.find((p) => p.name === 'Full price')!;
  const season = await request.post('/api/admin/seasons', {
    headers,
    data: { name: `${name} season`, startsOn: '2026-01-01', endsOn: '2029-12-31', eventIds: [event.eventId] },
  });
  expect(season.status(), await season.text()).toBe(201);
  const made = await request.post('/api/admin/season-packages', {
    headers,
    data: {
      seasonId: (await season.json()).id,
      name: `${name} pass`,
      prices: [{ priceTypeId: full.id, price: 8000 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return {
    eventId: event.eventId,
    packageId: (await made.json()).id as number,
    priceTypeId: full.id,
    name: `${name} pass`,
  };
}

/** This season's package sold at the box office for cash to the customer, on the walk's place. */
export async function sellTo(
  request: APIRequestContext,
  headers: Headers,
  pkg: { eventId: number; packageId: number; priceTypeId: number },
  customerId: number,
  buyer: { firstName: string; lastName: string; email: string },
  seat = '7',
) {
  const basket = await (
    await request.post('/api/admin/baskets', { headers, data: { channel: 'PointOfSale' } })
  ).json();
  const { id: seatId } = await seatIdAt(request, headers, pkg.eventId, seat);
  const added = await request.post(`/api/admin/baskets/${basket.id}/season-packages`, {
    headers,
    data: { packageId: pkg.packageId, seatIds: [seatId], priceTypeId: pkg.priceTypeId },
  });
  expect(added.status(), await added.text()).toBe(200);
  const sold = await request.put(`/api/admin/baskets/${basket.id}/customer`, {
    headers,
    data: { customerId },
  });
  expect(sold.status(), await sold.text()).toBeLessThan(300);
  const paid = await request.post(`/api/admin/baskets/${basket.id}/checkout`, {
    headers,
    data: {
      idempotencyKey: `e2e-renewal-source-${Date.now()}-${seat}`,
      buyer,
      payments: [{ type: 'Cash', amount: (await added.json()).total }],
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

export async function openRenewals(page: Page, packageName: string) {
  await page.goto('/admin/v2/season-packages');
  const row = page.getByRole('row').filter({ hasText: packageName });
  await row.getByRole('button', { name: 'Renewals' }).click();
  await expect(page.getByRole('heading', { name: `Renewals: ${packageName}` })).toBeVisible();
}

/**
 * A payment plan of two monthly instalments on one channel for these events only, so no other
 * walk's payment page offers it; answers its id (delete it after the walk).
 */
export async function twoPartPlan(
  request: APIRequestContext,
  headers: Headers,
  name: string,
  channel: 'PointOfSale' | 'Web',
  eventIds: number[],
): Promise<number> {
  const plan = await request.post('/api/admin/payment-plan-settings', {
    headers,
    data: {
      name,
      instalments: 2,
      cadence: { kind: 'interval', every: 1, unit: 'month' },
      deposit: { kind: 'none' },
      channels: [channel],
      eventIds,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  return (await plan.json()).id as number;
}
