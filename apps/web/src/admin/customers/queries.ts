import { queryOptions } from '@tanstack/react-query';
import {
  getCustomer,
  getCustomerCredit,
  listCustomerGiftCertificates,
  listCustomerNotes,
  listCustomerStoredCards,
  listCustomers,
  listCustomerTags,
} from '@tessera/contract';
import { apiQuery, pagedQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import type { PageSize } from '@/ui/paging';

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (q: string, page: number, pageSize: PageSize) =>
    [...customerKeys.all, 'list', { q, page, pageSize }] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  notes: (id: number) => [...customerKeys.all, 'notes', id] as const,
  giftCertificates: (id: number) => [...customerKeys.all, 'giftCertificates', id] as const,
  credit: (id: number) => [...customerKeys.all, 'credit', id] as const,
  storedCards: (id: number) => [...customerKeys.all, 'storedCards', id] as const,
  tags: () => ['admin', 'customerTags'] as const,
};

export const customerQueries = {
  list: (q: string, page: number, pageSize: PageSize) =>
    pagedQuery(customerKeys.list(q, page, pageSize), listCustomers, { query: { q, page, pageSize } }),
  detail: (id: number) =>
    queryOptions({
      queryKey: customerKeys.detail(id),
      queryFn: () => callApi(getCustomer, { params: { customerId: id } }),
      // Sales elsewhere change the history and totals: read afresh whenever the screen opens.
      staleTime: 0,
    }),
  notes: (id: number) => apiQuery(customerKeys.notes(id), listCustomerNotes, { params: { customerId: id } }),
  giftCertificates: (id: number) =>
    queryOptions({
      queryKey: customerKeys.giftCertificates(id),
      queryFn: () => callApi(listCustomerGiftCertificates, { params: { customerId: id } }),
      staleTime: 0,
    }),
  credit: (id: number) =>
    queryOptions({
      queryKey: customerKeys.credit(id),
      queryFn: () => callApi(getCustomerCredit, { params: { customerId: id } }),
      // Refunds on account and sales elsewhere move it: read afresh whenever it is shown.
      staleTime: 0,
    }),
  storedCards: (id: number) =>
    queryOptions({
      queryKey: customerKeys.storedCards(id),
      queryFn: () => callApi(listCustomerStoredCards, { params: { customerId: id } }),
      // The customer adds and removes them in the shop: read afresh whenever they are shown.
      staleTime: 0,
    }),
  tags: () => apiQuery(customerKeys.tags(), listCustomerTags),
};
