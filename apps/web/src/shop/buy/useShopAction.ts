import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@tessera/contract';
import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useShopVenue } from '@/shop/account/useShopVenue';
import { shopBuyKeys, useShopBasket } from './queries';

/**
 * Runs a basket call, shows the basket it answers and refreshes the event's seats and the
 * products' stock either way; a basket that ran out of time sends the buyer to the expired page.
 */
export function useShopAction(eventId?: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { setBasket } = useShopBasket();
  return useMutation({
    mutationFn: async (action: () => Promise<{ basket: Basket | null }>) => (await action()).basket,
    onSuccess: (basket) => setBasket(basket),
    onError: (error) => {
      if (isApiError(error) && error.has('purchase.reservation_expired')) {
        void navigate('/shop/checkout/expired');
      }
    },
    onSettled: () => {
      if (eventId) void client.invalidateQueries({ queryKey: shopBuyKeys.seats(eventId) });
      void client.invalidateQueries({ queryKey: [...shopBuyKeys.all, 'products'] });
    },
  });
}

/** Minor units in the venue's currency and the buyer's locale. */
export function useShopMoney(): (minor: number) => string {
  const { settings } = useShopVenue();
  const { i18n } = useTranslation();
  return (minor) => formatMoney(minor, settings.currency, i18n.language);
}
