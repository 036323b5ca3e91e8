import { cardBrand, SANDBOX_ADAPTER, sandboxOutcome, sandboxRefundFails } from '@tessera/domain';
import {
  type Charge,
  isCardReference,
  type PaymentProcessor,
  type ProcessorIo,
  type RefundOutcome,
} from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';
import {
  authorizedBefore,
  chargeRow,
  failedRefundCount,
  insertAuthorization,
  moveCharge,
  recordRefund,
  refundByKey,
  type SandboxChargeRow,
} from './sandbox.store';
import { sandboxFaults } from './sandbox-faults.service';
import { checkedCardDigits, tokenizeCard, vaultedCard } from './sandbox-vault.service';

const chargeOf = (row: SandboxChargeRow): Charge => ({
  chargeId: row.id,
  merchant: { accountId: row.account_id, paymentAccountId: row.payment_account_id },
  amount: row.amount,
  refunded: row.refunded_amount,
  status: row.status,
  idempotencyKey: row.idempotency_key,
  basketId: row.basket_id,
  updatedAt: new Date(row.updated_at),
});

/**
 * The built-in sandbox card processor, the payment port's first adapter. It behaves like a card
 * network's test mode (docs/sandbox-cards.md): documented test numbers approve, decline or fail;
 * one charge per idempotency key, one refund per idempotency key. Its ledger lives in our
 * database (`sandbox_charges`, `sandbox_refunds`) but it is written as a processor would be: each
 * call is its own statement or transaction, never part of the caller's. Card numbers are never
 * stored: only the brand, the last four digits and the charge id.
 */
export function sandboxProcessor(io: ProcessorIo): PaymentProcessor {
  const { db } = io;
  return {
    id: SANDBOX_ADAPTER,

    async authorize(merchant, request) {
      const now = io.now();
      // The sandbox has no browser fields of its own: it takes the card as typed in our form.
      if (isCardReference(request.card))
        throw new AppError('purchase.payment_method_unsupported', `${request.field}.card.number`);
      const digits = checkedCardDigits(request.card, `${request.field}.card`, now);
      const outcome = sandboxOutcome(digits);
      if (outcome.kind === 'declined') {
        throw new AppError(
          outcome.reason === 'insufficient_funds'
            ? 'purchase.card_insufficient_funds'
            : 'purchase.card_declined',
          `${request.field}.card.number`,
        );
      }
      if (outcome.kind === 'processing_error') throw new AppError('purchase.payment_failed');
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      const faults = sandboxFaults();
      if (faults.slowMs > 0 && Math.random() < (faults.slowRate ?? 1))
        await new Promise((resolve) => setTimeout(resolve, faults.slowMs));
      const charge = await insertAuthorization(
        db,
        {
          ...merchant,
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          brand,
          funding: outcome.funding,
          last4,
          basketId: request.basketId ?? null,
        },
        now,
      );
      if (!charge || charge.amount !== request.amount || charge.last4 !== last4) {
        throw new AppError('purchase.idempotency_key_reused');
      }
      // A retry after an order that could not be written: authorize the same charge again.
      if (charge.status === 'voided')
        await moveCharge(db, merchant.accountId, charge.id, 'voided', 'authorized', now);
      if (faults.failAfterChargeRate > 0 && Math.random() < faults.failAfterChargeRate) {
        throw new AppError('purchase.payment_failed');
      }
      return { chargeId: charge.id, brand, last4, funding: outcome.funding };
    },

    /** A stored card answers as its test card does; a token the vault did not make is declined. */
    async authorizeStored(merchant, request) {
      const now = io.now();
      const card = vaultedCard(request.token);
      const outcome = card?.outcome ?? ({ kind: 'declined', reason: 'card_declined' } as const);
      if (outcome.kind === 'declined') {
        throw new AppError(
          outcome.reason === 'insufficient_funds'
            ? 'purchase.card_insufficient_funds'
            : 'purchase.card_declined',
        );
      }
      if (outcome.kind === 'processing_error') throw new AppError('purchase.payment_failed');
      const { brand, last4 } = card!;
      const charge = await insertAuthorization(
        db,
        {
          ...merchant,
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          brand,
          funding: outcome.funding,
          last4,
          basketId: null,
        },
        now,
      );
      if (!charge || charge.amount !== request.amount || charge.last4 !== last4) {
        throw new AppError('purchase.idempotency_key_reused');
      }
      if (charge.status === 'voided')
        await moveCharge(db, merchant.accountId, charge.id, 'voided', 'authorized', now);
      return { chargeId: charge.id, brand, last4, funding: outcome.funding };
    },

    async capture(merchant, chargeId) {
      if (await moveCharge(db, merchant.accountId, chargeId, 'authorized', 'captured', io.now())) return true;
      const charge = await chargeRow(db, merchant.accountId, chargeId);
      return charge?.status === 'captured' || charge?.status === 'refunded';
    },

    void(merchant, chargeId) {
      return moveCharge(db, merchant.accountId, chargeId, 'authorized', 'voided', io.now());
    },

    /**
     * Refuses a refund of the documented failing cards, or of more than the charge still holds:
     * admin.order_refund_failed ("There was an error processing the refund."). The charge row is
     * locked while the refund is decided, so two refunds of one charge at once are decided in turn.
     */
    refund(merchant, request) {
      return db.transaction(async (tx): Promise<RefundOutcome> => {
        const charge = await chargeRow(tx, merchant.accountId, request.chargeId, true);
        if (!charge) return { status: 'failed', refundId: null, code: 'admin.order_refund_failed' };
        const earlier = await refundByKey(tx, merchant.accountId, request.idempotencyKey);
        if (earlier) {
          if (earlier.charge_id !== charge.id || earlier.amount !== request.amount) {
            throw new AppError('purchase.idempotency_key_reused');
          }
          return earlier.status === 'succeeded'
            ? { status: 'succeeded', refundId: earlier.id }
            : { status: 'failed', refundId: earlier.id, code: 'admin.order_refund_failed' };
        }
        const refundable =
          charge.status === 'captured' && charge.refunded_amount + request.amount <= charge.amount;
        const fails = !refundable || sandboxRefundFails(charge.last4, await failedRefundCount(tx, charge.id));
        const status = fails ? 'failed' : 'succeeded';
        const refundId = await recordRefund(tx, charge, { ...request, status }, io.now());
        return fails
          ? { status: 'failed', refundId, code: 'admin.order_refund_failed' }
          : { status: 'succeeded', refundId };
      });
    },

    async tokenize(_merchant, card, field) {
      // The sandbox takes typed cards only, as for `authorize`.
      if (isCardReference(card)) throw new AppError('purchase.payment_method_unsupported', `${field}.number`);
      return tokenizeCard(card, field, io.now());
    },

    // The sandbox vault keeps nothing of a card (its token is all there is): nothing to forget.
    async forget() {},

    async charge(merchant, chargeId) {
      const row = await chargeRow(db, merchant.accountId, chargeId);
      return row ? chargeOf(row) : null;
    },

    async openCharges({ before, limit }) {
      return (await authorizedBefore(db, before, limit)).map(chargeOf);
    },
  };
}
