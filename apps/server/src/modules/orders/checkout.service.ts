import { randomInt, randomUUID } from 'node:crypto';
import type { checkoutBody } from '@tessera/contract';
import {
  defaultDeliveryMethod,
  deliveryChoiceProblem,
  type PaymentType,
  paymentProblems,
  priceLevelOpenTo,
  salePolicyProblem,
  seatKey,
} from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { isUniqueViolation, rows } from '@/db/sql';
import { basketSaleFacts, paymentsOfSale } from '@/modules/baskets/basket-policy.service';
import type { PricedBasketView } from '@/modules/baskets/basket-pricing.rules';
import {
  pricedBasket,
  pricedFrom,
  requireBasketOnSale,
  requireSellerChannel,
  type Seller,
} from '@/modules/baskets/baskets.service';
import { basketItems, basketRow, updateBasket } from '@/modules/baskets/baskets.store';
import { attachOrderCustomer } from '@/modules/customers/customers.store';
import { choiceError, offeredMethods } from '@/modules/delivery-plans/delivery-plans.service';
import { setOrderDelivery } from '@/modules/delivery-plans/delivery-plans.store';
import { redeem } from '@/modules/gift-certificates/gift-certificates.service';
import { convertBasket } from '@/modules/inventory/reservations.store';
import { queueInstalmentCharges } from '@/modules/payment-plans/payment-plans.jobs';
import { scheduleForSale } from '@/modules/payment-plans/payment-plans.service';
import { insertOrderPlan } from '@/modules/payment-plans/payment-plans.store';
import { accountMoney, minimumPayment } from '@/modules/payment-settings/payment-options.store';
import { checkConfiguredPayments } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization, CardToken, ProcessorConfig } from '@/modules/payments/payment-processor.port';
import { type CardMerchant, cardMerchantForEvents } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { recordOrderActivity } from './order-activity.store';
import { queueOrderConfirmation, wakeConfirmationSender } from './order-confirmation.jobs';
import { sellBasketProducts } from './order-products.store';
import {
  insertOrder,
  insertPayments,
  insertTickets,
  markPaymentsCaptured,
  type NewTicket,
  orderIdByKey,
} from './orders.store';
import { buyerTags, taggedPriceLevels } from './price-level-gate.store';
import { type NamesAtSale, namesAtSale, soldFee } from './sold-names.store';

export type CheckoutInput = z.output<typeof checkoutBody>;

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

