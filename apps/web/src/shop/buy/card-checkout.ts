import { checkoutShopBasket } from '@tessera/contract';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import type { StripeCardHandle } from '@/ui/StripeCardEntry';

/** What the processor's browser fields refused (their own message, in the buyer's language). */
export class CardEntryProblem extends Error {}

export type ShopCheckoutRequest = (Parameters<typeof callApi<typeof checkoutShopBasket>>[1] & object)['body'];

/**
 * Pays the shop basket: with Stripe's Payment Element (`card`), the card becomes a PaymentMethod
 * in Stripe first and only its id is sent; when the bank asks for 3-D Secure, Stripe.js shows its
 * step and the checkout is sent again with the intent it authorized. Otherwise the body goes as it
 * is (a typed card for the sandbox, or no card: a gift certificate, credit, a stored card).
 */
export async function checkoutThroughCard(
  body: ShopCheckoutRequest,
  card: StripeCardHandle | null,
  keyFor: (attempt: unknown) => string,
) {
  if (!card) return callApi(checkoutShopBasket, { body });
  const made = await card.paymentMethod();
  if ('error' in made) throw new CardEntryProblem(made.error);
  const withMethod = { ...body, paymentMethodId: made.id, idempotencyKey: keyFor({ ...body, pm: made.id }) };
  try {
    return await callApi(checkoutShopBasket, { body: withMethod });
  } catch (error) {
    if (!isApiError(error) || !error.nextAction) throw error;
    const done = await card.authenticate(error.nextAction.clientSecret);
    if ('error' in done) throw new CardEntryProblem(done.error);
    return callApi(checkoutShopBasket, {
      body: { ...withMethod, paymentMethodId: done.id, idempotencyKey: keyFor({ ...body, pi: done.id }) },
    });
  }
}
