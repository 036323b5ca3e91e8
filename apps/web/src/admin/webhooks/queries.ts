import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  type EndpointInput,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '@tessera/contract';
import { areaQueries, pagedRead, read } from '@/api/area-queries';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import type { PageSize } from '@/ui/paging';

export const { keys: webhookKeys, queries: webhookQueries } = areaQueries(['admin', 'webhooks'], {
  list: listWebhookEndpoints,
  endpoint: (id: number) => read(getWebhookEndpoint, { params: { endpointId: id } }),
  deliveries: (id: number, page: number, pageSize: PageSize) =>
    pagedRead(listWebhookDeliveries, {
      params: { endpointId: id },
      query: { page, pageSize: String(pageSize) },
    }),
});

const useInvalidating = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation([webhookKeys.all], fn);

type Body = EndpointInput<typeof createWebhookEndpoint>['body'];

export const useSaveWebhook = () =>
  useInvalidating(async (input: { id?: number; body: Body }) =>
    input.id === undefined
      ? callApi(createWebhookEndpoint, { body: input.body })
      : {
          ...(await callApi(updateWebhookEndpoint, { params: { endpointId: input.id }, body: input.body })),
          secret: null,
        },
  );
export const useDeleteWebhook = () =>
  useInvalidating((id: number) => callApi(deleteWebhookEndpoint, { params: { endpointId: id } }));
export const useRotateWebhookSecret = () =>
  useInvalidating((id: number) => callApi(rotateWebhookSecret, { params: { endpointId: id } }));
export const useRedeliverWebhook = () =>
  useInvalidating((input: { endpointId: number; deliveryId: number }) =>
    callApi(redeliverWebhook, { params: input }),
  );
