import type { CardInput } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { PaymentLabel } from '@/modules/payment-settings/payment-rules.service';
import type { Authorization } from '@/modules/payments/payment-processor.port';
import type { CardMerchant } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import { markPaymentsCaptured, type NewPayment } from './orders.store';

/**
 * The payment rows a sale writes: a card payment authorized through the port carries its brand,
 * last four digits, charge and payment account, `authorized` until captured after the commit;
 * the others are taken at once, named by their configured labels. A comp covers the whole total.
 */
export function paymentRowsOf(
  payments: readonly { type: NewPayment['type']; amount: number }[],
  sale: {
    total: number;
    authorizations: readonly (Authorization | null)[];
    labels: readonly (PaymentLabel | undefined)[];
    cards: CardMerchant | null;
  },
): NewPayment[] {
  const { authorizations, labels, cards } = sale;
  return payments.map((p, i) => {
    const auth = authorizations[i] ?? null;
    return {
      type: p.type,
      amount: p.type === 'Comp' ? sale.total : p.amount,
      method: auth?.brand ?? labels[i]?.method ?? null,
      last4: auth?.last4 ?? labels[i]?.last4 ?? null,
      providerId: auth?.chargeId ?? null,
      processor: auth && cards ? cards.processor.id : null,
      paymentAccountId: auth && cards ? cards.merchant.paymentAccountId : null,
      status: auth ? 'authorized' : 'captured',
    };
  });
}

/** A payment of a sale as the request gave it: a card typed or a processor's card reference. */
export interface SalePayment {
  type: NewPayment['type'];
  amount: number;
  card?: CardInput | undefined;
  paymentMethodId?: string | undefined;
}

/**
 * Authorizes a sale's card payments through the payment port, outside every lock, each under
 * the sale's idempotency key and its index (a retry answers the same charges). When one is
 * refused, those already authorized are voided before the refusal goes on. Other payments
 * answer null.
 */
export async function authorizeSalePayments(
  cards: CardMerchant | null,
  payments: readonly SalePayment[],
  /** `storedToken`: the first payment's card was just kept for a payment plan (its token). */
  sale: { idempotencyKey: string; basketId?: string | undefined; storedToken?: string | undefined },
  /** StripeTerminal payments: the card reader of each (by index), which the server drives. */
  readers: readonly (string | null)[] = [],
): Promise<(Authorization | null)[]> {
  const authorizations: (Authorization | null)[] = [];
  try {
    for (const [index, p] of payments.entries()) {
      const card = p.card ?? (p.paymentMethodId ? { paymentMethodId: p.paymentMethodId } : null);
      const readerId = p.type === 'StripeTerminal' ? readers[index] : null;
      if (readerId) {
        const terminal = cards?.processor.terminal;
        if (!cards || !terminal)
          throw new AppError('purchase.card_terminal_unavailable', `payments.${index}.workstationId`);
        authorizations.push(
          await terminal.authorizeOnReader(cards.merchant, {
            idempotencyKey: `${sale.idempotencyKey}:${index}`,
            amount: p.amount,
            readerId,
            field: `payments.${index}`,
            ...(sale.basketId ? { basketId: sale.basketId } : {}),
          }),
        );
        continue;
      }
      authorizations.push(
        cards && p.type === 'CreditCard' && card
          ? await cards.processor.authorize(cards.merchant, {
              idempotencyKey: `${sale.idempotencyKey}:${index}`,
              amount: p.amount,
              card,
              field: `payments.${index}`,
              ...(sale.basketId ? { basketId: sale.basketId } : {}),
              ...(index === 0 && sale.storedToken ? { storedToken: sale.storedToken } : {}),
            })
          : null,
      );
    }
  } catch (error) {
    await voidAuthorizations(cards, authorizations);
    throw error;
  }
  return authorizations;
}

/** Voids card authorizations that no order took. */
export async function voidAuthorizations(
  cards: CardMerchant | null,
  authorizations: readonly (Authorization | null)[],
): Promise<void> {
  if (!cards) return;
  for (const auth of authorizations) if (auth) await cards.processor.void(cards.merchant, auth.chargeId);
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
