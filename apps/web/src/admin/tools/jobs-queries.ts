import { listJobs } from '@tessera/contract';
import { apiQuery } from '@/api/api-query';

export const jobsKeys = {
  all: ['admin', 'jobs'] as const,
  list: (failedOnly: boolean) => [...jobsKeys.all, { failedOnly }] as const,
};

export const jobsQueries = {
  list: (failedOnly: boolean) =>
    apiQuery(jobsKeys.list(failedOnly), listJobs, { query: { failedOnly: failedOnly ? 'true' : 'false' } }),
};
