import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customerPaymentMethods } from '@/db/schema';

/** The cards a customer keeps (their shop account), newest first: never the processor's token. */
export function customerStoredCards(db: Db, accountId: number, customerId: number) {
  return db
    .select({
      id: customerPaymentMethods.id,
      brand: customerPaymentMethods.brand,
      last4: customerPaymentMethods.last4,
      expMonth: customerPaymentMethods.expMonth,
      expYear: customerPaymentMethods.expYear,
      createdAt: customerPaymentMethods.createdAt,
    })
    .from(customerPaymentMethods)
    .where(
      and(eq(customerPaymentMethods.accountId, accountId), eq(customerPaymentMethods.customerId, customerId)),
    )
    .orderBy(desc(customerPaymentMethods.id));
}

/** One card the customer keeps, with its token and the payment account keeping it; null when not theirs. */
export async function customerStoredCard(db: Db, accountId: number, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerPaymentMethods)
    .where(
      and(
        eq(customerPaymentMethods.accountId, accountId),
        eq(customerPaymentMethods.customerId, customerId),
        eq(customerPaymentMethods.id, id),
      ),
    );
  return row ?? null;
}
