import { accountMailTexts, type ErrorCode, pickLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { accountName } from '@/modules/auth/auth.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { insertPayments } from '@/modules/orders/orders.store';
import { orderPlanDetail } from '@/modules/payment-plans/payment-plans.store';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import type { ProcessorIo } from '@/modules/payments/payment-processor.port';
import { heldBy } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Mailer } from '@/platform/mail/mailer';
import { instalmentFailedMail } from './instalments.mail';
import {
  type ClaimedInstalment,
  cancelPlanRows,
  cardTokenInUse,
  claimInstalment,
  completePlanIfPaid,
  markInstalmentPaid,
  nextUnpaidInstalment,
  orderPlanRow,
  releaseInstalment,
  replaceCard,
} from './instalments.store';

class SettledElsewhere extends Error {}

export interface InstalmentIo extends ProcessorIo {
  readonly mailer: Mailer;
}

/** Refusals of the card itself: the instalment fails now (asking again would be refused again). */
const declines: readonly ErrorCode[] = ['purchase.card_declined', 'purchase.card_insufficient_funds'];

/** The processor's idempotency key of an instalment's charge: the same until the card is refused. */
export const instalmentKey = (i: { id: number; declines: number }) => `instalment-${i.id}-${i.declines}`;

export type ChargeOutcome =
  | { status: 'paid' }
  | { status: 'failed'; code: ErrorCode }
  /** Another runner has it, or it is no longer owed (paid, cancelled). */
  | { status: 'skipped' };

async function mailFailure(io: InstalmentIo, accountId: number, claimed: ClaimedInstalment, code: ErrorCode) {
  const money = await accountMoney(io.db, accountId);
  const locale = pickLocale([claimed.locale]);
  await io.mailer.send(
    io.db,
    accountId,
    instalmentFailedMail(accountMailTexts[locale], {
      to: claimed.email,
      lang: locale,
      firstName: claimed.firstName,
      accountName: (await accountName(io.db, accountId)) ?? '',
      orderId: claimed.orderId,
      number: claimed.number,
      amount: money(claimed.amount),
      code,
    }),
    io.now(),
  );
}

async function recordFailure(
  io: InstalmentIo,
  accountId: number,
  claimed: ClaimedInstalment,
  code: ErrorCode,
  declined: boolean,
  notify: boolean,
): Promise<boolean> {
  const now = io.now();
  const done = await io.db.transaction(async (tx) => {
    if (!(await releaseInstalment(tx, accountId, claimed.id, { status: 'failed', code, declined }, now)))
      return false;
    await recordOrderActivity(
      tx,
      accountId,
      claimed.orderId,
      {
        kind: 'payment.instalment_failed',
        userId: null,
        actor: 'system',
        details: { instalment: claimed.number, amount: claimed.amount, code },
      },
      now,
    );
    return true;
  });
  if (done && notify) await mailFailure(io, accountId, claimed, code);
  return done;
}

/**
 * Charges one instalment to the plan's kept card (decisions/0045): claims it (one runner at a
 * time), asks the processor outside any transaction under the instalment's idempotency key, then
 * settles it in one short transaction (the instalment paid, a payment on the order, a line of
 * activity, the plan completed with its last instalment). A refused card fails the instalment at
 * once, records it on the order and mails the buyer (`notify`). A processor that does not answer
 * leaves it due and throws, for the job queue to try again later; on the `lastAttempt` it fails.
 */
export async function chargeInstalment(
  io: InstalmentIo,
  accountId: number,
  instalmentId: number,
  options: { lastAttempt: boolean; includeFailed?: boolean; notify?: boolean; userId?: number | null },
): Promise<ChargeOutcome> {
  const claimed = await claimInstalment(io.db, accountId, instalmentId, {
    includeFailed: options.includeFailed ?? false,
    now: io.now(),
  });
  if (!claimed) return { status: 'skipped' };
  const notify = options.notify ?? true;
  const { processor, merchant } = heldBy(io, { accountId, ...claimed });
  let authorization: Awaited<ReturnType<typeof processor.authorizeStored>>;
  try {
    authorization = await processor.authorizeStored(merchant, {
      idempotencyKey: instalmentKey(claimed),
      amount: claimed.amount,
      token: claimed.cardToken,
    });
    if (!(await processor.capture(merchant, authorization.chargeId))) {
      throw new AppError('purchase.payment_failed');
    }
  } catch (error) {
    const code = error instanceof AppError ? error.code : null;
    if (code && declines.includes(code)) {
      await recordFailure(io, accountId, claimed, code, true, notify);
      return { status: 'failed', code };
    }
    if (options.lastAttempt) {
      const failure = code ?? 'common.unavailable';
      await recordFailure(io, accountId, claimed, failure, false, notify);
      return { status: 'failed', code: failure };
    }
    await io.db.transaction((tx) =>
      releaseInstalment(tx, accountId, claimed.id, { status: 'due' }, io.now()),
    );
    throw error;
  }
  const now = io.now();
  const paid = await io.db
    .transaction(async (tx) => {
      const [paymentId] = await insertPayments(
        tx,
        accountId,
        claimed.orderId,
        [
          {
            type: 'CreditCard',
            amount: claimed.amount,
            method: authorization.brand,
            last4: authorization.last4,
            providerId: authorization.chargeId,
            processor: processor.id,
            paymentAccountId: merchant.paymentAccountId,
            status: 'captured',
          },
        ],
        now,
      );
      if (!(await markInstalmentPaid(tx, accountId, claimed.id, paymentId!, now))) {
        // Taken over after a lapsed claim and settled by the other runner: nothing written here.
        throw new SettledElsewhere();
      }
      await recordOrderActivity(
        tx,
        accountId,
        claimed.orderId,
        {
          kind: 'payment.instalment_paid',
          userId: options.userId ?? null,
          actor: options.userId ? 'staff' : 'system',
          details: { instalment: claimed.number, amount: claimed.amount, method: authorization.brand },
        },
        now,
      );
      await completePlanIfPaid(tx, claimed.orderPlanId, now);
      return true;
    })
    .catch((error: unknown) => {
      // Settled by a runner that took over a lapsed claim (the same charge: one payment per charge).
      if (error instanceof SettledElsewhere || isUniqueViolation(error)) return false;
      throw error;
    });
  return paid ? { status: 'paid' } : { status: 'skipped' };
}

