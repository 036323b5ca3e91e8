import { getOpenApi } from '@tessera/contract';
import { areaQueries, read } from '@/api/area-queries';

export const { keys: docsKeys, queries: docsQueries } = areaQueries(['admin', 'docs'], {
  // The description changes only with a new release of the server.
  openApi: () => read(getOpenApi, undefined, { staleTime: Infinity }),
});
