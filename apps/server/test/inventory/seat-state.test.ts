import { randomUUID } from 'node:crypto';
import { isSeatAvailable, type SeatStatus, seatStatuses, seatStatusNow } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { eventSeats, holds } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { takeSeats } from '@/modules/inventory/reservations.store';
import { applyBulkAction } from '@/modules/inventory/seat-bulk.service';
import { seatAvailable, seatStatusNow as seatStatusNowSql } from '@/modules/inventory/seat-state.sql';
import { freshDatabase } from '../database';
import { buyer, createAccount, createSeatedEvent } from '../factories';

let database: Database;
let accountId: number;
const now = new Date('2027-01-10T12:00:00Z');

beforeAll(async () => {
  database = await freshDatabase();
  accountId = (await createAccount(database.db)).id;
});
afterAll(() => database.close());

/**
 * One definition of a seat's state: the SQL fragments every statement uses (takes, seat maps,
 * open-seat counts) and the domain's rule answer the same for every stored state.
 */
describe('seat state: the SQL and the domain rule agree', () => {
  it('on every status, hold and reservation expiry', async () => {
    const db = database.db;
    const { eventId } = await createSeatedEvent(db, accountId, { rows: 5, seatsPerRow: 20 });
    const [sellable, other, kill] = await db
      .insert(holds)
      .values([
        { accountId, name: `Web ${randomUUID()}`, allowedChannels: ['Web'] },
        { accountId, name: `House ${randomUUID()}`, allowedChannels: ['HouseSeats'] },
        { accountId, name: `Kill ${randomUUID()}`, allowedChannels: ['Web'], actAsKill: true },
      ])
      .returning();
    const holdChoices = [null, sellable!, other!, kill!];
    const expiries = [new Date(now.getTime() - 1), now, new Date(now.getTime() + 1)];
    const states: {
      status: SeatStatus;
      holdId: number | null;
      actAsKill: boolean;
      reservedUntil: Date | null;
    }[] = [];
    for (const status of seatStatuses)
      for (const hold of holdChoices)
        for (const reservedUntil of status === 'reserved' ? expiries : [null])
          states.push({
            status,
            holdId: hold?.id ?? null,
            actAsKill: hold?.actAsKill ?? false,
            reservedUntil,
          });
    const seatIds = (
      await db.select({ id: eventSeats.id }).from(eventSeats).where(eq(eventSeats.eventId, eventId))
    )
      .map((s) => s.id)
      .sort((a, b) => a - b);
    expect(seatIds.length).toBeGreaterThanOrEqual(states.length);
    for (const [i, state] of states.entries()) {
      await db
        .update(eventSeats)
        .set({
          status: state.status,
          holdId: state.holdId,
          reservedUntil: state.reservedUntil,
          basketId: state.status === 'reserved' ? randomUUID() : null,
          orderId: state.status === 'sold' || state.status === 'comp' ? 1 : null,
        })
        .where(eq(eventSeats.id, seatIds[i]!));
    }
    for (const allowed of [[], [sellable!.id], [sellable!.id, other!.id]]) {
      const found = await rows<{ id: number | string; status_now: SeatStatus; available: boolean }>(
        db,
        sql`SELECT s.id, ${seatStatusNowSql(now)} AS status_now, ${seatAvailable(now, allowed)} AS available
          FROM event_seats s WHERE s.event_id = ${eventId} AND s.id = ANY(${arrayParam(seatIds.slice(0, states.length))}::bigint[])
          ORDER BY s.id`,
      );
      const bySql = found.map((r) => ({ statusNow: r.status_now, available: r.available }));
      const byDomain = states.map((state) => ({
        statusNow: seatStatusNow(state, now, state.actAsKill),
        available: isSeatAvailable(state, now, allowed),
      }));
      expect(bySql).toEqual(byDomain);
    }
  });

  it('lets staff edit a seat whose basket ran out, as every reader shows it open', async () => {
    const db = database.db;
    const { eventId } = await createSeatedEvent(db, accountId);
    const [seat] = await db
      .select({ id: eventSeats.id })
      .from(eventSeats)
      .where(eq(eventSeats.eventId, eventId));
    const basket = buyer();
    await takeSeats(db, accountId, eventId, [seat!.id], basket, new Date(now.getTime() + 60_000), now);
    const edit = (at: Date) =>
      applyBulkAction(
        db,
        accountId,
        eventId,
        { seatIds: [seat!.id], otherEventIds: [], action: { kind: 'kill' } },
        1,
        at,
      );
    await expect(edit(now)).rejects.toMatchObject({ code: 'admin.seats_not_editable' });
    await edit(new Date(now.getTime() + 60_000));
    const [after] = await db.select().from(eventSeats).where(eq(eventSeats.id, seat!.id));
    expect(after).toMatchObject({ status: 'kill', basketId: null, reservedUntil: null });
  });
});
