import { listReconciliationActions } from '@tessera/contract';
import { pagedQuery } from '@/api/api-query';
import type { PageSize } from '@/ui/paging';

export const reconciliationKeys = {
  all: ['admin', 'reconciliation'] as const,
  page: (page: number, pageSize: PageSize) => [...reconciliationKeys.all, { page, pageSize }] as const,
};

export const reconciliationQueries = {
  page: (page: number, pageSize: PageSize) =>
    pagedQuery(reconciliationKeys.page(page, pageSize), listReconciliationActions, {
      query: { page, pageSize: String(pageSize) },
    }),
};
