import { listJobs } from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';

export const { keys: jobsKeys, queries: jobsQueries } = areaQueries(['admin', 'jobs'], {
  list: (failedOnly: boolean) => read(listJobs, { query: { failedOnly: failedOnly ? 'true' : 'false' } }),
});
