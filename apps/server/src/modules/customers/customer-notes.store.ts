import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface NoteRow {
  id: number;
  text: string;
  is_private: boolean;
  author: string | null;
  created_at: string | Date;
}

const noteColumns = sql`n.id, n.text, n.is_private, n.created_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS author`;

/** A customer's notes, newest first, with their authors' names. */
export const customerNotes = (db: Db, accountId: number, customerId: number) =>
  rows<NoteRow>(
    db,
    sql`SELECT ${noteColumns} FROM customer_notes n LEFT JOIN users u ON u.id = n.author_user_id
      WHERE n.account_id = ${accountId} AND n.customer_id = ${customerId}
      ORDER BY n.created_at DESC, n.id DESC`,
  );

export async function insertCustomerNote(
  db: Db,
  accountId: number,
  customerId: number,
  note: { text: string; isPrivate: boolean; authorUserId: number },
  now: Date,
): Promise<NoteRow> {
  const [inserted] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO customer_notes (account_id, customer_id, text, is_private, author_user_id, created_at)
      VALUES (${accountId}, ${customerId}, ${note.text}, ${note.isPrivate}, ${note.authorUserId}, ${now})
      RETURNING id`,
  );
  const [row] = await rows<NoteRow>(
    db,
    sql`SELECT ${noteColumns} FROM customer_notes n LEFT JOIN users u ON u.id = n.author_user_id
      WHERE n.account_id = ${accountId} AND n.id = ${inserted!.id}`,
  );
  return row!;
}
