import { randomBytes, randomUUID } from 'node:crypto';
import type { ShopGiftCertificateSale, shopGiftCertificatePurchaseBody } from '@tessera/contract';
import {
  formatMoney,
  SHOP_GIFT_CERTIFICATE_MAX,
  SHOP_GIFT_CERTIFICATE_MIN,
  type ShippedLocale,
  shopGiftCertificateAmountValid,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import { attachOrderCustomer } from '@/modules/customers/customers.store';
import {
  GIFT_CERTIFICATE_MAIL_JOB,
  type GiftCertificateMailPayload,
} from '@/modules/gift-certificates/gift-certificate-mail.service';
import { requireOffer } from '@/modules/gift-certificates/gift-certificate-offers.service';
import { shopCertificateView } from '@/modules/gift-certificates/gift-certificate-view.service';
import { giftCertificateMailRetry } from '@/modules/gift-certificates/gift-certificates.jobs';
import { issueGiftCertificate } from '@/modules/gift-certificates/gift-certificates.service';
import {
  type AccountTerms,
  type GiftCertificateRow,
  giftCertificateOfOrder,
} from '@/modules/gift-certificates/gift-certificates.store';
import { checkPayments } from '@/modules/orders/checkout-checks.service';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { insertOrder, insertPayments, orderIdByKey } from '@/modules/orders/orders.store';
import {
  authorizeSalePayments,
  captureAfterCommit,
  paymentRowsOf,
  voidAuthorizations,
} from '@/modules/orders/sale-payments.service';
import { accountMoney, minimumPayment } from '@/modules/payment-settings/payment-options.store';
import { checkConfiguredPayments } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization, ProcessorIo } from '@/modules/payments/payment-processor.port';
import { cardMerchantForAccount } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';

type Purchase = z.output<typeof shopGiftCertificatePurchaseBody>;

export interface ShopGiftCertificateIo extends ProcessorIo {
  readonly jobs: Jobs;
}

export interface ShopGiftCertificateBuyer {
  /** The customer signed in on this host, whose account lists the certificate; null for a guest. */
  customerId: number | null;
  /** The buyer's language: the recipient's mail is written in it. */
  locale: ShippedLocale;
  /** The host name the buyer used (only picks among the account's own for the mail's link). */
  hostName: string;
}

/** The card as the shop sends it: typed, or the processor's browser fields. */
function cardPayment(body: Purchase, amount: number) {
  if (body.paymentMethodId)
    return { type: 'CreditCard' as const, amount, paymentMethodId: body.paymentMethodId };
  if (!body.card) throw new AppError('common.validation_failed', 'card.number');
  return { type: 'CreditCard' as const, amount, card: body.card };
}

function saleOf(orderId: number, row: GiftCertificateRow, now: Date): ShopGiftCertificateSale {
  return { orderId, certificate: shopCertificateView(row, now) };
}

/** Answers the sale an order already made (a retried request or a double click). */
async function saleOfOrder(db: Db, accountId: number, orderId: number, now: Date) {
  const row = await giftCertificateOfOrder(db, accountId, orderId);
  if (!row) throw new AppError('purchase.idempotency_key_reused');
  return saleOf(orderId, row, now);
}

function checkAmount(amount: number, account: AccountTerms) {
  if (!shopGiftCertificateAmountValid(amount)) {
    throw new AppError('purchase.gift_certificate_amount_out_of_range', 'amount', {
      min: formatMoney(SHOP_GIFT_CERTIFICATE_MIN, account.currency),
      max: formatMoney(SHOP_GIFT_CERTIFICATE_MAX, account.currency),
    });
  }
}

/**
 * Sells a gift certificate in the shop (decisions/0067) as the shop sells a membership: the
 * card is authorized first, one transaction writes the order (a basket of its own, closed at
 * once), the certificate with the template's expiry and an unguessable bundle code, its
 * payment, and queues the recipient's mail; the card is captured after the commit. The
 * idempotency key makes a retry or a double click answer the same sale, charged once.
 */
