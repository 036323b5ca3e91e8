import { keepCustomerCard } from '@/modules/payments/kept-cards.service';
import type { Authorization, CardToken, ProcessorIo } from '@/modules/payments/payment-processor.port';
import type { CardMerchant } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { CheckoutInput } from './checkout-checks.service';

/**
 * The card this sale keeps, the one rule for every sale that keeps one:
 * - `plan`: a payment plan, a template deposit or a group's agreed schedule charges its later
 *   instalments to it (decisions/0097, 0107, 0118);
 * - `account`: a shop season package keeps the one card that pays in the customer's account
 *   (decisions/0111), so nothing else may pay beside it.
 * The card is the customer's stored card when the checkout names one (kept with the payment
 * account this sale is paid to, decisions/0110), else the card of the first payment, kept now
 * with the processor. `fresh` says this checkout kept it, so a sale that fails forgets it again;
 * a stored card is never forgotten by a checkout.
 */
export async function cardThisSaleKeeps(
  io: ProcessorIo,
  cards: CardMerchant,
  input: CheckoutInput,
  customerId: number | null,
  keptFor: 'plan' | 'account',
): Promise<{ kept: CardToken; fresh: boolean }> {
  const missing =
    keptFor === 'plan' ? 'purchase.instalment_plan_card_required' : 'purchase.season_package_card_required';
  if (keptFor === 'account' && input.payments.length !== 1) throw new AppError(missing, 'payments');
  const stored = input.storedCard;
  if (stored) {
    if (
      stored.processor !== cards.processor.id ||
      stored.paymentAccountId !== cards.merchant.paymentAccountId
    )
      throw new AppError('purchase.instalment_stored_card_elsewhere', 'storedCardId');
    const { processor: _p, paymentAccountId: _a, ...kept } = stored;
    return { kept, fresh: false };
  }
  const paying = input.payments[0]!;
  const card = paying.card ?? (paying.paymentMethodId ? { paymentMethodId: paying.paymentMethodId } : null);
  if (!card) throw new AppError(missing, 'payments');
  const holder = {
    email: input.buyer.email,
    name: [input.buyer.firstName, input.buyer.lastName].filter(Boolean).join(' '),
    idempotencyKey: `${input.idempotencyKey}:keep`,
    customerId,
  };
  return { kept: await keepCustomerCard(io, cards, card, 'payments.0.card', holder), fresh: true };
}

/**
 * The first instalment charged to a stored card: the port's charge of a kept card, under the
 * sale's idempotency key as the first payment's authorization would be (a retry answers the same
 * charge). A card the bank wants the payer to authenticate again is refused as a declined card.
 */
export async function authorizeStoredFirst(
  cards: CardMerchant,
  input: CheckoutInput,
  kept: CardToken,
): Promise<(Authorization | null)[]> {
  const first = input.payments[0]!;
  try {
    return [
      await cards.processor.authorizeStored(cards.merchant, {
        idempotencyKey: `${input.idempotencyKey}:0`,
        amount: first.amount,
        token: kept.token,
      }),
    ];
  } catch (error) {
    if (error instanceof AppError && !error.field) throw error.withField('storedCardId');
    throw error;
  }
}
