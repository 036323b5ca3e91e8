import { stripeWebhook } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { receiveStripeWebhook } from './stripe-webhooks.service';

export const paymentWebhookRoutes = [
  implement(stripeWebhook, async ({ deps, request }) => {
    const signature = request.headers['stripe-signature'];
    const { duplicate } = await receiveStripeWebhook(
      deps,
      request.rawBody ?? '',
      typeof signature === 'string' ? signature : undefined,
    );
    return { received: true as const, duplicate };
  }),
];
