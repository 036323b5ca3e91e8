import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * A Stripe event as Stripe posts it (https://docs.stripe.com/api/events/object): only the fields
 * read before the signature is checked are named; the rest is kept as sent.
 */
const stripeEvent = z.looseObject({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.looseObject({ id: z.string().min(1).max(255) }) }),
});

export const stripeWebhook = defineEndpoint({
  id: 'stripeWebhook',
  method: 'POST',
  path: '/api/webhooks/stripe',
  summary:
    'Stripe’s signed events (Stripe-Signature, checked with the payment account’s signing secret); each event acts once, by its id.',
  tag: 'webhooks',
  // Server to server: Stripe holds no session; the signature is the credential.
  auth: 'public',
  permission: null,
  tenant: 'none',
  body: stripeEvent,
  output: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  errors: ['common.webhook_signature_invalid'],
  example: {
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1' } },
  },
});
