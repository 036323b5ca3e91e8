import { eq, sql } from 'drizzle-orm';
import { priceLevels } from '@/db/schema';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import type { TestApp } from '../harness';
import { ok, stallsEvent } from '../seasons/season-fixture';

export interface BundleFixture extends SaleFixture {
  /** The event's "Patron" level: package-only, painted on row B of section S1 (ten seats). */
  patronId: number;
  /** A whole-price package: two Patron tickets and two programmes for $100.00. */
  packageId: number;
  programmeId: number;
  /** A second event of the template, and a fixed plan of both at 10% off. */
  secondEventId: number;
  secondStallsId: number;
  planId: number;
}

/**
 * A sale fixture with a template package and an event plan (decisions/0112): the template's
 * "Patron" level (package-only) copied onto the event and painted on row B; the package "Dinner
 * and a show" of two Patron tickets ($45.00 each on their own) and two programmes ($15.00, stock
 * of 50) for $100.00; and a fixed plan of the event and a second one at 10% off each ticket.
 */
export async function bundleFixture(t: TestApp): Promise<BundleFixture> {
  const f = await saleFixture(t);
  const db = t.database.db;
  const patron = ok(
    await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-levels`, {
      name: 'Patron',
      color: '#e64980',
      defaultPrice: 4500,
      packageOnly: true,
    }),
  );
  const withLevel = ok(
    await f.api('POST', `/api/admin/events/${f.eventId}/price-levels`, {
      name: 'Patron',
      color: '#e64980',
      defaultPrice: 4500,
      packageOnly: true,
    }),
  );
  const patronId = (withLevel.priceLevels as { id: number; name: string }[]).find(
    (l) => l.name === 'Patron',
  )!.id;
  await db.update(priceLevels).set({ templatePriceLevelId: patron.id }).where(eq(priceLevels.id, patronId));
  const rowB = [...f.seats.entries()].filter(([place]) => place.startsWith('B-')).map(([, id]) => id);
  ok(
    await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: rowB,
      action: { kind: 'priceLevel', priceLevelId: patronId },
    }),
  );
  const programme = ok(
    await f.api('POST', `/api/admin/event-templates/${f.templateId}/products`, {
      name: 'Programme',
      type: 'Program',
      sku: `PRG-${Date.now()}`,
      price: 1500,
      inventoryControlled: true,
      variants: [{ name: 'Printed', sku: `PRG-P-${Date.now()}`, quantityAvailable: 50 }],
    }),
  );
  const pkg = ok(
    await f.api('POST', `/api/admin/event-templates/${f.templateId}/packages`, {
      name: 'Dinner and a show',
      pricingMode: 'Package',
      price: 10000,
      items: [
        { kind: 'PriceLevel', priceLevelId: patron.id, quantity: 2, unitPrice: 4500 },
        { kind: 'Product', productId: programme.id, quantity: 2, unitPrice: 1500 },
      ],
    }),
  );
  const second = await stallsEvent(t, f, '2027-03-08T19:30:00Z');
  const [secondLevel] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM price_levels WHERE event_id = ${second.eventId} AND name = 'Stalls'`,
  );
  const plan = ok(
    await f.api('POST', '/api/admin/event-plans', {
      name: 'Both evenings',
      selectionMode: 'Fixed',
      discountKind: 'Percentage',
      discount: 1000,
      salesChannels: ['Web', 'PointOfSale'],
      events: [{ eventId: f.eventId }, { eventId: second.eventId }],
    }),
  );
  return {
    ...f,
    patronId,
    packageId: pkg.id,
    programmeId: programme.id,
    secondEventId: second.eventId,
    secondStallsId: secondLevel!.id,
    planId: plan.id,
  };
}

/** Seat statuses of row B of section S1, in seat order. */
export async function rowBStatuses(t: TestApp, f: BundleFixture): Promise<string[]> {
  const list = await rows<{ status: string }>(
    t.database.db,
    sql`SELECT status FROM event_seats WHERE event_id = ${f.eventId} AND price_level_id = ${f.patronId} ORDER BY id`,
  );
  return list.map((r) => r.status);
}
