import { queryOptions } from '@tanstack/react-query';
import { getOpenApi } from '@tessera/contract';
import { callApi } from '@/api/client';

export const docsKeys = {
  all: ['admin', 'docs'] as const,
  openApi: () => [...docsKeys.all, 'openapi'] as const,
};

export const docsQueries = {
  openApi: () =>
    queryOptions({ queryKey: docsKeys.openApi(), queryFn: () => callApi(getOpenApi), staleTime: Infinity }),
};
