import type { CardHolder, CardSource, CardToken, ProcessorIo } from './payment-processor.port';
import { processorCustomerOf, rememberProcessorCustomer } from './processor-customers.store';
import type { CardMerchant } from './processors.service';

/**
 * Keeps a card of one of our customers with the processor (decisions/0107): on the processor's
 * one record of that customer for this payment account (Stripe: one Customer per customer, every
 * stored card and plan card on it), made with the first card and remembered for the next. A
 * buyer who is not a customer of ours (`customerId` null) gets a record of their own per card.
 * The processor call runs outside every transaction.
 */
export async function keepCustomerCard(
  io: ProcessorIo,
  { processor, merchant }: CardMerchant,
  card: CardSource,
  field: string,
  holder: CardHolder & { customerId: number | null },
): Promise<CardToken> {
  const { customerId, ...rest } = holder;
  const paymentAccountId = merchant.paymentAccountId;
  const known =
    customerId !== null && paymentAccountId !== null
      ? await processorCustomerOf(io.db, merchant.accountId, customerId, paymentAccountId)
      : null;
  const token = await processor.tokenize(merchant, card, field, {
    ...rest,
    ...(customerId !== null ? { reference: `customer:${customerId}` } : {}),
    ...(known ? { processorCustomer: known } : {}),
  });
  if (
    customerId !== null &&
    paymentAccountId !== null &&
    token.processorCustomer &&
    token.processorCustomer !== known
  )
    await rememberProcessorCustomer(
      io.db,
      merchant.accountId,
      customerId,
      paymentAccountId,
      token.processorCustomer,
      io.now(),
    );
  return token;
}
