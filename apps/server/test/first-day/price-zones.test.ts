import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventVia, eventsAccount } from '../events/setup';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;

const api = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: Json) =>
  call(t.app, { method, url, token: s.token, payload });

const basicInfo = {
  name: 'Jazz Fridays',
  active: true,
  dateTbd: false,
  timeTbd: false,
  dateTbdDescription: '',
  dontLeaveSingleSeats: false,
  useHeavyOnSale: false,
  waiveExchangeFees: false,
  description: '',
  alternateName: '',
  hardTicketLine1: '',
  hardTicketLine2: '',
  ticketText1: '',
  ticketText2: '',
  ticketText3: '',
};

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
});
afterAll(() => t.close());

describe('price zones painted once on the template', () => {
  it('price every new event’s seats and standing area, so an Active template’s event goes on sale', async () => {
    const created = await api('POST', '/api/admin/event-templates', { name: 'Jazz Fridays' });
    const templateId = created.data.id as number;
    const patched = await api('PATCH', `/api/admin/event-templates/${templateId}`, {
      basicInfo,
      maps: { mapIds: [s.mapId], defaultMapId: s.mapId },
      dateRules: [
        { parameter: 'LocalEndDate', mode: 'SetToParameterWithOffset', offset: { amount: 3, unit: 'Hours' } },
        { parameter: 'LocalOnSaleDate', mode: 'SetToSpecifiedDate', specified: '2026-10-01T10:00' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const [name, zone, defaultPrice] of [
      ['Stalls', 'S1', 4800],
      ['Standing', 'floor', 3000],
    ] as const) {
      const level = await api('POST', `/api/admin/event-templates/${templateId}/price-levels`, {
        name,
        color: '#1971c2',
        defaultPrice,
        zone,
      });
      expect(level.statusCode, level.body).toBe(201);
    }

    for (const date of ['2027-05-07T20:00', '2027-05-14T20:00']) {
      const event = await createEventVia(t, s.token, {
        templateId,
        venueId: s.venueId,
        mapId: null,
        name: '',
        dates: { LocalDate: date },
      });
      const generated = await api('POST', `/api/admin/events/${event.id}/seats/generate`);
      expect(generated.statusCode, generated.body).toBe(200);
      const levels = generated.data.priceLevels as { id: number; name: string }[];
      const stalls = levels.find((l) => l.name === 'Stalls')!.id;
      const standing = levels.find((l) => l.name === 'Standing')!.id;
      expect(generated.data.gaAreas).toEqual([
        expect.objectContaining({ name: 'Floor', priceLevelId: standing }),
      ]);
      const seats = await api('GET', `/api/admin/events/${event.id}/seats`);
      expect(new Set((seats.data.seats as { priceLevel: number[] }).priceLevel)).toEqual(new Set([stalls]));
      // Nothing blocks it: the template's Active box put it on sale.
      expect((generated.data.readiness as { blocking: boolean }[]).filter((p) => p.blocking)).toEqual([]);
      expect(generated.data.active).toBe(true);
    }
  });
});
