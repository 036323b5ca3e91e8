import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import { insertVenue } from '@/modules/venues/venues.store';
import { hall, seatedEvent } from '../inventory';
import type { Session } from './buyer-client';

export interface SellingEvent {
  eventId: number;
  areaId: number;
  seatIds: number[];
  priceLevelId: number;
}

async function api(s: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * An on-sale event in the demo account: 10,000 reserved seats in ten blocks (or `blocks` of 1,000) and a 5,000-place
 * GA floor, all at one $45.00 price level, sold under a template whose basket timer is one
 * minute (so abandoned baskets really expire during a run). The seats are generated straight
 * in the database (as the inventory bench does); pricing and going on sale use the staff API.
 */
export async function sellingEvent(
  database: Database,
  admin: Session,
  name: string,
  blocks = 10,
): Promise<SellingEvent> {
  const db = database.db;
  const [account] = await rows<{ id: number }>(db, sql`SELECT id FROM accounts WHERE name = 'Demo Theatre'`);
  if (!account) throw new Error('the demo account is missing');
  const accountId = account.id;
  const venue = await insertVenue(db, accountId, { name: `${name} Arena`, timezone: 'UTC' }, new Date());
  const { eventId } = await seatedEvent(database, accountId, venue.id, hall(25, 40, blocks, 5000));

  const template = await api(admin, 'POST', '/api/admin/event-templates', { name: `${name} ${eventId}` });
  const templateId = template.id as number;
  await api(admin, 'PATCH', `/api/admin/event-templates/${templateId}`, {
    saleTiming: { basketExpirationMinutes: 1 },
  });
  await api(admin, 'POST', `/api/admin/event-templates/${templateId}/price-types`, {
    name: 'Full price',
    offsetType: 'Percentage',
    defaultDiscount: 0,
  });
  // On sale on the web from the start (the readiness checklist asks for the date).
  await db
    .update(events)
    .set({ templateId, webOnSaleAt: new Date('2026-01-01T00:00:00Z') })
    .where(sql`${events.id} = ${eventId}`);
  const withLevel = await api(admin, 'POST', `/api/admin/events/${eventId}/price-levels`, {
    name: 'Standard',
    color: '#4c6ef5',
    defaultPrice: 4500,
  });
  const priceLevelId = (withLevel.priceLevels as { id: number }[])[0]!.id;
  const areaId = (withLevel.gaAreas as { id: number }[])[0]!.id;
  const seatIds = (
    await rows<{ id: string }>(db, sql`SELECT id FROM event_seats WHERE event_id = ${eventId} ORDER BY id`)
  ).map((r) => Number(r.id));
  await api(admin, 'POST', `/api/admin/events/${eventId}/seats/bulk`, {
    seatIds,
    action: { kind: 'priceLevel', priceLevelId },
  });
  await api(admin, 'PUT', `/api/admin/events/${eventId}/ga-areas/${areaId}`, {
    capacity: 5000,
    priceLevelId,
  });
  await api(admin, 'POST', `/api/admin/events/${eventId}/active`, { active: true });
  return { eventId, areaId, seatIds, priceLevelId };
}
