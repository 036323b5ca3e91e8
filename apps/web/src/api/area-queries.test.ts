import { getCustomer, listPartnerCategories, listPartners } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { freshQuery, listQueries } from './area-queries';

describe('an area’s queries', () => {
  it('keeps each whole list under the area’s key and its own name', () => {
    const queries = listQueries(['admin', 'partners'] as const, {
      list: listPartners,
      categories: listPartnerCategories,
    });
    expect(queries.list().queryKey).toEqual(['admin', 'partners', 'list']);
    expect(queries.categories().queryKey).toEqual(['admin', 'partners', 'categories']);
    expect(typeof queries.list().queryFn).toBe('function');
  });

  it('reads a fresh query again whenever it is shown', () => {
    const query = freshQuery(['admin', 'customers', 'detail', 7], getCustomer, { params: { customerId: 7 } });
    expect(query.queryKey).toEqual(['admin', 'customers', 'detail', 7]);
    expect(query.staleTime).toBe(0);
  });
});
