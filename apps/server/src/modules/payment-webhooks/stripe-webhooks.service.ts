import { STRIPE_ADAPTER } from '@tessera/domain';
import type Stripe from 'stripe';
import type { Db } from '@/db/client';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import type { ProcessorIo } from '@/modules/payments/payment-processor.port';
import { followOnboarding } from '@/modules/payments/stripe/stripe-connect.store';
import { verifiedStripeEvent } from '@/modules/payments/stripe/stripe-events.service';
import { AppError } from '@/platform/http/app-error';
import {
  confirmCapture,
  failRefundLater,
  noteWebhookEvent,
  paymentOfCharge,
  refundOfProcessorRef,
  webhookEventSeen,
} from './payment-webhooks.store';

type Outcome = 'captured' | 'refund_failed' | 'dispute_recorded' | 'onboarding_followed' | 'ignored';

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);

/** Acts on one verified event inside the transaction that notes it; answers what it changed. */
async function act(
  tx: Db,
  merchant: { accountId: number; paymentAccountId: number },
  event: Stripe.Event,
  now: Date,
): Promise<Outcome> {
  const { accountId } = merchant;
  switch (event.type) {
    // A connected account's onboarding moved at Stripe (Connect endpoint): the payment account
    // follows it at once, so a venue that finished onboarding can sell without anyone opening
    // the tool (decisions/0116).
    case 'account.updated': {
      const connected = event.data.object;
      if (event.account !== connected.id) return 'ignored';
      await followOnboarding(
        tx,
        accountId,
        merchant.paymentAccountId,
        {
          onboardingComplete: connected.details_submitted === true,
          isLive: connected.charges_enabled === true,
        },
        now,
      );
      return 'onboarding_followed';
    }
    // A capture whose answer was lost (a timeout after the order was written): now known done.
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const payment = await paymentOfCharge(tx, accountId, STRIPE_ADAPTER, intent.id);
      if (!payment || !(await confirmCapture(tx, payment.id))) return 'ignored';
      await recordOrderActivity(
        tx,
        accountId,
        payment.order_id,
        {
          kind: 'payment.capture_confirmed',
          userId: null,
          actor: 'system',
          details: { paymentId: payment.id, type: payment.type, amount: payment.amount, chargeId: intent.id },
        },
        now,
      );
      return 'captured';
    }
    // A refund Stripe accepted and the card network refused later.
    case 'charge.refund.updated':
    case 'refund.failed':
    case 'refund.updated': {
      const refund = event.data.object as Stripe.Refund;
      if (refund.status !== 'failed' && refund.status !== 'canceled') return 'ignored';
      const ours = await refundOfProcessorRef(tx, accountId, refund.id);
      if (!ours || !(await failRefundLater(tx, ours, 'admin.order_refund_failed', now))) return 'ignored';
      await recordOrderActivity(
        tx,
        accountId,
        ours.order_id,
        {
          kind: 'payment.refund_failed',
          userId: null,
          actor: 'system',
          details: {
            paymentId: ours.payment_id,
            refundId: ours.id,
            type: ours.payment_type,
            amount: ours.amount,
            code: 'admin.order_refund_failed',
            reason: refund.failure_reason ?? null,
          },
        },
        now,
      );
      return 'refund_failed';
    }
    // The buyer's bank disputes the charge: staff see it on the order.
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const chargeId = idOf(dispute.payment_intent);
      const payment = chargeId ? await paymentOfCharge(tx, accountId, STRIPE_ADAPTER, chargeId) : undefined;
      if (!payment) return 'ignored';
      await recordOrderActivity(
        tx,
        accountId,
        payment.order_id,
        {
          kind: 'payment.disputed',
          userId: null,
          actor: 'system',
          details: {
            paymentId: payment.id,
            type: payment.type,
            amount: dispute.amount,
            reason: dispute.reason,
            disputeId: dispute.id,
          },
        },
        now,
      );
      return 'dispute_recorded';
    }
    default:
      return 'ignored';
  }
}

/**
 * Receives one Stripe webhook: the signature is checked against the raw body with the signing
 * secret of the Stripe account it belongs to (else `common.webhook_signature_invalid`), then the
 * event acts once, by its id: a repeat answers `duplicate` and changes nothing. It settles what
 * a synchronous answer left open, whichever arrives first: the capture and refund rows only move
 * from the state the event finds them in.
 */
export async function receiveStripeWebhook(
  io: ProcessorIo,
  rawBody: string,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  const verified = signature ? await verifiedStripeEvent(io, rawBody, signature) : null;
  if (!verified) throw new AppError('common.webhook_signature_invalid');
  const { event, merchant } = verified;
  // Signed by Stripe, about a connected account no payment account has (yet): nothing to do.
  if (!merchant) return { duplicate: false };
  if (await webhookEventSeen(io.db, STRIPE_ADAPTER, event.id)) return { duplicate: true };
  const now = io.now();
  return io.db
    .transaction(async (tx) => {
      const outcome = await act(tx, merchant, event, now);
      const fresh = await noteWebhookEvent(
        tx,
        {
          processor: STRIPE_ADAPTER,
          eventId: event.id,
          accountId: merchant.accountId,
          paymentAccountId: merchant.paymentAccountId,
          type: event.type,
          outcome,
        },
        now,
      );
      // The same event arrived twice at once: the other delivery acted on it; undo this one.
      if (!fresh) throw new DuplicateEvent();
      return { duplicate: false };
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateEvent) return { duplicate: true };
      throw error;
    });
}

class DuplicateEvent extends Error {}
