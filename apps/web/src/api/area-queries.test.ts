import { keepPreviousData } from '@tanstack/react-query';
import { getCustomer, listCustomers, listPartnerCategories, listPartners } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { areaQueries, freshRead, pagedRead, read } from './area-queries';

describe('an area’s queries', () => {
  const { keys, queries } = areaQueries(['admin', 'partners'], {
    list: listPartners,
    categories: listPartnerCategories,
    customer: (id: number) => read(getCustomer, { params: { customerId: id } }),
    page: (page: number) => pagedRead(listCustomers, { query: { q: '', page, pageSize: 25 } }),
    fresh: (id: number) => freshRead(getCustomer, { params: { customerId: id } }),
  });

  it('keeps each query under the area’s key, its own name and its arguments', () => {
    expect(queries.list().queryKey).toEqual(['admin', 'partners', 'list']);
    expect(queries.categories().queryKey).toEqual(['admin', 'partners', 'categories']);
    expect(queries.customer(7).queryKey).toEqual(['admin', 'partners', 'customer', 7]);
    expect(typeof queries.list().queryFn).toBe('function');
  });

  it('gives the keys a screen refreshes by', () => {
    expect(keys.all).toEqual(['admin', 'partners']);
    expect(keys.customer(7)).toEqual(queries.customer(7).queryKey);
    expect(keys.list()).toEqual(queries.list().queryKey);
  });

  it('keeps a page shown while the next loads, and reads a fresh query whenever it is shown', () => {
    expect(queries.page(2).placeholderData).toBe(keepPreviousData);
    expect(queries.fresh(7).staleTime).toBe(0);
    expect(queries.customer(7).staleTime).toBeUndefined();
  });
});
