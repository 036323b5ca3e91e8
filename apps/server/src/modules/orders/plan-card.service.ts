import { keepCustomerCard } from '@/modules/payments/kept-cards.service';
import type { Authorization, CardToken, ProcessorIo } from '@/modules/payments/payment-processor.port';
import type { CardMerchant } from '@/modules/payments/processors.service';
import { AppError } from '@/platform/http/app-error';
import type { CheckoutInput } from './checkout-checks.service';

/**
 * The card a payment plan's later instalments are charged to: the customer's stored card when
 * the checkout names one (it must be kept with the payment account this sale is paid to), or the
 * card of the first payment kept now with the processor (decisions/0097, 0107). `fresh` says the
 * card was kept by this checkout, so a sale that fails forgets it again; a stored card is never
 * forgotten by a checkout.
 */
export async function planCard(
  io: ProcessorIo,
  cards: CardMerchant,
  input: CheckoutInput,
  customerId: number | null,
  /** The refusal when no card pays: a plan's, or a season package's (decisions/0111). */
  missing:
    | 'purchase.instalment_plan_card_required'
    | 'purchase.season_package_card_required' = 'purchase.instalment_plan_card_required',
): Promise<{ kept: CardToken; fresh: boolean }> {
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
