import type { EventTicketDelivery } from '@tessera/contract';
import { ticketsHeldUntil } from '@tessera/domain';
import type { Db } from '@/db/client';
import { CONFIRMATION_JOB, type ConfirmationPayload } from '@/modules/orders/order-confirmation.jobs';
import { eventsScopeCondition } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import {
  deferConfirmation,
  dueOrdersOfEvents,
  eventsForDelivery,
  orderEventDeliveryDates,
  setEventsDeliveryAt,
} from './scheduled-delivery.store';

const iso = (d: Date | string) => new Date(d).toISOString();

/** When the order's tickets may be delivered, or null when they may go now (decisions/0071). */
export async function orderTicketsHeldUntil(db: Db, accountId: number, orderId: number, now: Date) {
  return ticketsHeldUntil(await orderEventDeliveryDates(db, accountId, orderId), now);
}

/**
 * Makes the order's due confirmation (which carries the tickets) wait until `until`: its due
 * row moves there and a confirmation job is queued for that instant, unless one already is
 * (the due row already says `until`), so each delivery date has one job.
 */
export async function holdConfirmation(
  tx: Db,
  jobs: Jobs,
  due: { accountId: number; orderId: number; userId: number | null; dueAt: Date | null },
  until: Date,
): Promise<void> {
  if (due.dueAt && due.dueAt.getTime() === until.getTime()) return;
  await deferConfirmation(tx, due.accountId, due.orderId, until);
  await jobs.schedule<ConfirmationPayload>(
    CONFIRMATION_JOB,
    { accountId: due.accountId, orderId: due.orderId, userId: due.userId },
    { tx, runAt: until },
  );
}

export async function ticketDeliveryDates(
  db: Db,
  staff: StaffPrincipal,
  now: Date,
): Promise<EventTicketDelivery[]> {
  const list = await eventsForDelivery(db, staff.accountId, now, await eventsScopeCondition(db, staff));
  return list.map((e) => ({
    eventId: Number(e.id),
    name: e.name,
    startsAt: iso(e.starts_at),
    venueName: e.venue_name,
    ticketDeliveryAt: e.ticket_delivery_at === null ? null : iso(e.ticket_delivery_at),
  }));
}

/**
 * Sets the events' delivery date and moves the delivery of their orders still waiting for
 * their tickets: to the new date, or now when it has passed or was cleared.
 */
export async function updateTicketDeliveryDates(
  db: Db,
  jobs: Jobs,
  staff: StaffPrincipal,
  eventIds: readonly number[],
  at: Date | null,
  now: Date,
) {
  const accountId = staff.accountId;
  const ids = [...new Set(eventIds)];
  const rescheduled = await db.transaction(async (tx) => {
    const events = await ticketDeliveryDates(tx, staff, new Date(0));
    const chosen = events.filter((e) => ids.includes(e.eventId));
    if (chosen.length !== ids.length) throw new AppError('admin.choice_unavailable', 'eventIds');
    if (at && chosen.some((e) => at.getTime() >= new Date(e.startsAt).getTime())) {
      throw new AppError('admin.ticket_delivery_after_start', 'ticketDeliveryAt');
    }
    await setEventsDeliveryAt(tx, accountId, ids, at);
    const due = await dueOrdersOfEvents(tx, accountId, ids);
    for (const d of due) {
      const orderId = Number(d.order_id);
      const until = (await orderTicketsHeldUntil(tx, accountId, orderId, now)) ?? now;
      await holdConfirmation(tx, jobs, { accountId, orderId, userId: d.user_id, dueAt: null }, until);
    }
    return due.length;
  });
  jobs.wake(CONFIRMATION_JOB);
  const events = await ticketDeliveryDates(db, staff, new Date(0));
  return { events: events.filter((e) => ids.includes(e.eventId)), ordersRescheduled: rescheduled };
}
