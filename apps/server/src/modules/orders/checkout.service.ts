import { randomUUID } from 'node:crypto';
import { invoiceDates, orderCommission, type ScheduledInstalment, salePolicyProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { basketSaleFacts, paymentsOfSale } from '@/modules/baskets/basket-policy.service';
import { pricedBasket, pricedFrom, requireBasketOnSale } from '@/modules/baskets/baskets.service';
import { basketItems, basketRow, updateBasket } from '@/modules/baskets/baskets.store';
import { requireSellerChannel, type Seller } from '@/modules/baskets/sellers.service';
import {
  checkAccountCreditLines,
  spendAccountCreditLines,
} from '@/modules/customer-credit/customer-credit.service';
import { attachOrderCustomer } from '@/modules/customers/customers.store';
import { setOrderDelivery } from '@/modules/delivery-plans/delivery-plans.store';
import { redeem } from '@/modules/gift-certificates/gift-certificates.service';
import { convertBasket } from '@/modules/inventory/reservations.store';
import { accountMoney, minimumPayment } from '@/modules/payment-settings/payment-options.store';
import { checkConfiguredPayments } from '@/modules/payment-settings/payment-rules.service';
import { requirePosPaymentTypes } from '@/modules/payment-settings/pos-settings.service';
import { saleReaders, terminalMerchantForEvents } from '@/modules/payments/card-terminals.service';
import type { Authorization, CardToken, ProcessorConfig } from '@/modules/payments/payment-processor.port';
import { cardMerchantForEvents } from '@/modules/payments/processors.service';
import { useGroupCode } from '@/modules/pricing/promotions.store';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import {
  agreedSchedule,
  type CheckoutInput,
  checkDelivery,
  checkPayments,
  checkPriceLevelTags,
  depositOfCheckout,
  planOfCheckout,
  ticketSalePaymentTypes,
} from './checkout-checks.service';
import { recordOrderActivity } from './order-activity.store';
import { recordBundlesSold } from './order-bundles.service';
import { queueOrderConfirmation, wakeConfirmationSender } from './order-confirmation.jobs';
import { type InvoiceOnCheckout, issueInvoice } from './order-invoices.service';
import { sellBasketProducts } from './order-products.store';
import { insertOrder, insertPayments, insertTickets, orderIdByKey } from './orders.store';
import { commissionOfSale, partnerOfSale } from './partner-sale.service';
import { authorizeStoredFirst, cardThisSaleKeeps } from './sale-card.service';
import {
  authorizeSalePayments,
  captureAfterCommit,
  paymentRowsOf,
  voidAuthorizations,
} from './sale-payments.service';
import { recordSalePlan } from './sale-plan.service';
import { namesOfSale, ticketsOf } from './sale-tickets.service';
import { soldFee } from './sold-names.store';

export type { CheckoutInput } from './checkout-checks.service';

/** Keeps a sale's card in the buyer's account, inside the order's transaction. */
export type CardKeeper = (
  tx: Db,
  card: CardToken & { processor: string; paymentAccountId: number | null },
) => Promise<void>;

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
  /**
   * A schedule agreed for this one sale instead of a plan's terms (a group's deposit now and
   * balance by a date, decisions/0057): the first instalment is paid now by card, the processor
   * keeps the card, and no job charges the later ones (staff take them).
   */
  agreed?: { name: string; instalments: ScheduledInstalment[] },
  /** Pay later (decisions/0109): no payment now, the order held on an invoice due by the terms. */
  invoice?: InvoiceOnCheckout,
  /**
   * Keeps the card that pays (the only payment) in the buyer's account, with the order, in its
   * transaction: a shop season package's saved card (decisions/0111).
   */
  keepCard?: CardKeeper,
): Promise<number> {
  const done = await orderIdByKey(db, accountId, input.idempotencyKey);
  if (done) {
    if (done.basketId !== basketId) throw new AppError('purchase.idempotency_key_reused');
    return done.id;
  }
  const first = await pricedBasket(db, accountId, basketId, now);
  if (first.basket.status !== 'open') {
    // A double-click whose twin has just placed the order: answer that order.
    const winner = await orderIdByKey(db, accountId, input.idempotencyKey);
    if (winner?.basketId === basketId) return winner.id;
    throw new AppError('purchase.basket_closed');
  }
  if (first.items.length === 0 && first.priced.products.length === 0) {
    throw new AppError('purchase.basket_empty');
  }
  if (first.basket.expires_at && new Date(first.basket.expires_at).getTime() <= now.getTime()) {
    throw new AppError('purchase.reservation_expired');
  }
  requireSellerChannel(seller, first.basket.channel);
  if (first.promotionArchived) throw new AppError('purchase.promotion_archived', 'promoCode');
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
  const deposit = input.templateDeposit
    ? await depositOfCheckout(db, accountId, input, { items: first.items, eventIds, total }, now, {
        agreed: !!agreed,
        jobs,
      })
    : undefined;
  const plan = agreed
    ? agreedSchedule(input, agreed, total)
    : deposit
      ? agreedSchedule(input, deposit, total)
      : input.paymentPlanId
        ? await planOfCheckout(
            db,
            accountId,
            input,
            { channel: first.basket.channel, eventIds, total },
            now,
            jobs,
          )
        : null;
  if (invoice && (input.payments.length > 0 || total <= 0 || plan)) {
    throw new AppError('purchase.invoice_unavailable');
  }
  checkPayments(
    invoice ? 0 : plan ? plan.instalments[0]!.amount : total,
    input,
    await minimumPayment(db, accountId),
    money,
    ticketSalePaymentTypes,
    { terminal: true },
  );
  await checkAccountCreditLines(db, accountId, first.basket.customer_id, input.payments);
  // Tools → POS settings (decisions/0093): the counter's payment types only.
  await requirePosPaymentTypes(db, accountId, first.basket.channel, input.payments);
  const partner = await partnerOfSale(db, accountId, seller.userId, input.partnerId ?? null);
  const labels = await checkConfiguredPayments(db, accountId, input.payments, now, partner);
  await commissionOfSale(db, accountId, partner, first.priced);
  const isComp = input.payments.length === 1 && input.payments[0]!.type === 'Comp';
  const cards = input.payments.some((p) => p.type === 'CreditCard')
    ? await cardMerchantForEvents({ db, now: () => now, config: processors }, accountId, eventIds)
    : input.payments.some((p) => p.type === 'StripeTerminal')
      ? await terminalMerchantForEvents({ db, now: () => now, config: processors }, accountId, eventIds)
      : null;
  const readers = await saleReaders(db, accountId, input.payments);
  let authorizations: (Authorization | null)[] = [];
  let kept: CardToken | null = null;
  let fresh = false;
  try {
    // A plan keeps the card its first instalment is paid with, for the later ones: the
    // processor's vault keeps it before it pays (Stripe saves a card only before it pays
    // without its holder, decisions/0097), the order keeps its token (outside every lock), on
    // the basket's customer's one record with the processor when it has one (decisions/0107).
    // A card the customer already keeps is charged as it is, never kept again (decisions/0110).
    // A shop season package keeps the one card that pays in the customer's account (decisions/0111).
    if ((plan || keepCard) && cards) {
      const io = { db, now: () => now, config: processors };
      ({ kept, fresh } = await cardThisSaleKeeps(
        io,
        cards,
        input,
        first.basket.customer_id,
        plan ? 'plan' : 'account',
      ));
    }
    authorizations =
      kept && cards && !fresh
        ? await authorizeStoredFirst(cards, input, kept)
        : await authorizeSalePayments(
            cards,
            input.payments,
            { idempotencyKey: input.idempotencyKey, basketId, storedToken: kept?.token },
            readers,
          );
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
      // The commission of the prices the order takes, the partner's only when it has one.
      const commission = orderCommission(
        partner?.id ?? null,
        await commissionOfSale(tx, accountId, partner, priced),
      );
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
          partnerId: partner?.id ?? null,
          partnerCommission: commission,
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
        paymentRowsOf(input.payments, { total: total, authorizations, labels, cards }),
        now,
      );
      await spendAccountCreditLines(tx, accountId, locked.customer_id, input.payments, {
        orderId,
        paymentIds,
        userId: seller.userId,
        now,
      });
      if (plan && kept && cards && jobs) {
        await recordSalePlan(
          tx,
          jobs,
          accountId,
          orderId,
          {
            plan,
            card: kept,
            cards,
            email: input.buyer.email,
            firstPaymentId: paymentIds[0]!,
            // A group's agreed balance is charged only when its buyer agreed (decisions/0091).
            queueCharges: !agreed,
            userId: seller.userId,
            total,
          },
          now,
        );
      }
      if (invoice) {
        const dates = invoiceDates(now, invoice.terms);
        await issueInvoice(tx, jobs, accountId, orderId, { ...invoice, ...dates, amount: total }, now);
      }
      // A stored card paying a plan is in the account already: only a card kept now is added.
      if (keepCard && kept && fresh && cards)
        await keepCard(tx, {
          ...kept,
          processor: cards.processor.id,
          paymentAccountId: cards.merchant.paymentAccountId,
        });
      if (promotion?.groupCodeId) {
        const used = await useGroupCode(tx, accountId, promotion.groupCodeId, now);
        if (!used) throw new AppError('purchase.promotion_invalid', 'promoCode');
      }
      await updateBasket(tx, accountId, basketId, { status: 'checked_out' }, now);
      // An order on invoice is confirmed when the invoice is paid.
      if (jobs && !invoice) await queueOrderConfirmation(tx, jobs, accountId, orderId, seller.userId, now);
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
            ...(partner ? { partner: partner.name, partnerCommission: commission } : {}),
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
      await recordBundlesSold(tx, accountId, orderId, basketId, seller.userId, now);
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
      await voidAuthorizations(cards, authorizations);
      if (kept && fresh) await cards.processor.forget(cards.merchant, kept.token);
    }
    throw error;
  }
}
