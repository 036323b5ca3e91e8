import {
  addCustomerNote,
  anonymizeCustomer,
  createCustomer,
  getCustomer,
  listCustomerNotes,
  listCustomerStoredCards,
  listCustomers,
  setCustomerTags,
  updateCustomer,
} from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { customerNotes, insertCustomerNote, type NoteRow } from './customer-notes.store';
import { customerStoredCards } from './customer-stored-cards.store';
import * as service from './customers.service';
import { customerDetailOf, summaryOf } from './customers.service';
import { customerRow, pageCustomers } from './customers.store';

const noteOf = (n: NoteRow) => ({
  id: n.id,
  text: n.text,
  isPrivate: n.is_private,
  author: n.author,
  createdAt: new Date(n.created_at).toISOString(),
});

async function existingCustomer(db: Parameters<typeof customerRow>[0], accountId: number, id: number) {
  const row = await customerRow(db, accountId, id);
  if (!row) throw new AppError('admin.customer_not_found');
  return row;
}

export const customersAdminRoutes = [
  implement(listCustomers, async ({ deps, accountId, query }) => {
    const page = await pageCustomers(deps.db, accountId, query.q, query.page, query.pageSize);
    return { items: page.items.map(summaryOf), total: page.total };
  }),
  implement(createCustomer, async ({ deps, accountId, body }) => {
    const id = await service.createCustomer(deps.db, accountId, body, deps.now());
    return customerDetailOf(deps.db, accountId, id);
  }),
  implement(getCustomer, async ({ deps, accountId, params }) =>
    customerDetailOf(deps.db, accountId, params.customerId),
  ),
  implement(updateCustomer, async ({ deps, accountId, params, body }) => {
    await service.updateCustomer(deps.db, accountId, params.customerId, body, deps.now());
    return customerDetailOf(deps.db, accountId, params.customerId);
  }),
  implement(anonymizeCustomer, async ({ deps, accountId, params, staff }) => {
    await service.anonymizeCustomer(deps.db, accountId, params.customerId, staff.userId, deps.now());
    return customerDetailOf(deps.db, accountId, params.customerId);
  }),
  implement(setCustomerTags, async ({ deps, accountId, params, body }) => {
    await service.setTags(deps.db, accountId, params.customerId, body.tags, deps.now());
    return customerDetailOf(deps.db, accountId, params.customerId);
  }),
  implement(listCustomerNotes, async ({ deps, accountId, params }) => {
    await existingCustomer(deps.db, accountId, params.customerId);
    const notes = await customerNotes(deps.db, accountId, params.customerId);
    return notes.map(noteOf);
  }),
  implement(listCustomerStoredCards, async ({ deps, accountId, params }) => {
    await existingCustomer(deps.db, accountId, params.customerId);
    const cards = await customerStoredCards(deps.db, accountId, params.customerId);
    return cards.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() }));
  }),
  implement(addCustomerNote, async ({ deps, accountId, params, body, staff }) => {
    const customer = await existingCustomer(deps.db, accountId, params.customerId);
    if (customer.anonymized_at) throw new AppError('admin.customer_not_found');
    const note = await insertCustomerNote(
      deps.db,
      accountId,
      params.customerId,
      { text: body.text, isPrivate: body.isPrivate, authorUserId: staff.userId },
      deps.now(),
    );
    return noteOf(note);
  }),
];
