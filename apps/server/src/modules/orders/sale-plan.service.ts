import type { ScheduledInstalment } from '@tessera/domain';
import type { Db } from '@/db/client';
import { queueInstalmentCharges } from '@/modules/payment-plans/payment-plans.jobs';
import { insertOrderPlan } from '@/modules/payment-plans/payment-plans.store';
import type { CardToken } from '@/modules/payments/payment-processor.port';
import type { CardMerchant } from '@/modules/payments/processors.service';
import type { Jobs } from '@/platform/jobs/jobs';
import { recordOrderActivity } from './order-activity.store';

/**
 * Writes, in the order's transaction, the schedule a sale on a plan agreed to: the plan (or a
 * template deposit's or a group's agreed schedule) with the card that pays it, its first
 * instalment paid by the sale's first payment, and the order's activity. The later instalments
 * are charged by the job queue on their dates when `queueCharges` says so (a group's balance
 * only when its buyer agreed, decisions/0091).
 */
export async function recordSalePlan(
  tx: Db,
  jobs: Jobs,
  accountId: number,
  orderId: number,
  sale: {
    plan: { plan: { id: number | null; name: string }; instalments: ScheduledInstalment[] };
    card: CardToken;
    cards: CardMerchant;
    email: string;
    firstPaymentId: number;
    queueCharges: boolean;
    userId: number | null;
    total: number;
  },
  now: Date,
): Promise<void> {
  const { plan, cards } = sale;
  const due = await insertOrderPlan(
    tx,
    accountId,
    {
      orderId,
      planId: plan.plan.id,
      planName: plan.plan.name,
      email: sale.email,
      card: sale.card,
      processor: cards.processor.id,
      paymentAccountId: cards.merchant.paymentAccountId,
      schedule: plan.instalments,
      firstPaymentId: sale.firstPaymentId,
    },
    now,
  );
  if (sale.queueCharges) await queueInstalmentCharges(tx, jobs, accountId, due);
  await recordOrderActivity(
    tx,
    accountId,
    orderId,
    {
      kind: 'payment_plan.started',
      userId: sale.userId,
      actor: sale.userId ? 'staff' : 'customer',
      details: { planName: plan.plan.name, instalments: plan.instalments.length, total: sale.total },
    },
    now,
  );
}
