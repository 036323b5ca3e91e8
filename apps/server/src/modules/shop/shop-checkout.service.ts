import type { ShopOrder, shopCheckoutBody } from '@tessera/contract';
import {
  buyerSeatLocation,
  type DeliveryMethodType,
  hidesSeatLocations,
  type ShippedLocale,
  seasonCardRefusal,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { bundleLinesById } from '@/modules/baskets/basket-bundles.store';
import { viewBasket } from '@/modules/baskets/baskets.service';
import { customerStoredCard } from '@/modules/customers/customer-stored-cards.store';
import { plansOfBasket } from '@/modules/instalments/basket-plans.service';
import { requireInvoiceTerms } from '@/modules/invoices/invoices.service';
import { type CardKeeper, type CheckoutInput, checkout } from '@/modules/orders/checkout.service';
import type { StoredPlanCard } from '@/modules/orders/checkout-checks.service';
import { orderDetail, orderIdByKey } from '@/modules/orders/orders.store';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import type { ProcessorConfig } from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { orderBoughtBy, orderDeliveryMethod, setBrowserBasketCustomer } from './shop.store';
import { requireBasketId, shopSeller } from './shop-basket.service';
import { basketHasPackage, saveCustomerCard } from './shop-season-card.store';

export type ShopCheckoutInput = z.output<typeof shopCheckoutBody>;
type Payment = CheckoutInput['payments'][number];

/**
 * The payment lines of a shop checkout, from the total the buyer was shown: the gift
 * certificate pays what the buyer applied (never more than the total), the card the rest.
 * The shared checkout then checks the certificate (unknown, voided, expired, balance) and the
 * lines against the total again.
 */
export function shopPayments(total: number, input: ShopCheckoutInput): Payment[] {
  const gift = input.giftCertificate;
  if (gift && gift.amount > total) {
    throw new AppError('purchase.gift_certificate_exceeds_total', 'giftCertificate.amount');
  }
  const credit = input.accountCredit ?? 0;
  if (credit > 0 && credit + (gift?.amount ?? 0) > total) {
    throw new AppError('purchase.account_credit_exceeds_total', 'accountCredit');
  }
  const payments: Payment[] = [];
  if (gift) {
    payments.push({ type: 'GiftCertificate', amount: gift.amount, giftCertificateNumber: gift.number });
  }
  if (credit > 0) payments.push({ type: 'AccountCredit', amount: credit });
  const rest = total - (gift?.amount ?? 0) - credit;
  if (rest > 0 || (!gift && credit === 0)) {
    // A stored card paying a plan (decisions/0110): the checkout charges its token.
    if (input.storedCardId !== null) payments.push({ type: 'CreditCard', amount: rest });
    else if (input.paymentMethodId) {
      payments.push({ type: 'CreditCard', amount: rest, paymentMethodId: input.paymentMethodId });
    } else {
      if (!input.card) throw new AppError('common.validation_failed', 'card.number');
      payments.push({ type: 'CreditCard', amount: rest, card: input.card });
    }
  }
  return payments;
}

/** The shared checkout names fields by payment line; the shop form names them by section. */
function shopField(field: string | undefined, payments: readonly Payment[]): string | undefined {
  const match = field?.match(/^payments\.(\d+)(?:\.(.+))?$/);
  if (!match) return field;
  const line = payments[Number(match[1])];
  const rest = match[2];
  if (line?.type === 'GiftCertificate')
    return rest === 'amount' ? 'giftCertificate.amount' : 'giftCertificate.number';
  if (line?.type === 'AccountCredit') return 'accountCredit';
  if (line?.type === 'CreditCard' && rest?.startsWith('card.')) return rest;
  return undefined;
}

/** The browser buying: its basket secret, the customer signed in, its language. */
interface ShopBuyer {
  secretHash: string | null;
  customerId: number | null;
  locale: ShippedLocale;
  /** Refuses a basket of a heavy on-sale event without its admission token (decisions/0055). */
  requireAdmission: (basketId: string) => Promise<void>;
}

/**
 * Checkout of this browser's basket through the shared idempotent checkout: a gift certificate
 * for part or all of it, a card for the rest, and the chosen delivery method. The basket is put
 * in the name of the customer signed in now (or a guest's), so the order lands in their account.
 * The order keeps the language the buyer shops in (`locale`, unless the buyer names another):
 * its confirmation, tickets and names are in it. A retry with the same key answers the same order.
 */
export async function checkoutShopBasket(
  db: Db,
  accountId: number,
  buyer: ShopBuyer,
  input: ShopCheckoutInput,
  now: Date,
  jobs?: Jobs,
  processors?: ProcessorConfig,
): Promise<ShopOrder> {
  const { secretHash } = buyer;
  if (!secretHash) throw new AppError('purchase.basket_not_found');
  const placed = async () => {
    const done = await orderIdByKey(db, accountId, input.idempotencyKey);
    if (!done) return null;
    if (!(await orderBoughtBy(db, accountId, done.id, secretHash))) {
      throw new AppError('purchase.idempotency_key_reused');
    }
    return requireShopOrder(db, accountId, done.id, secretHash, buyer.locale);
  };
  const done = await placed();
  if (done) return done;
  try {
    return await placeShopOrder(db, accountId, { ...buyer, secretHash }, input, now, jobs, processors);
  } catch (error) {
    // A double-click whose twin placed the order a moment before (its basket is gone now):
    // the buyer is answered that order, not told the basket is closed.
    if (error instanceof AppError) {
      const twin = await placed();
      if (twin) return twin;
    }
    throw error;
  }
}

async function placeShopOrder(
  db: Db,
  accountId: number,
  buyer: ShopBuyer & { secretHash: string },
  input: ShopCheckoutInput,
  now: Date,
  jobs?: Jobs,
  processors?: ProcessorConfig,
): Promise<ShopOrder> {
  const { secretHash } = buyer;
  const account = await requireAccount(db, accountId);
  if (account.requireTermsOfService && !input.termsAccepted) {
    throw new AppError('purchase.terms_not_accepted', 'termsAccepted');
  }
  const basketId = await requireBasketId(db, accountId, secretHash);
  await buyer.requireAdmission(basketId);
  await setBrowserBasketCustomer(db, accountId, secretHash, buyer.customerId, now);
  const keepCard = await seasonCard(db, accountId, basketId, buyer.customerId, input, now);
  // The payments add up to the total the buyer was shown and agreed to; the shared checkout
  // refuses them when the basket costs anything else now (a price, fee or promotion changed),
  // so nothing is charged that the buyer has not seen. On a plan, the card pays its first
  // instalment of that total (decisions/0107).
  // Pay later (decisions/0109): no payment now, the order held on an invoice by the account's terms.
  const invoice = input.payByInvoice
    ? await invoiceOfCheckout(db, accountId, basketId, buyer, input, now)
    : undefined;
  const payments = invoice
    ? []
    : shopPayments(
        input.paymentPlanId === null
          ? input.expectedTotal
          : await firstInstalment(db, accountId, basketId, buyer.customerId, input, now),
        input,
      );
  const storedCard = await planStoredCard(db, accountId, buyer.customerId, input);
  let orderId: number;
  try {
    orderId = await checkout(
      db,
      accountId,
      basketId,
      {
        idempotencyKey: input.idempotencyKey,
        buyer: { ...input.buyer, locale: input.buyer.locale ?? buyer.locale },
        payments,
        deliveryMethodId: input.deliveryMethodId,
        deliveryAddress: input.deliveryAddress,
        paymentPlanId: input.paymentPlanId,
        storedCard,
        // Web sales are credited to no partner (decisions/0053).
        partnerId: null,
      },
      shopSeller,
      now,
      jobs,
      processors,
      undefined,
      invoice,
      keepCard,
    );
  } catch (error) {
    // Payments that do not fit the basket (their sum, a line below the minimum) because its
    // total is no longer the one shown: the buyer is told the total now.
    if (
      error instanceof AppError &&
      (error.code === 'purchase.payment_total_mismatch' || error.field?.startsWith('payments'))
    ) {
      const current = await viewBasket(db, accountId, basketId, now);
      if (current.total !== input.expectedTotal) await totalChanged(db, accountId, current.total);
    }
    if (error instanceof AppError && error.field?.startsWith('payments')) {
      throw error.withField(shopField(error.field, payments));
    }
    throw error;
  }
  return requireShopOrder(db, accountId, orderId, secretHash, buyer.locale);
}

/**
 * What the card pays now on the chosen plan: its first instalment of the basket's total. A plan
 * charges a kept card later without the buyer, so it is for a signed-in customer who agreed to
 * keep the card, paid by that card alone.
 */
async function firstInstalment(
  db: Db,
  accountId: number,
  basketId: string,
  customerId: number | null,
  input: ShopCheckoutInput,
  now: Date,
): Promise<number> {
  if (customerId === null) throw new AppError('purchase.instalment_plan_unavailable', 'paymentPlanId');
  if (!input.keepCard) throw new AppError('purchase.instalment_plan_card_required', 'keepCard');
  if (input.giftCertificate || input.accountCredit)
    throw new AppError('purchase.instalment_plan_card_required', 'paymentPlanId');
  const { total, plans } = await plansOfBasket(db, accountId, basketId, now);
  if (total !== input.expectedTotal) await totalChanged(db, accountId, total);
  const plan = plans.find((p) => p.id === input.paymentPlanId);
  if (!plan) throw new AppError('purchase.instalment_plan_unavailable', 'paymentPlanId');
  return plan.instalments[0]!.amount;
}

/** The invoice a shop checkout asks for: paid by nothing else, at the total shown, on the account's terms. */
async function invoiceOfCheckout(
  db: Db,
  accountId: number,
  basketId: string,
  buyer: ShopBuyer,
  input: ShopCheckoutInput,
  now: Date,
) {
  if (input.giftCertificate || input.accountCredit || input.paymentPlanId !== null) {
    throw new AppError('purchase.invoice_unavailable', 'payByInvoice');
  }
  const terms = await requireInvoiceTerms(db, accountId);
  const current = await viewBasket(db, accountId, basketId, now);
  if (current.total !== input.expectedTotal) await totalChanged(db, accountId, current.total);
  return {
    terms,
    email: input.invoiceEmail ?? input.buyer.email,
    recipientName: [input.buyer.firstName, input.buyer.lastName].filter(Boolean).join(' '),
    locale: input.buyer.locale ?? buyer.locale,
  };
}

/**
 * The card the signed-in customer keeps in their account that pays the plan (decisions/0110):
 * a plan only, and the customer's own card; none when the checkout enters a card.
 */
async function planStoredCard(
  db: Db,
  accountId: number,
  customerId: number | null,
  input: ShopCheckoutInput,
): Promise<StoredPlanCard | undefined> {
  if (input.storedCardId === null) return undefined;
  if (input.paymentPlanId === null)
    throw new AppError('purchase.instalment_stored_card_plan_only', 'storedCardId');
  const row =
    customerId === null ? null : await customerStoredCard(db, accountId, customerId, input.storedCardId);
  if (!row) throw new AppError('purchase.stored_card_not_found', 'storedCardId');
  const { token, brand, last4, expMonth, expYear, processor, paymentAccountId } = row;
  return { token, brand, last4, expMonth, expYear, processor, paymentAccountId };
}

/**
 * Season ticket purchases require a saved card and authorization to save it (spec §5,
 * decisions/0111): a basket with a season package is paid by one card the signed-in customer
 * agrees to keep, and the card is kept in their account with the order. A plan keeps its card
 * its own way (not among the stored cards, 0107).
 */
async function seasonCard(
  db: Db,
  accountId: number,
  basketId: string,
  customerId: number | null,
  input: ShopCheckoutInput,
  now: Date,
): Promise<CardKeeper | undefined> {
  if (!(await basketHasPackage(db, accountId, basketId))) return undefined;
  const refusal = seasonCardRefusal({
    hasPackage: true,
    customer: customerId !== null,
    cardPays:
      !input.giftCertificate &&
      !input.accountCredit &&
      Boolean(input.card || input.paymentMethodId || input.storedCardId),
    keepCard: input.keepCard,
  });
  if (refusal) throw new AppError(refusal.code, refusal.field);
  if (input.paymentPlanId !== null || customerId === null) return undefined;
  return (tx, card) => saveCustomerCard(tx, accountId, customerId, card, now);
}

/** Refuses a checkout whose basket no longer costs what the buyer was shown, naming the total now. */
async function totalChanged(db: Db, accountId: number, total: number): Promise<never> {
  const money = await accountMoney(db, accountId);
  throw new AppError('purchase.total_changed', 'expectedTotal', { total: money(total) });
}

/**
 * An order this browser bought, with its delivery method, named in the reader's `locale`, its
 * seat locations left out when the account hides them on the order's channel; any other order
 * is "not found".
 */
export async function requireShopOrder(
  db: Db,
  accountId: number,
  orderId: number,
  secretHash: string | null,
  locale: ShippedLocale,
): Promise<ShopOrder> {
  const order =
    secretHash && (await orderBoughtBy(db, accountId, orderId, secretHash))
      ? await orderDetail(db, accountId, orderId, locale)
      : null;
  if (!order) throw new AppError('purchase.order_not_found');
  const method = await orderDeliveryMethod(db, accountId, orderId);
  const { hideSeatLocationsForGroupSalesAndHouseSeats: hideSetting } = await requireAccount(db, accountId);
  const hidden = hidesSeatLocations(order.channel, hideSetting);
  const bundleIds = [...order.tickets, ...order.products].flatMap((part) =>
    part.bundleLineId == null ? [] : [part.bundleLineId],
  );
  return {
    ...order,
    // The buyer of a group or house-seat order does not learn where the venue seats them.
    tickets: order.tickets.map((ticket) => ({
      ...ticket,
      ...buyerSeatLocation(ticket, hidden),
      seatKey: hidden ? null : ticket.seatKey,
    })),
    deliveryMethod: method
      ? {
          id: method.id,
          type: method.type as DeliveryMethodType,
          displayName: order.deliveryMethod?.displayName ?? method.display_name,
        }
      : null,
    bundles: await bundleLinesById(db, accountId, [...new Set(bundleIds)]),
  };
}
