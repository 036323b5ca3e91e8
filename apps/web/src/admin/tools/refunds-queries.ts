import { queryOptions } from '@tanstack/react-query';
import { listUnsettledRefunds } from '@tessera/contract';
import { filled, pagedQuery } from '@/api/api-query';
import type { PageSize } from '@/ui/paging';

export type RefundFilter = 'requested' | 'failed' | null;

export const refundKeys = {
  all: ['admin', 'refunds'] as const,
  page: (state: RefundFilter, page: number, pageSize: PageSize) =>
    [...refundKeys.all, { state, page, pageSize }] as const,
};

export const refundQueries = {
  page: (state: RefundFilter, page: number, pageSize: PageSize) =>
    queryOptions({
      ...pagedQuery(refundKeys.page(state, page, pageSize), listUnsettledRefunds, {
        query: filled({ page, pageSize: String(pageSize), state }),
      }),
      // Refunds under way settle in the background.
      refetchInterval: (query) =>
        query.state.data?.items.some((r) => r.state === 'requested') ? 2000 : false,
    }),
};
