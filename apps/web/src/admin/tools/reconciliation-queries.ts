import { listReconciliationActions } from '@tessera/contract';
import { areaQueries, pagedRead } from '@/api/area-queries';
import type { PageSize } from '@/ui/paging';

export const { keys: reconciliationKeys, queries: reconciliationQueries } = areaQueries(
  ['admin', 'reconciliation'],
  {
    page: (page: number, pageSize: PageSize) =>
      pagedRead(listReconciliationActions, { query: { page, pageSize: String(pageSize) } }),
  },
);
