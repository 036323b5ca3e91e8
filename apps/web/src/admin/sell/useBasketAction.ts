import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { isApiError } from '@/api/api-error';
import { refreshSellSeats, sellKeys } from './queries';
import { basketIsGone, useSellBasket } from './useSellBasket';

/**
 * Runs a change on the current basket (starting one on `channel` when there is none), shows
 * the basket it answers, and refreshes the event's seats and the products' stock either way. A basket that ran out of
 * time is replaced by a new one and the seller is told.
 */
export function useBasketAction(channel: StaffSalesChannel, eventId?: number) {
  const client = useQueryClient();
  const sell = useSellBasket();
  return useMutation({
    mutationFn: async (action: (basketId: string) => Promise<Basket>) => {
      const id = await sell.ensure(channel);
      return action(id);
    },
    onSuccess: (basket) => sell.show(basket),
    onError: async (error) => {
      if (basketIsGone(error)) {
        const expired = isApiError(error) && error.has('purchase.reservation_expired');
        await sell.startOver(channel, expired ? 'expired' : 'gone');
      }
    },
    onSettled: () => {
      if (eventId) void refreshSellSeats(client, eventId, channel).catch(() => undefined);
      void client.invalidateQueries({ queryKey: [...sellKeys.all, 'products'] });
    },
  });
}
