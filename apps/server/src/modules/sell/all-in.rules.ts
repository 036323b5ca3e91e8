import { type AllInPrice, allInPrices, type SalesChannel } from '@tessera/domain';
import { type EventSaleContext, priceTypesFor } from '@/modules/events/sale-context.store';

/**
 * The all-in price of one ticket of each level for each price type the channel offers, from
 * the event's sale context (its template's price types and fees, its price table), with the
 * fees named for the breakdown.
 */
export function allInOf(
  context: EventSaleContext | undefined,
  levels: readonly { id: number; defaultPrice: number }[],
  channel: SalesChannel,
): (Omit<AllInPrice, 'fees'> & { fees: (AllInPrice['fees'][number] & { name: string })[] })[] {
  if (!context) return allInPrices(levels, [], [], []).map((p) => ({ ...p, fees: [] }));
  const types = priceTypesFor(context, channel);
  return allInPrices(levels, types, context.priceTable, context.fees).map((p) => ({
    ...p,
    fees: p.fees
      .filter((f) => f.added)
      .map((f) => ({ ...f, name: context.fees.find((x) => x.id === f.feeId)?.name ?? '' })),
  }));
}