export function checkPayments(
  total: number,
  input: Pick<CheckoutInput, 'payments'>,
  minimum: number,
  money: (minor: number) => string,
) {
  input.payments.forEach((p, index) => {
    if (!staffPaymentTypes.includes(p.type)) {
      throw new AppError('purchase.payment_type_not_allowed', `payments.${index}.type`);
    }
    if (p.type === 'CreditCard' && !p.card === !p.paymentMethodId)
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
async function planOfCheckout(
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
  if (input.payments.length !== 1 || only?.type !== 'CreditCard' || !only.card) {
    throw new AppError('purchase.instalment_plan_card_required', 'payments');
  }
  return plan;
}

/** An 18-digit barcode from a secure random source (unique per account, checked by an index). */
export function newBarcode(): string {
  return `${randomInt(100_000, 1_000_000)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The tickets of a priced basket, each with the price type and fees named as sold. */
export function ticketsOf(priced: PricedBasketView, names: NamesAtSale): NewTicket[] {
  return priced.lines.flatMap((line) => {
    const priceType = names.priceType(line.item.price_type_id);
    return line.tickets.map((t) => ({
      eventId: line.item.event_id,
      eventSeatId: line.item.event_seat_id,
      gaReservationId: line.item.ga_reservation_id,
      seatKey:
        line.item.kind === 'seat'
          ? seatKey(line.item.event_id, line.item.section, line.item.row, line.item.seat)
          : `${line.item.event_id}-${line.item.section}`,
      section: line.item.section,
      row: line.item.row,
      seat: line.item.seat,
      priceLevelId: line.item.price_level_id,
      priceTypeId: line.item.price_type_id,
      priceTypeName: priceType?.name ?? line.priceTypeName,
      priceTypeNameTranslations: priceType?.nameTranslations ?? {},
      faceValue: t.faceValue,
      discount: t.discount,
      fees: t.fees.map((c) =>
        soldFee(names, { ...c, name: line.context.fees.find((f) => f.id === c.feeId)?.name ?? '' }),
      ),
      total: t.total,
      barcode: newBarcode(),
    }));
  });
}

/** The price types and fees a priced basket sells, with their names as they stand now. */
export function namesOfSale(tx: Db, accountId: number, priced: PricedBasketView): Promise<NamesAtSale> {
  return namesAtSale(tx, accountId, {
    priceTypes: priced.lines.flatMap((l) => (l.item.price_type_id === null ? [] : [l.item.price_type_id])),
    fees: [
      ...priced.lines.flatMap((l) => l.tickets.flatMap((t) => t.fees.map((c) => c.feeId))),
      ...priced.orderFees.map((c) => c.feeId),
    ],
  });
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
async function checkDelivery(
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

/**
 * Pays for a basket and writes its order. Card payments are authorized first through the
 * payment port, then one transaction converts the seats and writes the order, its tickets and
 * its payments (card ones `authorized`); once it has committed, the authorizations are
 * captured, outside every lock (decisions/0040). So there is never a captured charge without
 * an order, nor an order without its payments; a capture a crash left undone is finished by
 * reconciliation. The idempotency key makes a retry (or a double click) answer the same order;
 * when the transaction fails, authorizations no order took are voided.
 */
export async function checkout(
  db: Db,
  accountId: number,
  basketId: string,
  input: CheckoutInput,
  seller: Seller,
  now: Date,
  /** With the job queue, the order's confirmation is queued with the order (sent in the background). */
  jobs?: Jobs,
  /** What a network processor needs (credentials key, Stripe settings); without it, the sandbox only. */
  processors?: ProcessorConfig,
): Promise<number> {
  const done = await orderIdByKey(db, accountId, input.idempotencyKey);
  if (done) {
    if (done.basketId !== basketId) throw new AppError('purchase.idempotency_key_reused');
    return done.id;
  }
  const first = await pricedBasket(db, accountId, basketId, now);
  if (first.basket.status !== 'open') throw new AppError('purchase.basket_closed');
  if (first.items.length === 0 && first.priced.products.length === 0) {
    throw new AppError('purchase.basket_empty');
  }
  if (first.basket.expires_at && new Date(first.basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired');
  }
  requireSellerChannel(seller, first.basket.channel);
  // Each event still on sale through the basket's channel at the moment of the sale.
  await requireBasketOnSale(db, accountId, first, seller, now);
  if (seller.policy) {
    // The seller's user group: events scope, holds, sale types, fee classes, promo code,
    // payment types, comp types and custom payments (spec §3), the first broken rule refused.
    const policy = seller.policy;
    const facts = await basketSaleFacts(
      db,
      accountId,
      policy,
      { items: first.items, priced: first.priced, promoCode: first.basket.promo_code },
      first.promotion,
    );
    const problem = salePolicyProblem(policy, {
      ...facts,
      completes: true,
      payments: await paymentsOfSale(db, accountId, policy, input.payments),
    });
    if (problem) throw new AppError(problem.code, problem.field);
  }
  const total = first.priced.total;
  const deliveryMethodId = await checkDelivery(db, accountId, first.items, input, now);
  const money = await accountMoney(db, accountId);
  const eventIds = [
    ...new Set([...first.items.map((i) => i.event_id), ...first.priced.products.map((p) => p.row.event_id)]),
  ];
  const plan = input.paymentPlanId
    ? await planOfCheckout(
        db,
        accountId,
        input,
        { channel: first.basket.channel, eventIds, total },
        now,
        jobs,
      )
    : null;
  checkPayments(
    plan ? plan.instalments[0]!.amount : total,
    input,
    await minimumPayment(db, accountId),
    money,
  );
  const labels = await checkConfiguredPayments(db, accountId, input.payments, now);
  const isComp = input.payments.length === 1 && input.payments[0]!.type === 'Comp';

  const cards = input.payments.some((p) => p.type === 'CreditCard')
    ? await cardMerchantForEvents({ db, now: () => now, config: processors }, accountId, eventIds)
    : null;
  const authorizations: (Authorization | null)[] = [];
  let kept: CardToken | null = null;
  try {
    for (const [index, p] of input.payments.entries()) {
      authorizations.push(
        cards && p.type === 'CreditCard' && (p.card || p.paymentMethodId)
          ? await cards.processor.authorize(cards.merchant, {
              idempotencyKey: `${input.idempotencyKey}:${index}`,
              amount: p.amount,
              card: p.card ?? { paymentMethodId: p.paymentMethodId! },
              field: `payments.${index}`,
              basketId,
            })
          : null,
      );
    }
    // A plan keeps the card its first instalment was paid with, for the later ones: the
    // processor's vault keeps it, the order keeps its token (outside every lock).
    if (plan && cards) {
      kept = await cards.processor.tokenize(cards.merchant, input.payments[0]!.card!, 'payments.0.card');
    }
    let placed = false;
    const placedId = await db.transaction(async (tx) => {
      const locked = await basketRow(tx, accountId, basketId, true);
      if (!locked) throw new AppError('purchase.basket_not_found');
      if (locked.status !== 'open') {
        const winner = await orderIdByKey(tx, accountId, input.idempotencyKey);
        if (winner) return winner.id;
        throw new AppError('purchase.basket_closed');
      }
      // Priced again under the lock, from the row just locked: this is the total the order takes.
      const { items, promotion, priced } = await pricedFrom(
        tx,
        accountId,
        locked,
        await basketItems(tx, accountId, basketId),
        now,
      );
      if (priced.total !== total) {
        throw new AppError('purchase.payment_total_mismatch', 'payments', {
          applied: total,
          total: priced.total,
        });
      }
      await checkPriceLevelTags(tx, accountId, items, locked.customer_id, now);
      const names = await namesOfSale(tx, accountId, priced);
      const orderId = await insertOrder(
        tx,
        accountId,
        {
          globalId: randomUUID(),
          basketId,
          idempotencyKey: input.idempotencyKey,
          channel: locked.channel,
          buyer: { ...input.buyer, title: input.buyer.title ?? null, phone: input.buyer.phone ?? '' },
          faceValueTotal: priced.faceValueTotal,
          feeTotal: priced.feeTotal,
          discountTotal: priced.discountTotal,
          total,
          fees: priced.orderFees.map((c) => soldFee(names, c)),
          promoCode: locked.promo_code,
          userId: seller.userId,
        },
        now,
      );
      if (deliveryMethodId !== null) {
        await setOrderDelivery(tx, accountId, orderId, deliveryMethodId, input.deliveryAddress ?? null);
      }
      await convertBasket(
        tx,
        accountId,
        basketId,
        orderId,
        isComp ? 'comp' : 'sold',
        {
          seatIds: items.flatMap((i) => (i.event_seat_id ? [i.event_seat_id] : [])),
          gaReservationIds: items.flatMap((i) => (i.ga_reservation_id ? [i.ga_reservation_id] : [])),
        },
        now,
        seller.userId,
      );
      await insertTickets(tx, accountId, orderId, ticketsOf(priced, names), now);
      await sellBasketProducts(tx, accountId, orderId, priced.products, now);
      if (locked.customer_id) await attachOrderCustomer(tx, accountId, orderId, locked.customer_id);
      for (const [index, p] of input.payments.entries()) {
        if (p.type === 'GiftCertificate' && p.giftCertificateNumber) {
          const field = `payments.${index}.giftCertificateNumber`;
          await redeem(tx, accountId, orderId, p.giftCertificateNumber.trim(), p.amount, now, field);
        }
      }
      const paymentIds = await insertPayments(
        tx,
        accountId,
        orderId,
        input.payments.map((p, i) => ({
          type: p.type,
          amount: p.type === 'Comp' ? total : p.amount,
          method: authorizations[i]?.brand ?? labels[i]?.method ?? null,
          last4: authorizations[i]?.last4 ?? labels[i]?.last4 ?? null,
          providerId: authorizations[i]?.chargeId ?? null,
          processor: authorizations[i] ? cards!.processor.id : null,
          paymentAccountId: authorizations[i] ? cards!.merchant.paymentAccountId : null,
          status: authorizations[i] ? 'authorized' : 'captured',
        })),
        now,
      );
      if (plan && kept && cards && jobs) {
        const due = await insertOrderPlan(
          tx,
          accountId,
          {
            orderId,
            planId: plan.plan.id,
            planName: plan.plan.name,
            email: input.buyer.email,
            card: kept,
            processor: cards.processor.id,
            paymentAccountId: cards.merchant.paymentAccountId,
            schedule: plan.instalments,
            firstPaymentId: paymentIds[0]!,
          },
          now,
        );
        await queueInstalmentCharges(tx, jobs, accountId, due);
        await recordOrderActivity(
          tx,
          accountId,
          orderId,
          {
            kind: 'payment_plan.started',
            userId: seller.userId,
            actor: seller.userId ? 'staff' : 'customer',
            details: { planName: plan.plan.name, instalments: plan.instalments.length, total },
          },
          now,
        );
      }
      if (promotion?.groupCodeId) {
        const used = await rows<{ id: number }>(
          tx,
          sql`UPDATE group_codes SET used_at = ${now}
            WHERE account_id = ${accountId} AND id = ${promotion.groupCodeId} AND used_at IS NULL RETURNING id`,
        );
        if (used.length !== 1) throw new AppError('purchase.promotion_invalid', 'promoCode');
      }
      await updateBasket(tx, accountId, basketId, { status: 'checked_out' }, now);
      if (jobs) await queueOrderConfirmation(tx, jobs, accountId, orderId, seller.userId, now);
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: 'order.placed',
          userId: seller.userId,
          actor: seller.userId ? 'staff' : 'customer',
          details: {
            total,
            payments: input.payments.map((p, i) => ({
              type: p.type,
              amount: p.amount,
              ...(labels[i]?.method ? { method: labels[i].method } : {}),
              ...(labels[i]?.partner ? { partner: labels[i].partner } : {}),
            })),
          },
        },
        now,
      );
      placed = true;
      return orderId;
    });
    if (placed) {
      await captureAfterCommit(db, accountId, cards, authorizations);
      if (jobs) wakeConfirmationSender(jobs);
    }
    return placedId;
  } catch (error) {
    // A concurrent retry with the same key wrote the order: answer it.
    if (isUniqueViolation(error)) {
      const winner = await orderIdByKey(db, accountId, input.idempotencyKey);
      if (winner?.basketId === basketId) return winner.id;
    }
    const taken = await orderIdByKey(db, accountId, input.idempotencyKey);
    if (!taken && cards) {
      for (const auth of authorizations) if (auth) await cards.processor.void(cards.merchant, auth.chargeId);
      if (kept) await cards.processor.forget(cards.merchant, kept.token);
    }
    throw error;
  }
}

/**
 * Captures the card authorizations of an order just committed, outside its transaction, and
 * marks its payments captured. A capture that fails or is not answered leaves the payment
 * `authorized`: the order stands and reconciliation finishes the capture (decisions/0040).
 */
export async function captureAfterCommit(
  db: Db,
  accountId: number,
  cards: CardMerchant | null,
  authorizations: readonly (Authorization | null)[],
): Promise<void> {
  if (!cards) return;
  const captured: string[] = [];
  try {
    for (const auth of authorizations) {
      if (auth && (await cards.processor.capture(cards.merchant, auth.chargeId)))
        captured.push(auth.chargeId);
    }
    await markPaymentsCaptured(db, accountId, captured);
  } catch {
    // Left to reconciliation: the order is written and its payment stays `authorized` meanwhile.
  }
}
