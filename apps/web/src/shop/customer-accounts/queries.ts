import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerLogout,
  getAccountCardEntry,
  getConsumerFeatures,
  getCustomerOrder,
  getCustomerSession,
  getShopAccountCredit,
  keepCustomerSessionAlive,
  listCustomerOrders,
  listCustomerPaymentPlans,
  listCustomerTickets,
  listStoredCards,
} from '@tessera/contract';
import { callApi } from '@/api/client';

export const customerKeys = {
  all: ['shop', 'customer'] as const,
  session: () => [...customerKeys.all, 'session'] as const,
  features: () => [...customerKeys.all, 'features'] as const,
  orders: () => [...customerKeys.all, 'orders'] as const,
  order: (id: number) => [...customerKeys.all, 'orders', id] as const,
  tickets: () => [...customerKeys.all, 'tickets'] as const,
  cards: () => [...customerKeys.all, 'cards'] as const,
  cardEntry: () => [...customerKeys.all, 'cardEntry'] as const,
  paymentPlans: () => [...customerKeys.all, 'paymentPlans'] as const,
  credit: () => [...customerKeys.all, 'credit'] as const,
};

export const customerQueries = {
  /** How a card to keep is entered: Stripe's Payment Element or the card form (decisions/0107). */
  cardEntry: () =>
    queryOptions({ queryKey: customerKeys.cardEntry(), queryFn: () => callApi(getAccountCardEntry) }),
  /** Who is signed in to this shop (nulls when nobody is). */
  session: () =>
    queryOptions({ queryKey: customerKeys.session(), queryFn: () => callApi(getCustomerSession) }),
  features: () =>
    queryOptions({
      queryKey: customerKeys.features(),
      queryFn: () => callApi(getConsumerFeatures),
      staleTime: 10 * 60_000,
    }),
  orders: () => queryOptions({ queryKey: customerKeys.orders(), queryFn: () => callApi(listCustomerOrders) }),
  order: (id: number) =>
    queryOptions({
      queryKey: customerKeys.order(id),
      queryFn: () => callApi(getCustomerOrder, { params: { orderId: id } }),
    }),
  tickets: () =>
    queryOptions({ queryKey: customerKeys.tickets(), queryFn: () => callApi(listCustomerTickets) }),
  cards: () => queryOptions({ queryKey: customerKeys.cards(), queryFn: () => callApi(listStoredCards) }),
  paymentPlans: () =>
    queryOptions({ queryKey: customerKeys.paymentPlans(), queryFn: () => callApi(listCustomerPaymentPlans) }),
  /** The signed-in customer's account credit (decisions/0087), read afresh each time it shows. */
  credit: () =>
    queryOptions({
      queryKey: customerKeys.credit(),
      queryFn: () => callApi(getShopAccountCredit),
      staleTime: 0,
    }),
};

/** Signs out and forgets everything cached about the customer. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(customerLogout),
    onSettled: () => {
      queryClient.removeQueries({
        queryKey: customerKeys.all,
        predicate: (q) => q.queryKey[2] !== 'features',
      });
      void queryClient.invalidateQueries({ queryKey: customerKeys.session() });
    },
  });
}

export function useStaySignedIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(keepCustomerSessionAlive),
    onSuccess: (session) =>
      queryClient.setQueryData(
        customerKeys.session(),
        (old: Awaited<ReturnType<typeof callApi<typeof getCustomerSession>>> | undefined) =>
          old ? { ...old, session } : old,
      ),
  });
}
