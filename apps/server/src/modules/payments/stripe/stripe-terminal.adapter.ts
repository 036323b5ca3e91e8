import type { FundingType } from '@tessera/domain';
import type Stripe from 'stripe';
import type { Authorization, CardTerminal, Merchant } from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';
import { authorizationError, brands, fundings, isStripeError } from './stripe-errors.mapping';

/** Stripe's answers that mean the reader cannot take a payment now: unknown, offline, busy. */
const readerUnavailable = new Set([
  'resource_missing',
  'terminal_reader_offline',
  'terminal_reader_busy',
  'terminal_reader_timeout',
]);

const POLL_MS = 200;

/** A reader's declined action, as the catalogue's card error on the payment's field. */
function declineOf(failureCode: string | null, field: string): AppError {
  return new AppError(
    failureCode === 'insufficient_funds' ? 'purchase.card_insufficient_funds' : 'purchase.card_declined',
    `${field}.card.number`,
  );
}

/**
 * Stripe Terminal, server-driven (decisions/0090): a `card_present` PaymentIntent with manual
 * capture is made under our idempotency key, handed to the workstation's reader
 * (`terminal.readers.processPaymentIntent`), and the reader is asked until the card presented
 * on it was taken or refused. The authorization is then captured inside the order like any
 * card's. A refusal, or no card in time, cancels the intent: nothing is held.
 */
export function stripeTerminal(
  client: (merchant: Merchant, charging?: boolean) => Promise<{ stripe: Stripe; currency: string }>,
  waitMs: number,
): CardTerminal {
  return {
    async connectionToken(merchant) {
      const { stripe } = await client(merchant);
      try {
        return (await stripe.terminal.connectionTokens.create()).secret;
      } catch (error) {
        throw authorizationError(error, 'paymentAccountId');
      }
    },

    async authorizeOnReader(merchant, request): Promise<Authorization> {
      const { stripe, currency } = await client(merchant, true);
      const field = request.field;
      let intent: Stripe.PaymentIntent;
      const create = (idempotencyKey: string) =>
        stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency,
            allowed_payment_method_types: ['card_present'],
            capture_method: 'manual',
            metadata: {
              tessera_account: String(merchant.accountId),
              tessera_payment_account: String(merchant.paymentAccountId),
              tessera_basket: request.basketId ?? '',
              tessera_key: request.idempotencyKey,
              tessera_reader: request.readerId,
            },
          },
          { idempotencyKey },
        );
      try {
        let answer = await create(request.idempotencyKey);
        intent = answer;
        // The same attempt again after the reader declined (the seller sends the sale once more):
        // Stripe answers the first, canceled intent, so a new one is made under a key derived
        // from it, as for typed cards (decisions/0047).
        for (
          let round = 0;
          round < 5 && answer.lastResponse?.headers?.['idempotent-replayed'] === 'true';
          round++
        ) {
          const now = await stripe.paymentIntents.retrieve(intent.id);
          if (now.status !== 'canceled') {
            intent = now;
            break;
          }
          answer = await create(`${request.idempotencyKey}:after:${intent.id}`);
          intent = answer;
        }
      } catch (error) {
        throw authorizationError(error, field);
      }
      if (intent.status === 'requires_capture') return authorizationOf(stripe, intent.id);
      const giveUp = async () => {
        await stripe.terminal.readers.cancelAction(request.readerId).catch(() => undefined);
        await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
      };
      try {
        await stripe.terminal.readers.processPaymentIntent(request.readerId, { payment_intent: intent.id });
      } catch (error) {
        await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
        if (isStripeError(error) && readerUnavailable.has(error.code ?? ''))
          throw new AppError('purchase.card_terminal_unavailable', `${field}.workstationId`);
        throw authorizationError(error, field);
      }
      const deadline = Date.now() + waitMs;
      for (;;) {
        let reader: Awaited<ReturnType<Stripe['terminal']['readers']['retrieve']>>;
        try {
          reader = await stripe.terminal.readers.retrieve(request.readerId);
        } catch (error) {
          await giveUp();
          throw authorizationError(error, field);
        }
        const action = 'action' in reader ? reader.action : null;
        if (action?.status === 'succeeded') break;
        if (action?.status === 'failed' || !action) {
          await giveUp();
          throw declineOf(action?.failure_code ?? null, field);
        }
        if (Date.now() >= deadline) {
          await giveUp();
          throw new AppError('purchase.payment_timeout');
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return authorizationOf(stripe, intent.id);
    },
  };

  async function authorizationOf(stripe: Stripe, intentId: string): Promise<Authorization> {
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    if (intent.status !== 'requires_capture') throw new AppError('purchase.card_declined');
    const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
    const card = method?.card_present ?? method?.card;
    return {
      chargeId: intent.id,
      brand: brands[card?.brand ?? ''] ?? 'Other',
      last4: card?.last4 ?? '',
      funding: (fundings.includes(card?.funding ?? '') ? card!.funding : 'unknown') as FundingType,
    };
  }
}
