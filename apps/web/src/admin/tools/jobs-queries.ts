import { queryOptions } from '@tanstack/react-query';
import { listJobs } from '@tessera/contract';
import { callApi } from '@/api/client';

export const jobsKeys = {
  all: ['admin', 'jobs'] as const,
  list: (failedOnly: boolean) => [...jobsKeys.all, { failedOnly }] as const,
};

export const jobsQueries = {
  list: (failedOnly: boolean) =>
    queryOptions({
      queryKey: jobsKeys.list(failedOnly),
      queryFn: () => callApi(listJobs, { query: { failedOnly: failedOnly ? 'true' : 'false' } }),
    }),
};
