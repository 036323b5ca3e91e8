import { type APIRequestContext, expect } from '@playwright/test';
import { demoLogin } from './demo';

/** Staff calls on the demo account: the bearer header. */
export async function staffHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** The fields an event's PUT takes (contract `eventFields`). */
export const eventFieldNames = [
  'name',
  'alternateName',
  'description',
  'externalEventId',
  'status',
  'dateTbd',
  'timeTbd',
  'dateTbdDescription',
  'orderTicketLimit',
  'dontLeaveSingleSeats',
  'saleMode',
  'heavyOnSale',
  'exchangeFeeOverride',
  'waiveExchangeFees',
  'hardTicketLine1',
  'hardTicketLine2',
  'ticketText1',
  'ticketText2',
  'ticketText3',
  'alertOverrideId',
];

/**
 * A date of a walk's own: a copy of The Tempest's performance `days` later at the same
 * wall-clock time, named apart so walks that pick "The Tempest" by name still find one, and
 * made active. The copy's dates move with it; `onSaleLikeOriginal` puts its web on-sale back
 * at the original's, so it is on sale now. `fields` changes more of the event. A date of that
 * name made by an earlier run is taken as it is. Answers its id and The Tempest's template.
 */
export async function copyOfTheTempest(
  request: APIRequestContext,
  copy: { name: string; days: number; onSaleLikeOriginal?: boolean; fields?: Record<string, unknown> },
): Promise<{ eventId: number; templateId: number }> {
  const headers = await staffHeaders(request);
  const list = (await (await request.get('/api/shop/series')).json()) as { id: number; name: string }[];
  const templateId = list.find((s) => s.name === 'The Tempest')!.id;
  const series = await (await request.get(`/api/shop/series/${templateId}`)).json();
  const dates = series.events as { id: number; name: string }[];
  const existing = dates.find((e) => e.name === copy.name);
  if (existing) return { eventId: existing.id, templateId };
  const first = dates.find((e) => e.name === 'The Tempest')!;
  const original = await (await request.get(`/api/admin/events/${first.id}`, { headers })).json();
  const later = new Date(`${original.dates.LocalDate}Z`);
  later.setUTCDate(later.getUTCDate() + copy.days);
  const made = await request.post(`/api/admin/events/${first.id}/copy`, {
    headers,
    data: { name: copy.name, localDate: later.toISOString().slice(0, 16) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const detail = (await made.json()) as Record<string, unknown> & { id: number; dates: object };
  if (copy.onSaleLikeOriginal || copy.fields) {
    const fields = Object.fromEntries(Object.entries(detail).filter(([k]) => eventFieldNames.includes(k)));
    const saved = await request.put(`/api/admin/events/${detail.id}`, {
      headers,
      data: {
        ...fields,
        ...copy.fields,
        dates: copy.onSaleLikeOriginal
          ? { ...detail.dates, LocalOnSaleDate: original.dates.LocalOnSaleDate }
          : detail.dates,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const active = await request.post(`/api/admin/events/${detail.id}/active`, {
    headers,
    data: { active: true },
  });
  expect(active.status(), await active.text()).toBe(200);
  return { eventId: detail.id, templateId };
}

/** Takes a walk's own date off the shop again. */
export async function deactivate(request: APIRequestContext, eventId: number | undefined): Promise<void> {
  if (!eventId) return;
  await request.post(`/api/admin/events/${eventId}/active`, {
    headers: await staffHeaders(request),
    data: { active: false },
  });
}
