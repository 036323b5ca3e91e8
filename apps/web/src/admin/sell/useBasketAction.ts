import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Basket,
  type BasketItem,
  type BasketProduct,
  removeBasketItem,
  removeBasketProduct,
  setBasketItemPriceType,
  setBasketProductQuantity,
} from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
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

/** The basket's line changes (a seat's price type, a product's quantity, a removal), each run through `change`. */
export function basketLineActions(change: ReturnType<typeof useBasketAction>) {
  return {
    onPriceType: (item: BasketItem, priceTypeId: number) =>
      change.mutate((basketId) =>
        callApi(setBasketItemPriceType, { params: { basketId, itemId: item.id }, body: { priceTypeId } }),
      ),
    onRemove: (item: BasketItem) =>
      change.mutate((basketId) => callApi(removeBasketItem, { params: { basketId, itemId: item.id } })),
    onProductQuantity: (line: BasketProduct, quantity: number) =>
      change.mutate((basketId) =>
        callApi(setBasketProductQuantity, { params: { basketId, itemId: line.id }, body: { quantity } }),
      ),
    onRemoveProduct: (line: BasketProduct) =>
      change.mutate((basketId) => callApi(removeBasketProduct, { params: { basketId, itemId: line.id } })),
  };
}
