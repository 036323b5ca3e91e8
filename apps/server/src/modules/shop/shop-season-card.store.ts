import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customerPaymentMethods } from '@/db/schema';
import { rows } from '@/db/sql';

/** Whether the basket holds a season package (a renewal among them). */
export async function basketHasPackage(db: Db, accountId: number, basketId: string): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM season_package_lines
      WHERE account_id = ${accountId} AND basket_id = ${basketId}) AS found`,
  );
  return row?.found === true;
}

/** A card kept at a season package's checkout, now one of the customer's stored cards. */
export async function saveCustomerCard(
  db: Db,
  accountId: number,
  customerId: number,
  card: {
    token: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    processor: string;
    paymentAccountId: number | null;
  },
  now: Date,
): Promise<void> {
  await db.insert(customerPaymentMethods).values({
    accountId,
    customerId,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    processor: card.processor,
    paymentAccountId: card.paymentAccountId,
    createdAt: now,
  });
}
