import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { areaQueries, read } from '@/api/area-queries';
import { callApi } from '@/api/client';

export const { keys: paymentPlanKeys, queries: paymentPlanQueries } = areaQueries(['admin', 'paymentPlans'], {
  settings: listPaymentPlans,
  /** The plans a basket may use now; keyed by its total, since the schedule follows it. */
  offered: (basketId: string, _total: number) => read(listBasketPaymentPlans, { params: { basketId } }),
  /** The deposit the basket's event templates ask, or null; keyed by its total and tickets' total. */
  deposit: (basketId: string, _total: number) => read(getBasketDeposit, { params: { basketId } }),
  orders: (status?: 'active' | 'completed' | 'cancelled') =>
    read(listOrderPaymentPlans, { query: { status } }),
  order: (id: number) => read(getOrderPaymentPlan, { params: { id } }),
});

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
