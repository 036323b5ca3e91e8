import { search } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { searchAll } from './search.store';

export const searchAdminRoutes = [
  implement(search, async ({ deps, accountId, query }) => searchAll(deps.db, accountId, query.q)),
];
