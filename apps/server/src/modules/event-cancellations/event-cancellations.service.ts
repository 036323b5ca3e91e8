import type { EventCancellation } from '@tessera/contract';
import {
  defaultLocale,
  eventCancelledTexts,
  formatMoney,
  isShippedLocale,
  ticketWhen,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { accountName } from '@/modules/auth/auth.store';
import { voidOrderItems } from '@/modules/orders/order-voids.service';
import { liveHoldId } from '@/modules/orders/order-voids.store';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { cancellationMail } from './event-cancellations.mail';
import {
  type CancellationRow,
  cancellationRow,
  enlistOrders,
  eventForCancel,
  failedOrders,
  finishCancellation,
  insertCancellation,
  latestCancellation,
  liveTicketsOfEvent,
  mailFacts,
  markOrder,
  orderCounts,
  pendingOrders,
  runningCancellation,
  takeOffSale,
  unsettledRefunds,
} from './event-cancellations.store';

/** The job that works through a bulk cancel's orders (decisions/0060). */
export const EVENT_CANCELLATION_JOB = 'event-cancellation';

/** Orders one run of the job cancels before it queues the next run (progress shows between). */
const ORDERS_PER_RUN = 10;

export interface CancellationPayload {
  accountId: number;
  cancellationId: number;
}

export interface CancellationIo {
  readonly db: Db;
  readonly jobs: Jobs;
  readonly mailer: Mailer;
  readonly now: () => Date;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function viewOf(db: Db, accountId: number, row: CancellationRow): Promise<EventCancellation> {
  const counts = await orderCounts(db, row.id);
  const refunds = await unsettledRefunds(db, accountId, row.id, new Date(row.created_at));
  return {
    id: row.id,
    status: row.status,
    returnTo: row.return_to,
    notifyBuyers: row.notify_buyers,
    ordersTotal: counts.total,
    ordersCancelled: counts.cancelled,
    ordersFailed: counts.failed,
    ordersPending: counts.total - counts.cancelled - counts.failed,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
    failures: (await failedOrders(db, row.id)).map((f) => ({ orderId: Number(f.order_id), error: f.error })),
    refundsFailed: refunds
      .filter((r) => r.state === 'failed')
      .map((r) => ({
        refundId: Number(r.id),
        orderId: Number(r.order_id),
        amount: r.amount,
        failureCode: r.failure_code,
      })),
    refundsUnderWay: refunds.filter((r) => r.state === 'requested').length,
  };
}

/**
 * Starts the bulk cancel: in one transaction that locks the event, the event goes off sale for
 * every channel (no new order can come in behind the cancel), every order holding a live ticket
 * of it is listed, and the job is queued. A second start while one runs is refused.
 */
export async function startCancellation(
  io: CancellationIo,
  accountId: number,
  eventId: number,
  request: { returnTo: 'open' | 'hold'; holdId?: number | undefined; notifyBuyers: boolean },
  userId: number,
): Promise<EventCancellation> {
  const now = io.now();
  const id = await io.db.transaction(async (tx) => {
    if (!(await eventForCancel(tx, accountId, eventId))) throw new AppError('admin.event_id_not_found');
    if (await runningCancellation(tx, accountId, eventId))
      throw new AppError('admin.event_cancellation_running');
    let holdId: number | null = null;
    if (request.returnTo === 'hold') {
      holdId = request.holdId ? await liveHoldId(tx, accountId, request.holdId) : null;
      if (holdId === null) throw new AppError('admin.order_hold_not_found', 'holdId');
    }
    const cancellationId = await insertCancellation(
      tx,
      accountId,
      { eventId, returnTo: request.returnTo, holdId, notifyBuyers: request.notifyBuyers, startedBy: userId },
      now,
    );
    if ((await enlistOrders(tx, accountId, cancellationId, eventId)) === 0) {
      throw new AppError('admin.event_no_orders_to_cancel');
    }
    await takeOffSale(tx, accountId, eventId, now);
    await io.jobs.schedule<CancellationPayload>(
      EVENT_CANCELLATION_JOB,
      { accountId, cancellationId },
      { tx },
    );
    return cancellationId;
  });
  return viewOf(io.db, accountId, (await cancellationRow(io.db, accountId, id))!);
}

export async function latest(db: Db, accountId: number, eventId: number): Promise<EventCancellation | null> {
  if (!(await eventForCancel(db, accountId, eventId))) throw new AppError('admin.event_id_not_found');
  const row = await latestCancellation(db, accountId, eventId);
  return row ? viewOf(db, accountId, row) : null;
}

/** Cancels one order's tickets of the event through the order's own void (refunds included). */
async function cancelOne(io: CancellationIo, accountId: number, c: CancellationRow, orderId: number) {
  const ticketIds = await liveTicketsOfEvent(io.db, accountId, orderId, c.event_id);
  if (ticketIds.length > 0) {
    await voidOrderItems(
      io.db,
      io.jobs,
      accountId,
      orderId,
      { ticketIds, returnTo: c.return_to, holdId: c.hold_id ?? undefined },
      c.started_by,
      io.now(),
    );
  }
  await markOrder(io.db, c.id, orderId, { status: 'cancelled', error: null }, io.now());
  if (c.notify_buyers && ticketIds.length > 0) await mailBuyer(io, accountId, c, orderId);
}

async function mailBuyer(io: CancellationIo, accountId: number, c: CancellationRow, orderId: number) {
  const facts = await mailFacts(io.db, accountId, orderId);
  const event = await eventForCancel(io.db, accountId, c.event_id);
  if (!facts?.email || !event) return;
  // The buyer's language: the one given at checkout, else the account's.
  const locale = isShippedLocale(facts.locale)
    ? facts.locale
    : isShippedLocale(facts.default_language)
      ? facts.default_language
      : defaultLocale;
  const refunded = Number(facts.refunded);
  await io.mailer.send(
    io.db,
    accountId,
    cancellationMail(eventCancelledTexts[locale], {
      to: facts.email,
      lang: locale,
      firstName: facts.first_name ?? '',
      accountName: (await accountName(io.db, accountId)) ?? '',
      eventName: event.name,
      startsAt: event.starts_at ? ticketWhen(new Date(event.starts_at), event.timezone, locale) : null,
      orderId,
      refunded: refunded > 0 ? formatMoney(refunded, facts.currency, locale) : null,
    }),
    io.now(),
  );
}

/**
 * One run of the job: the next orders, each cancelled in its own transaction (a failure is
 * recorded with its error and does not stop the others), then the next run is queued, or the
 * cancel is done. Running again after a crash is safe: an order already cancelled has no live
 * ticket of the event left and is only marked.
 */
export async function runCancellation(io: CancellationIo, p: CancellationPayload): Promise<void> {
  const c = await cancellationRow(io.db, p.accountId, p.cancellationId);
  if (c?.status !== 'running') return;
  const orders = await pendingOrders(io.db, c.id, ORDERS_PER_RUN);
  for (const orderId of orders) {
    try {
      await cancelOne(io, p.accountId, c, orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await markOrder(io.db, c.id, orderId, { status: 'failed', error: error.code }, io.now());
    }
  }
  if (orders.length === ORDERS_PER_RUN) {
    await io.jobs.schedule<CancellationPayload>(EVENT_CANCELLATION_JOB, p);
  } else {
    await finishCancellation(io.db, c.id, io.now());
  }
}
