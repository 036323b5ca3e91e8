import type { CardInput } from '@tessera/domain';
import { AppError } from '@/platform/http/app-error';
import type { CardSource } from './payment-processor.port';

/**
 * The card of a request that takes one card to keep: typed (`card`, the sandbox) or entered in
 * the processor's browser fields (`paymentMethodId`). Neither is `purchase.card_number_invalid`
 * on `card.number`.
 */
export function cardSourceOf(body: {
  card?: CardInput | undefined;
  paymentMethodId?: string | undefined;
}): CardSource {
  if (body.paymentMethodId) return { paymentMethodId: body.paymentMethodId };
  if (body.card) return body.card;
  throw new AppError('purchase.card_number_invalid', 'card.number');
}
