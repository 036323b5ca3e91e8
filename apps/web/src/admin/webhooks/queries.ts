import { queryOptions } from '@tanstack/react-query';
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
import { pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import type { PageSize } from '@/ui/paging';

export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  endpoint: (id: number) => [...webhookKeys.all, 'endpoint', id] as const,
  deliveries: (id: number, page: number, pageSize: PageSize) =>
    [...webhookKeys.all, 'deliveries', id, { page, pageSize }] as const,
};

export const webhookQueries = {
  list: () => queryOptions({ queryKey: webhookKeys.list(), queryFn: () => callApi(listWebhookEndpoints) }),
  endpoint: (id: number) =>
    queryOptions({
      queryKey: webhookKeys.endpoint(id),
      queryFn: () => callApi(getWebhookEndpoint, { params: { endpointId: id } }),
    }),
  deliveries: (id: number, page: number, pageSize: PageSize) =>
    pagedQuery(webhookKeys.deliveries(id, page, pageSize), listWebhookDeliveries, {
      params: { endpointId: id },
      query: { page, pageSize: String(pageSize) },
    }),
};

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
