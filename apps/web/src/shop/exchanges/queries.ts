import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeSelfTickets, quoteSelfExchange } from '@tessera/contract';
import { callApi } from '@/api/client';
import { shopBuyKeys } from '@/shop/buy/queries';
import { customerKeys } from '@/shop/customer-accounts/queries';
import type { EnteredCard } from '@/ui/card-entry';

/** What exchanging these tickets for the seats in the basket comes to (the server's quote). */
export function useExchangeQuote(orderId: number) {
  return useMutation({
    mutationFn: (ticketIds: number[]) =>
      callApi(quoteSelfExchange, { params: { orderId }, body: { ticketIds } }),
  });
}

/** Makes the exchange; the account's tickets and the (now used) basket are read again. */
export function useSelfExchange(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      ticketIds: number[];
      difference: number;
      card?: EnteredCard;
      idempotencyKey: string;
    }) => callApi(exchangeSelfTickets, { params: { orderId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerKeys.all });
      void client.invalidateQueries({ queryKey: shopBuyKeys.basket() });
    },
  });
}
