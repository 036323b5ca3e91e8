import { STRIPE_ADAPTER } from '@tessera/domain';
import { AppError } from '@/platform/http/app-error';
import { stripePaymentAccount, workstationReaders } from './card-terminals.store';
import type { ProcessorIo } from './payment-processor.port';
import { type CardMerchant, cardMerchantForEvents, paymentProcessor } from './processors.service';

/**
 * Card-reader terminals (decisions/0090): each box-office workstation names its reader, and a
 * StripeTerminal payment is taken on the reader of the workstation it names. "Card terminal not
 * connected or not configured" (`purchase.card_terminal_unavailable`) answers a workstation
 * without a reader (or not the account's), a venue whose payment account has no readers (the
 * sandbox, a processor without Terminal), and a reader Stripe does not know or finds offline.
 */

/** The reader of each StripeTerminal payment of a sale (null for other payments). */
export async function saleReaders(
  db: ProcessorIo['db'],
  accountId: number,
  payments: readonly { type: string; workstationId?: number | undefined }[],
): Promise<(string | null)[]> {
  const ids = payments.flatMap((p) =>
    p.type === 'StripeTerminal' && p.workstationId ? [p.workstationId] : [],
  );
  if (ids.length === 0) return payments.map(() => null);
  const readers = await workstationReaders(db, accountId, ids);
  return payments.map((p, index) => {
    if (p.type !== 'StripeTerminal') return null;
    const reader = p.workstationId ? readers.get(p.workstationId) : undefined;
    if (!reader) throw new AppError('purchase.card_terminal_unavailable', `payments.${index}.workstationId`);
    return reader;
  });
}

/** Who takes a card on a reader for these events: their venues' card payment account, when it has readers. */
export async function terminalMerchantForEvents(
  io: ProcessorIo,
  accountId: number,
  eventIds: readonly number[],
): Promise<CardMerchant> {
  let found: CardMerchant;
  try {
    found = await cardMerchantForEvents(io, accountId, eventIds);
  } catch (error) {
    if (error instanceof AppError && error.code === 'purchase.payment_processor_unavailable')
      throw new AppError('purchase.card_terminal_unavailable');
    throw error;
  }
  if (!found.processor.terminal) throw new AppError('purchase.card_terminal_unavailable');
  return found;
}

/** A connection token for the readers of this payment account (Stripe Terminal's SDK asks for one). */
export async function terminalConnectionToken(
  io: ProcessorIo,
  accountId: number,
  paymentAccountId: number,
): Promise<string> {
  const account = await stripePaymentAccount(io.db, accountId, paymentAccountId);
  const terminal = account ? paymentProcessor(STRIPE_ADAPTER, io).terminal : undefined;
  if (!account || !terminal) throw new AppError('purchase.card_terminal_unavailable', 'paymentAccountId');
  try {
    return await terminal.connectionToken({ accountId, paymentAccountId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'purchase.payment_processor_unavailable')
      throw new AppError('purchase.card_terminal_unavailable', 'paymentAccountId');
    throw error;
  }
}
