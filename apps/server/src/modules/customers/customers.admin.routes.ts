import {
  addCustomerNote,
  anonymizeCustomer,
  createCustomer,
  getCustomer,
  listCustomerNotes,
  listCustomers,
  setCustomerTags,
  updateCustomer,
} from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import * as service from './customers.service';
import { customerDetailOf, summaryOf } from './customers.service';
import { customerRow, pageCustomers } from './customers.store';

interface NoteRow {
  id: number;
  text: string;
  is_private: boolean;
  author: string | null;
  created_at: string | Date;
}
const noteOf = (n: NoteRow) => ({
  id: n.id,
  text: n.text,
  isPrivate: n.is_private,
  author: n.author,
  createdAt: new Date(n.created_at).toISOString(),
});
const noteColumns = sql`n.id, n.text, n.is_private, n.created_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS author`;

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
    const notes = await rows<NoteRow>(
      deps.db,
      sql`SELECT ${noteColumns} FROM customer_notes n LEFT JOIN users u ON u.id = n.author_user_id
        WHERE n.account_id = ${accountId} AND n.customer_id = ${params.customerId}
        ORDER BY n.created_at DESC, n.id DESC`,
    );
    return notes.map(noteOf);
  }),
  implement(addCustomerNote, async ({ deps, accountId, params, body, staff }) => {
    const customer = await existingCustomer(deps.db, accountId, params.customerId);
    if (customer.anonymized_at) throw new AppError('admin.customer_not_found');
    const [inserted] = await rows<{ id: number }>(
      deps.db,
      sql`INSERT INTO customer_notes (account_id, customer_id, text, is_private, author_user_id, created_at)
        VALUES (${accountId}, ${params.customerId}, ${body.text}, ${body.isPrivate}, ${staff.userId}, ${deps.now()})
        RETURNING id`,
    );
    const [note] = await rows<NoteRow>(
      deps.db,
      sql`SELECT ${noteColumns} FROM customer_notes n LEFT JOIN users u ON u.id = n.author_user_id
        WHERE n.account_id = ${accountId} AND n.id = ${inserted!.id}`,
    );
    return noteOf(note!);
  }),
];
