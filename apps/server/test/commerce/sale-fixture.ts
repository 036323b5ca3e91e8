import type { SeatMapDefinition } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { events } from '@/db/schema';
import { createAccount, createSeatedEvent, createStaffUser, signInAs } from '../factories';
import { call, type TestApp } from '../harness';

export interface SaleFixture {
  accountId: number;
  token: string;
  eventId: number;
  templateId: number;
  stallsId: number;
  concessionId: number;
  areaId: number;
  /** Seat ids by "Row-Seat" of section S1. */
  seats: Map<string, number>;
  /** Sends a staff call and answers the parsed response. */
  api(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): ReturnType<typeof call>;
}

/**
 * An account selling one active event: seats of section S1 painted "Stalls" at $45.00, a GA
 * floor of 20 places at the same level, a template with a full-price and a 20%-off concession
 * price type, a $1.50 booking fee per ticket and a $2.00 handling fee per order.
 */
export async function saleFixture(
  t: TestApp,
  options: { maxTicketsPerOrder?: number; map?: SeatMapDefinition } = {},
): Promise<SaleFixture> {
  const db = t.database.db;
  const account = await createAccount(db);
  const admin = await createStaffUser(db, { accountId: account.id, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  const api: SaleFixture['api'] = (method, url, payload) => call(t.app, { method, url, token, payload });
  const expectOk = async (res: Awaited<ReturnType<typeof call>>) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res.data;
  };

  const template = await expectOk(await api('POST', '/api/admin/event-templates', { name: 'Evening' }));
  const templateId = template.id as number;
  if (options.maxTicketsPerOrder) {
    await expectOk(
      await api('PATCH', `/api/admin/event-templates/${templateId}`, {
        ticketLimits: { maxTicketsPerOrder: options.maxTicketsPerOrder },
      }),
    );
  }
  await expectOk(
    await api('POST', `/api/admin/event-templates/${templateId}/price-types`, {
      name: 'Full price',
      offsetType: 'Percentage',
      defaultDiscount: 0,
    }),
  );
  const concession = await expectOk(
    await api('POST', `/api/admin/event-templates/${templateId}/price-types`, {
      name: 'Concession',
      offsetType: 'Percentage',
      defaultDiscount: 2000,
    }),
  );
  const feeSet = await expectOk(
    await api('POST', `/api/admin/event-templates/${templateId}/fee-sets`, { name: 'Standard fees' }),
  );
  await expectOk(
    await api('POST', `/api/admin/fee-sets/${feeSet.id}/fees`, {
      name: 'Booking fee',
      category: 'ServiceCharge',
      type: 'PerTicket',
      amountKind: 'FlatAmount',
      amount: 150,
    }),
  );
  await expectOk(
    await api('POST', `/api/admin/fee-sets/${feeSet.id}/fees`, {
      name: 'Handling fee',
      category: 'ServiceCharge',
      type: 'PerOrder',
      amountKind: 'FlatAmount',
      amount: 200,
    }),
  );

  const { eventId } = await createSeatedEvent(db, account.id, { gaCapacity: 20, map: options.map });
  await db.update(events).set({ templateId }).where(eq(events.id, eventId));
  const withLevel = await expectOk(
    await api('POST', `/api/admin/events/${eventId}/price-levels`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: 4500,
    }),
  );
  const stallsId = (withLevel.priceLevels as { id: number }[])[0]!.id;
  const areaId = (withLevel.gaAreas as { id: number }[])[0]!.id;
  const seatData = await expectOk(await api('GET', `/api/admin/events/${eventId}/seats`));
  const columns = seatData.seats as { id: number[]; row: number[]; seat: string[] };
  const rowNames = seatData.rows as string[];
  const seats = new Map(columns.id.map((id, i) => [`${rowNames[columns.row[i]!]}-${columns.seat[i]}`, id]));
  await expectOk(
    await api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
      seatIds: columns.id,
      action: { kind: 'priceLevel', priceLevelId: stallsId },
    }),
  );
  await expectOk(
    await api('PUT', `/api/admin/events/${eventId}/ga-areas/${areaId}`, {
      capacity: 20,
      priceLevelId: stallsId,
    }),
  );
  await expectOk(await api('POST', `/api/admin/events/${eventId}/active`, { active: true }));
  return {
    accountId: account.id,
    token,
    eventId,
    templateId,
    stallsId,
    concessionId: concession.id as number,
    areaId,
    seats,
    api,
  };
}
