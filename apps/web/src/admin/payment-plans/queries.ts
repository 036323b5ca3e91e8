import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelOrderPaymentPlan,
  changeOrderPaymentPlanCard,
  createPaymentPlan,
  deletePaymentPlan,
  type EndpointInput,
  getBasketDeposit,
  getOrderPaymentPlan,
  listBasketPaymentPlans,
  listOrderPaymentPlans,
  listPaymentPlans,
  payOrderPaymentPlanNow,
  updatePaymentPlan,
} from '@tessera/contract';
import { callApi } from '@/api/client';

export const paymentPlanKeys = {
  all: ['admin', 'paymentPlans'] as const,
  settings: () => [...paymentPlanKeys.all, 'settings'] as const,
  offered: (basketId: string, total: number) => [...paymentPlanKeys.all, 'offered', basketId, total] as const,
  deposit: (basketId: string, total: number) => [...paymentPlanKeys.all, 'deposit', basketId, total] as const,
  orders: (status?: string) => [...paymentPlanKeys.all, 'orders', { status }] as const,
  order: (id: number) => [...paymentPlanKeys.all, 'order', id] as const,
};

export const paymentPlanQueries = {
  settings: () =>
    queryOptions({ queryKey: paymentPlanKeys.settings(), queryFn: () => callApi(listPaymentPlans) }),
  /** The plans a basket may use now; keyed by its total, since the schedule follows it. */
  offered: (basketId: string, total: number) =>
    queryOptions({
      queryKey: paymentPlanKeys.offered(basketId, total),
      queryFn: () => callApi(listBasketPaymentPlans, { params: { basketId } }),
    }),
  /** The deposit the basket's event templates ask, or null; keyed by its total and tickets' total. */
  deposit: (basketId: string, total: number) =>
    queryOptions({
      queryKey: paymentPlanKeys.deposit(basketId, total),
      queryFn: () => callApi(getBasketDeposit, { params: { basketId } }),
    }),
  orders: (status?: 'active' | 'completed' | 'cancelled') =>
    queryOptions({
      queryKey: paymentPlanKeys.orders(status),
      queryFn: () => callApi(listOrderPaymentPlans, { query: { status } }),
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: paymentPlanKeys.order(id),
      queryFn: () => callApi(getOrderPaymentPlan, { params: { id } }),
    }),
};

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentPlanKeys.all }),
  });
}

export const useSavePaymentPlan = () =>
  useInvalidating((input: { id?: number; body: EndpointInput<typeof createPaymentPlan>['body'] }) =>
    input.id === undefined
      ? callApi(createPaymentPlan, { body: input.body })
      : callApi(updatePaymentPlan, { params: { id: input.id }, body: input.body }),
  );
export const useDeletePaymentPlan = () =>
  useInvalidating((id: number) => callApi(deletePaymentPlan, { params: { id } }));
export const useCancelOrderPlan = () =>
  useInvalidating((id: number) => callApi(cancelOrderPaymentPlan, { params: { id } }));
export const usePayNow = () =>
  useInvalidating((id: number) => callApi(payOrderPaymentPlanNow, { params: { id } }));
export const useChangePlanCard = () =>
  useInvalidating(
    (input: { id: number; card: EndpointInput<typeof changeOrderPaymentPlanCard>['body']['card'] }) =>
      callApi(changeOrderPaymentPlanCard, { params: { id: input.id }, body: { card: input.card } }),
  );
