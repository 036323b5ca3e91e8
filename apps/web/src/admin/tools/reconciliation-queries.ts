import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listReconciliationActions } from '@tessera/contract';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const reconciliationKeys = {
  all: ['admin', 'reconciliation'] as const,
  page: (page: number, pageSize: PageSize) => [...reconciliationKeys.all, { page, pageSize }] as const,
};

export const reconciliationQueries = {
  page: (page: number, pageSize: PageSize) =>
    queryOptions({
      queryKey: reconciliationKeys.page(page, pageSize),
      queryFn: () => callApi(listReconciliationActions, { query: { page, pageSize: String(pageSize) } }),
      placeholderData: keepPreviousData,
    }),
};
