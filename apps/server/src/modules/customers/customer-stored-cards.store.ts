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
