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
import { freshQuery } from '@/api/area-queries';
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
  // Sales elsewhere change the history and totals: read afresh whenever the screen opens.
  detail: (id: number) => freshQuery(customerKeys.detail(id), getCustomer, { params: { customerId: id } }),
  notes: (id: number) => apiQuery(customerKeys.notes(id), listCustomerNotes, { params: { customerId: id } }),
  giftCertificates: (id: number) =>
    freshQuery(customerKeys.giftCertificates(id), listCustomerGiftCertificates, {
      params: { customerId: id },
    }),
  // Refunds on account and sales elsewhere move it: read afresh whenever it is shown.
  credit: (id: number) =>
    freshQuery(customerKeys.credit(id), getCustomerCredit, { params: { customerId: id } }),
  // The customer adds and removes them in the shop: read afresh whenever they are shown.
  storedCards: (id: number) =>
    freshQuery(customerKeys.storedCards(id), listCustomerStoredCards, { params: { customerId: id } }),
  tags: () => apiQuery(customerKeys.tags(), listCustomerTags),
};