export async function buyGiftCertificate(
  io: ShopGiftCertificateIo,
  accountId: number,
  templateId: number,
  body: Purchase,
  buyer: ShopGiftCertificateBuyer,
): Promise<ShopGiftCertificateSale> {
  const { db } = io;
  const now = io.now();
  const done = await orderIdByKey(db, accountId, body.idempotencyKey);
  if (done) return saleOfOrder(db, accountId, done.id, now);
  const { offer, expiresAt, account } = await requireOffer(db, accountId, templateId, now);
  checkAmount(body.amount, account);
  const payments = [cardPayment(body, body.amount)];
  checkPayments(
    body.amount,
    { payments },
    await minimumPayment(db, accountId),
    await accountMoney(db, accountId),
  );
  const labels = await checkConfiguredPayments(db, accountId, payments, now);
  const cards = await cardMerchantForAccount(io, accountId);
  const basketId = randomUUID();
  const buyerName = `${body.buyer.firstName} ${body.buyer.lastName}`;
  let authorizations: (Authorization | null)[] = [];
  try {
    authorizations = await authorizeSalePayments(cards, payments, {
      idempotencyKey: body.idempotencyKey,
      basketId,
    });
    const sale = await db.transaction(async (tx) => {
      await insertBasket(tx, accountId, { id: basketId, channel: 'Web', userId: null, now });
      await updateBasket(tx, accountId, basketId, { status: 'checked_out' }, now);
      const orderId = await insertOrder(
        tx,
        accountId,
        {
          globalId: randomUUID(),
          basketId,
          idempotencyKey: body.idempotencyKey,
          channel: 'Web',
          buyer: {
            title: null,
            firstName: body.buyer.firstName,
            lastName: body.buyer.lastName,
            email: body.buyer.email,
            phone: '',
          },
          faceValueTotal: 0,
          feeTotal: 0,
          discountTotal: 0,
          total: body.amount,
          fees: [],
          promoCode: null,
          userId: null,
        },
        now,
      );
      if (buyer.customerId !== null) await attachOrderCustomer(tx, accountId, orderId, buyer.customerId);
      const { id } = await issueGiftCertificate(tx, accountId, {
        amount: body.amount,
        buyerCustomerId: buyer.customerId,
        buyerName,
        buyerEmail: body.buyer.email,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        expiresAt: expiresAt?.toISOString() ?? null,
        paymentType: 'CreditCard',
        paymentReference: `Order ${orderId}`,
        soldByUserId: null,
        now,
        orderId,
        bundleCode: randomBytes(16).toString('base64url'),
        message: body.message,
      });
      await insertPayments(
        tx,
        accountId,
        orderId,
        paymentRowsOf(payments, { total: body.amount, authorizations, labels, cards }),
        now,
      );
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: 'gift_certificate.sold',
          userId: null,
          actor: 'customer',
          details: { template: offer.name, giftCertificateId: id, total: body.amount },
        },
        now,
      );
      const mail: GiftCertificateMailPayload = {
        accountId,
        giftCertificateId: id,
        locale: buyer.locale,
        hostName: buyer.hostName,
      };
      await io.jobs.schedule(GIFT_CERTIFICATE_MAIL_JOB, mail, { tx, retry: giftCertificateMailRetry });
      return orderId;
    });
    await captureAfterCommit(db, accountId, cards, authorizations);
    io.jobs.wake(GIFT_CERTIFICATE_MAIL_JOB);
    return saleOfOrder(db, accountId, sale, now);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await orderIdByKey(db, accountId, body.idempotencyKey);
      if (winner) return saleOfOrder(db, accountId, winner.id, now);
    }
    if (!(await orderIdByKey(db, accountId, body.idempotencyKey))) {
      await voidAuthorizations(cards, authorizations);
    }
    throw error;
  }
}
