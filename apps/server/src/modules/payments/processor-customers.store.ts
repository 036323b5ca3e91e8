import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customerProcessorCustomers } from '@/db/schema';

/** The processor's record of this customer with the payment account (Stripe: `cus_…`), if any. */
export async function processorCustomerOf(
  db: Db,
  accountId: number,
  customerId: number,
  paymentAccountId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ id: customerProcessorCustomers.processorCustomerId })
    .from(customerProcessorCustomers)
    .where(
      and(
        eq(customerProcessorCustomers.accountId, accountId),
        eq(customerProcessorCustomers.customerId, customerId),
        eq(customerProcessorCustomers.paymentAccountId, paymentAccountId),
      ),
    );
  return row?.id ?? null;
}

/**
 * Remembers the processor's record of the customer. One per customer and payment account: a
 * record the processor had to replace (deleted on its side) replaces the one kept here.
 */
export async function rememberProcessorCustomer(
  db: Db,
  accountId: number,
  customerId: number,
  paymentAccountId: number,
  processorCustomerId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(customerProcessorCustomers)
    .values({ accountId, customerId, paymentAccountId, processorCustomerId, createdAt: now })
    .onConflictDoUpdate({
      target: [customerProcessorCustomers.customerId, customerProcessorCustomers.paymentAccountId],
      set: { processorCustomerId: sql`excluded.processor_customer_id` },
    });
}
