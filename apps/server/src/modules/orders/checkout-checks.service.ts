import type { checkoutBody } from '@tessera/contract';
import {
  defaultDeliveryMethod,
  deliveryChoiceProblem,
  type PaymentType,
  paymentProblems,
  priceLevelOpenTo,
  type ScheduledInstalment,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { choiceError, offeredMethods } from '@/modules/delivery-plans/delivery-plans.service';
import { scheduleForSale } from '@/modules/payment-plans/payment-plans.service';
import { DEPOSIT_SCHEDULE_NAME, depositSchedule } from '@/modules/payment-plans/template-deposit.service';
import type { CardToken } from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { buyerTags, taggedPriceLevels } from './price-level-gate.store';

/** What a checkout is asked: the buyer, the payments, delivery and an optional payment plan. */
export type CheckoutInput = z.output<typeof checkoutBody> & {
  /** A payment plan's card the customer already keeps in their shop account (decisions/0110). */
  storedCard?: StoredPlanCard | undefined;
};

/** A stored card as the shop checkout found it: its token, and the payment account keeping it. */
export interface StoredPlanCard extends CardToken {
  processor: string;
  paymentAccountId: number | null;
}

/** Payment types a back-office sale completes today: the offline ones and sandbox cards. */
const staffPaymentTypes: readonly PaymentType[] = [
  'Cash',
  'Check',
  'Comp',
  'Custom',
  'Manual',
  'CreditCard',
  'GiftCertificate',
];

/** A sale of tickets also takes the basket's customer's account credit (decisions/0087). */
export const ticketSalePaymentTypes: readonly PaymentType[] = [...staffPaymentTypes, 'AccountCredit'];

export function checkPayments(
  total: number,
  input: Pick<CheckoutInput, 'payments' | 'storedCard'>,
  minimum: number,
  money: (minor: number) => string,
  allowed: readonly PaymentType[] = staffPaymentTypes,
  /** A box-office sale: a card presented on the workstation's reader (StripeTerminal) is taken too. */
  options: { terminal?: boolean } = {},
) {
  input.payments.forEach((p, index) => {
    const terminal = options.terminal && p.type === 'StripeTerminal';
    if (!allowed.includes(p.type) && !terminal) {
      throw new AppError('purchase.payment_type_not_allowed', `payments.${index}.type`);
    }
    if (terminal && !p.workstationId)
      throw new AppError('purchase.card_terminal_unavailable', `payments.${index}.workstationId`);
    const stored = index === 0 && !!input.storedCard;
    if (
      p.type === 'CreditCard' &&
      (stored ? !!(p.card || p.paymentMethodId) : !p.card === !p.paymentMethodId)
    )
      throw new AppError('common.validation_failed', `payments.${index}.card`);
  });
  const [problem] = paymentProblems(total, input.payments, minimum);
  if (!problem) return;
  switch (problem.reason) {
    case 'total_mismatch':
      throw new AppError('purchase.payment_total_mismatch', 'payments', { applied: problem.applied, total });
    case 'check_mismatch':
      throw new AppError('purchase.check_amount_mismatch', `payments.${problem.index}.checkAmount`);
    case 'comp_with_other_payments':
      throw new AppError('purchase.comp_not_combinable', `payments.${problem.index}.type`);
    case 'below_minimum':
      throw new AppError('purchase.minimum_payment', `payments.${problem.index}.amount`, {
        amount: money(problem.minimum),
      });
    case 'not_positive':
      throw new AppError('common.validation_failed', `payments.${problem.index}.amount`);
  }
}

/**
 * The schedule of a checkout under a payment plan (decisions/0045): the plan must cover the sale,
 * the payments must be one card payment of exactly the first instalment ("Applied payments must
 * equal the first installment of a payment plan"), and the card is kept for the later ones.
 */
export async function planOfCheckout(
  db: Db,
  accountId: number,
  input: CheckoutInput,
  sale: { channel: string; eventIds: number[]; total: number },
  now: Date,
  jobs: Jobs | undefined,
) {
  // Later instalments are charged by the job queue: a checkout without one cannot sell a plan.
  if (!jobs) throw new AppError('purchase.instalment_plan_unavailable', 'paymentPlanId');
  const plan = await scheduleForSale(db, accountId, input.paymentPlanId!, sale, now);
  const applied = input.payments.reduce((sum, p) => sum + p.amount, 0);
  if (applied !== plan.instalments[0]!.amount) {
    throw new AppError('purchase.instalment_first_mismatch', 'payments');
  }
  const [only] = input.payments;
  const card = only?.card || only?.paymentMethodId || input.storedCard;
  if (input.payments.length !== 1 || only?.type !== 'CreditCard' || !card) {
    throw new AppError('purchase.instalment_plan_card_required', 'payments');
  }
  return plan;
}

/**
 * The schedule of a checkout taking the events' templates' deposit (decisions/0118): the deposit
 * now, the balance on the template's due date, charged by the job queue. Refused
 * (`purchase.instalment_deposit_unavailable`) when the templates ask none, the deposit would be
 * the whole price or its date has passed, with a payment plan, or without the job queue.
 */
export async function depositOfCheckout(
  db: Db,
  accountId: number,
  input: CheckoutInput,
  sale: {
    items: readonly { event_id: number; quantity: number; kind: 'seat' | 'ga' }[];
    eventIds: number[];
    total: number;
  },
  now: Date,
  context: { agreed: boolean; jobs: Jobs | undefined },
) {
  const unavailable = () => new AppError('purchase.instalment_deposit_unavailable', 'templateDeposit');
  if (context.agreed || input.paymentPlanId || !context.jobs) throw unavailable();
  const instalments = await depositSchedule(db, accountId, sale, now);
  if (!instalments) throw unavailable();
  return { name: DEPOSIT_SCHEDULE_NAME, instalments };
}

/**
 * Price levels with customer or membership tags sell only to a buyer who carries one of them
 * (decisions/0050): the basket's customer, with the tags of their running memberships. A basket
 * without a customer cannot buy them. Checked in the order's transaction, so a membership that
 * expired a moment ago no longer unlocks its price.
 */
export async function checkPriceLevelTags(
  tx: Db,
  accountId: number,
  items: readonly { price_level_id: number | null }[],
  customerId: number | null,
  now: Date,
): Promise<void> {
  const ids = [...new Set(items.flatMap((i) => (i.price_level_id === null ? [] : [i.price_level_id])))];
  if (ids.length === 0) return;
  const tagged = await taggedPriceLevels(tx, accountId, ids);
  if (tagged.length === 0) return;
  const buyer = customerId === null ? null : await buyerTags(tx, accountId, customerId, now);
  for (const level of tagged) {
    if (
      !priceLevelOpenTo({ customerTags: level.customer_tags, membershipTags: level.membership_tags }, buyer)
    ) {
      throw new AppError('purchase.membership_required');
    }
  }
}

/** The chosen delivery method must be one the basket's events offer now (mail: with an address). */
export async function checkDelivery(
  db: Db,
  accountId: number,
  items: readonly { event_id: number }[],
  input: CheckoutInput,
  now: Date,
): Promise<number | null> {
  const { offered, homeCountry } = await offeredMethods(
    db,
    accountId,
    items.map((i) => i.event_id),
    now,
  );
  // A checkout that names no method gets the plan's first one that needs no address.
  const methodId = input.deliveryMethodId ?? defaultDeliveryMethod(offered)?.id ?? null;
  const problem = deliveryChoiceProblem(
    offered,
    { methodId, address: input.deliveryAddress ?? null },
    homeCountry,
  );
  if (problem) throw choiceError(problem);
  return methodId;
}

/** An agreed schedule checked as a plan's is: it sums to the total, the card pays its first instalment. */
export function agreedSchedule(
  input: CheckoutInput,
  agreed: { name: string; instalments: ScheduledInstalment[] },
  total: number,
) {
  if (agreed.instalments.reduce((n, i) => n + i.amount, 0) !== total) {
    throw new AppError('purchase.payment_total_mismatch', 'payments', { applied: total, total });
  }
  const applied = input.payments.reduce((sum, p) => sum + p.amount, 0);
  if (applied !== agreed.instalments[0]!.amount)
    throw new AppError('purchase.instalment_first_mismatch', 'payments');
  const [only] = input.payments;
  if (input.payments.length !== 1 || only?.type !== 'CreditCard' || !(only.card || only.paymentMethodId)) {
    throw new AppError('purchase.instalment_plan_card_required', 'payments');
  }
  return { plan: { id: null, name: agreed.name }, instalments: agreed.instalments };
}
