import { type ScheduledInstalment, templateDepositSchedule } from '@tessera/domain';
import type { Db } from '@/db/client';
import { eventDeposits } from './template-deposit.store';

/** The name an order's schedule keeps when a template's deposit was taken. */
export const DEPOSIT_SCHEDULE_NAME = 'Deposit';

/**
 * The deposit a sale may take from its events' templates (decisions/0118): the amount per
 * ticket now, the balance due on the earliest template due date; null when the sale must be
 * paid in full. `items` are the basket's ticket lines (one seat, or a quantity of places).
 */
export async function depositSchedule(
  db: Db,
  accountId: number,
  sale: {
    items: readonly { event_id: number; quantity: number; kind: 'seat' | 'ga' }[];
    eventIds: readonly number[];
    total: number;
  },
  now: Date,
): Promise<ScheduledInstalment[] | null> {
  const facts = await eventDeposits(db, accountId, sale.eventIds);
  const seats = new Map<number, number>();
  for (const i of sale.items) {
    seats.set(i.event_id, (seats.get(i.event_id) ?? 0) + (i.kind === 'ga' ? i.quantity : 1));
  }
  const events = [...facts].map(([id, e]) => ({ ...e, seats: seats.get(id) ?? 0 }));
  return templateDepositSchedule({ events, total: sale.total, now });
}