async function requireDetail(db: Db, accountId: number, id: number) {
  const detail = await orderPlanDetail(db, accountId, id);
  if (!detail) throw new AppError('admin.instalment_plan_not_found');
  return detail;
}

export { requireDetail as orderPlanOrNotFound };

/** Staff stop a plan: unpaid instalments are cancelled, their jobs find nothing to charge. */
export async function cancelOrderPlan(db: Db, accountId: number, id: number, userId: number, now: Date) {
  await db.transaction(async (tx) => {
    const plan = await orderPlanRow(tx, accountId, id, true);
    if (!plan) throw new AppError('admin.instalment_plan_not_found');
    if (!(await cancelPlanRows(tx, accountId, id, now))) throw new AppError('admin.instalment_plan_inactive');
    await recordOrderActivity(
      tx,
      accountId,
      plan.orderId,
      { kind: 'payment_plan.cancelled', userId, actor: 'staff', details: {} },
      now,
    );
  });
  return requireDetail(db, accountId, id);
}

/**
 * The job queue charges an order plan's next instalment still due (a group's balance on its
 * date, decisions/0091): as `chargeInstalment`, the buyer mailed when the card is refused.
 * Null when nothing is owed.
 */
export async function chargeNextDueInstalment(
  io: InstalmentIo,
  accountId: number,
  orderPlanId: number,
  options: { lastAttempt: boolean },
): Promise<ChargeOutcome | null> {
  const next = await nextUnpaidInstalment(io.db, accountId, orderPlanId);
  if (next === null) return null;
  return chargeInstalment(io, accountId, next, { lastAttempt: options.lastAttempt });
}

/** Staff charge the next unpaid instalment now; a refused card is answered with its catalogue error. */
export async function payNextInstalmentNow(io: InstalmentIo, accountId: number, id: number, userId: number) {
  const plan = await orderPlanRow(io.db, accountId, id);
  if (!plan) throw new AppError('admin.instalment_plan_not_found');
  const next = plan.status === 'active' ? await nextUnpaidInstalment(io.db, accountId, id) : null;
  if (next === null) throw new AppError('admin.instalment_plan_inactive');
  const outcome = await chargeInstalment(io, accountId, next, {
    lastAttempt: true,
    includeFailed: true,
    notify: false,
    userId,
  });
  if (outcome.status === 'failed') throw new AppError(outcome.code);
  if (outcome.status === 'skipped') throw new AppError('admin.instalment_plan_inactive');
  return requireDetail(io.db, accountId, id);
}

/** Keeps another card for the plan: the processor that keeps the old one keeps the new one. */
export async function changePlanCard(
  io: ProcessorIo,
  accountId: number,
  id: number,
  card: Parameters<ReturnType<typeof heldBy>['processor']['tokenize']>[1],
  userId: number,
) {
  const plan = await orderPlanRow(io.db, accountId, id);
  if (!plan) throw new AppError('admin.instalment_plan_not_found');
  if (plan.status !== 'active') throw new AppError('admin.instalment_plan_inactive');
  const { processor, merchant } = heldBy(io, { accountId, ...plan });
  const token = await processor.tokenize(merchant, card, 'card');
  const now = io.now();
  const changed = await io.db.transaction(async (tx) => {
    if (!(await replaceCard(tx, accountId, id, token, now))) return false;
    await recordOrderActivity(
      tx,
      accountId,
      plan.orderId,
      {
        kind: 'payment_plan.card_changed',
        userId,
        actor: 'staff',
        details: { method: token.brand, last4: token.last4 },
      },
      now,
    );
    return true;
  });
  // The old card is kept while the customer's account or another plan still uses it (decisions/0110).
  if (!changed) await processor.forget(merchant, token.token);
  else if (!(await cardTokenInUse(io.db, accountId, plan.cardToken, id)))
    await processor.forget(merchant, plan.cardToken);
  if (!changed) throw new AppError('admin.instalment_plan_inactive');
  return requireDetail(io.db, accountId, id);
}
