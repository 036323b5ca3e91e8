import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * Demo customers, customer tags, comp types and custom payment types, and one gift
 * certificate, so the customers, payment settings and gift certificate screens have
 * something to show.
 */
export async function seedDemoCustomers(tx: Db, accountId: number, now: Date): Promise<void> {
  for (const name of ['Subscriber', 'Donor', 'Wheelchair user']) {
    await tx.execute(
      sql`INSERT INTO customer_tags (account_id, name, created_at) VALUES (${accountId}, ${name}, ${now})`,
    );
  }
  const people: [string, string, string, string, string[]][] = [
    ['Margaret', 'Hamilton', 'margaret.hamilton@example.test', '+1 617 555 0142', ['Subscriber']],
    ['Grace', 'Hopper', 'grace.hopper@example.test', '+1 212 555 0199', ['Donor', 'Subscriber']],
    ['Alan', 'Turing', 'alan.turing@example.test', '+44 20 7946 0018', []],
    ['Katherine', 'Johnson', 'katherine.johnson@example.test', '+1 757 555 0123', []],
  ];
  for (const [first, last, email, phone, tags] of people) {
    await tx.execute(
      sql`INSERT INTO customers (account_id, first_name, last_name, email, phone, tags, created_at, updated_at)
        VALUES (${accountId}, ${first}, ${last}, ${email}, ${phone}, ${sql.param(tags)}::text[], ${now}, ${now})`,
    );
  }
  for (const name of ['Press', 'Cast and crew', 'Sponsor']) {
    await tx.execute(
      sql`INSERT INTO comp_types (account_id, name, created_at) VALUES (${accountId}, ${name}, ${now})`,
    );
  }
  await tx.execute(
    sql`INSERT INTO custom_payment_types (account_id, name, created_at) VALUES (${accountId}, 'Theatre voucher', ${now})`,
  );
  await tx.execute(
    sql`INSERT INTO gift_certificates (account_id, number, amount, balance, buyer_customer_id, buyer_name, buyer_email,
        recipient_name, payment_type, created_at)
      SELECT ${accountId}, '200000000001', 10000, 10000, c.id, 'Grace Hopper', c.email, 'Ada Lovelace', 'Cash', ${now}
      FROM customers c WHERE c.account_id = ${accountId} AND c.email = 'grace.hopper@example.test'`,
  );
}
