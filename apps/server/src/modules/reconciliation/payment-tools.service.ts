import type { ProcessorPayment, StuckPayment } from '@tessera/contract';
import { STRIPE_ADAPTER } from '@tessera/domain';
import type { Charge, PaymentProcessor, ProcessorIo } from '@/modules/payments/payment-processor.port';
import { everyPaymentProcessor, paymentProcessor } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import { capturePending, orderPaymentOfCharge, stripePaymentAccounts } from './payment-tools.store';
import { retryCapture, voidUntakenCharge } from './reconciliation.service';
import { paymentOfCharge } from './reconciliation.store';

/**
 * Tools → Stripe payments and Tools → Payment processing (decisions/0090). Everything here asks
 * the payment port, as reconciliation does; retry and void are reconciliation's own steps, so a
 * staff action racing the reconciliation job captures or voids at most once.
 */

/** A processor payment by its reference, asked of each of the account's Stripe payment accounts. */
export async function lookupPayment(
  io: ProcessorIo,
  accountId: number,
  reference: string,
): Promise<ProcessorPayment> {
  const stripe = paymentProcessor(STRIPE_ADAPTER, io);
  for (const account of await stripePaymentAccounts(io.db, accountId)) {
    let charge: Charge | null;
    try {
      charge = await stripe.charge({ accountId, paymentAccountId: account.id }, reference);
    } catch (error) {
      // A payment account that cannot be reached (no keys, not connected) holds nothing to find.
      if (error instanceof AppError && error.code === 'purchase.payment_processor_unavailable') continue;
      throw error;
    }
    if (!charge) continue;
    const order = await orderPaymentOfCharge(io.db, accountId, charge.chargeId);
    return {
      chargeId: charge.chargeId,
      status: charge.status,
      amount: charge.amount,
      refunded: charge.refunded,
      createdAt: charge.updatedAt.toISOString(),
      paymentAccountId: account.id,
      paymentAccountName: account.name,
      basketId: charge.basketId,
      orderId: order ? Number(order.order_id) : null,
      paymentStatus: order?.status ?? null,
      buyerName: order ? `${order.first_name} ${order.last_name}` : null,
    };
  }
  throw new AppError('admin.processor_payment_not_found', 'reference');
}

/** The account's authorizations no order took, as each adapter holds them, with their adapter. */
async function untaken(
  io: ProcessorIo,
  accountId: number,
): Promise<{ charge: Charge; processor: PaymentProcessor }[]> {
  const found: { charge: Charge; processor: PaymentProcessor }[] = [];
  for (const processor of everyPaymentProcessor(io)) {
    for (const charge of await processor.openCharges({ before: io.now(), limit: 500 })) {
      if (charge.merchant.accountId !== accountId) continue;
      if (await paymentOfCharge(io.db, charge.chargeId)) continue;
      found.push({ charge, processor });
    }
  }
  return found;
}

/** Payments stuck mid-flight: authorizations no order took and order captures not confirmed, oldest first. */
export async function stuckPayments(io: ProcessorIo, accountId: number): Promise<StuckPayment[]> {
  const items: StuckPayment[] = (await untaken(io, accountId)).map(({ charge }) => ({
    chargeId: charge.chargeId,
    kind: 'not_taken',
    amount: charge.amount,
    since: charge.updatedAt.toISOString(),
    paymentAccountId: charge.merchant.paymentAccountId,
    basketId: charge.basketId,
    orderId: null,
  }));
  for (const p of await capturePending(io.db, accountId, 500)) {
    items.push({
      chargeId: p.provider_id,
      kind: 'capture_pending',
      amount: p.amount,
      since: new Date(p.created_at).toISOString(),
      paymentAccountId: p.payment_account_id,
      basketId: p.basket_id,
      orderId: Number(p.order_id),
    });
  }
  return items.sort((a, b) => a.since.localeCompare(b.since));
}

/** Finishes an order payment's capture (reconciliation's step); refused when it is settled already. */
export async function retryStuck(io: ProcessorIo, accountId: number, chargeId: string) {
  const outcome = await retryCapture(io, accountId, chargeId);
  if (!outcome) throw new AppError('admin.stuck_payment_not_found');
  return { outcome: outcome === 'captured' ? ('captured' as const) : ('capture_failed' as const) };
}

/** Releases an authorization no order took (reconciliation's rules). */
export async function voidStuck(io: ProcessorIo, accountId: number, chargeId: string) {
  const open = (await untaken(io, accountId)).find((u) => u.charge.chargeId === chargeId);
  if (!open) throw new AppError('admin.stuck_payment_not_found');
  const outcome = await voidUntakenCharge(io, open.processor, open.charge);
  if (outcome === 'in_checkout') throw new AppError('admin.stuck_payment_in_checkout');
  if (outcome === 'gone') throw new AppError('admin.stuck_payment_not_found');
  return { voided: true };
}
