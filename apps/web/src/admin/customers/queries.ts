import {
  getCustomer,
  getCustomerCredit,
  listCustomerGiftCertificates,
  listCustomerNotes,
  listCustomerStoredCards,
  listCustomers,
  listCustomerTags,
} from '@tessera/contract';
import { areaQueries, freshRead, pagedRead, read } from '@/api/area-queries';
import type { PageSize } from '@/ui/paging';

/** History, totals, credit and stored cards change by sales elsewhere: read afresh whenever shown. */
export const { keys: customerKeys, queries: customerQueries } = areaQueries(['admin', 'customers'], {
  list: (q: string, page: number, pageSize: PageSize) =>
    pagedRead(listCustomers, { query: { q, page, pageSize } }),
  detail: (id: number) => freshRead(getCustomer, { params: { customerId: id } }),
  notes: (id: number) => read(listCustomerNotes, { params: { customerId: id } }),
  giftCertificates: (id: number) => freshRead(listCustomerGiftCertificates, { params: { customerId: id } }),
  credit: (id: number) => freshRead(getCustomerCredit, { params: { customerId: id } }),
  storedCards: (id: number) => freshRead(listCustomerStoredCards, { params: { customerId: id } }),
  tags: listCustomerTags,
});
