import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  accounts,
  customerPaymentMethods,
  customerProcessorCustomers,
  customerSessions,
  customers,
  customerTokens,
} from '@/db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function customerByEmail(db: Db, accountId: number, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.accountId, accountId), sql`lower(${customers.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

export async function customerById(db: Db, accountId: number, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function accountName(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

export async function insertCustomer(
  db: Db,
  accountId: number,
  values: { firstName: string; lastName: string; email: string },
  now: Date,
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({ accountId, ...values, createdAt: now })
    .returning();
  return row!;
}

export async function updateCustomer(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<
    Pick<
      CustomerRow,
      'title' | 'firstName' | 'lastName' | 'phone' | 'billingAddress' | 'passwordHash' | 'emailVerifiedAt'
    >
  >,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .returning();
  return row ?? null;
}

type TokenKind = 'verify' | 'reset';

/** The newest link of a kind for a customer, used or not (for the resend countdown). */
export async function latestToken(db: Db, accountId: number, customerId: number, kind: TokenKind) {
  const [row] = await db
    .select()
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.accountId, accountId),
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.kind, kind),
      ),
    )
    .orderBy(desc(customerTokens.createdAt), desc(customerTokens.id))
    .limit(1);
  return row ?? null;
}

/** A new link of a kind; earlier unused ones of that kind stop working. */
export async function insertToken(
  db: Db,
  accountId: number,
  values: {
    customerId: number;
    kind: TokenKind;
    tokenHash: string;
    passwordHash?: string | null;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.accountId, accountId),
        eq(customerTokens.customerId, values.customerId),
        eq(customerTokens.kind, values.kind),
        isNull(customerTokens.usedAt),
      ),
    );
  await db
    .insert(customerTokens)
    .values({ accountId, ...values, passwordHash: values.passwordHash ?? null, createdAt: now });
}

/** Spends a live link in the statement that checks it, so it works once. */
export async function spendToken(db: Db, accountId: number, kind: TokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.accountId, accountId),
        eq(customerTokens.kind, kind),
        eq(customerTokens.tokenHash, tokenHash),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: customerTokens.customerId, passwordHash: customerTokens.passwordHash });
  return row ?? null;
}

export async function insertCustomerSession(
  db: Db,
  accountId: number,
  values: { customerId: number; tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await db.insert(customerSessions).values({ accountId, ...values, createdAt: now, lastSeenAt: now });
}

export async function endCustomerSession(db: Db, accountId: number, sessionId: number, now: Date) {
  await db
    .update(customerSessions)
    .set({ endedAt: now })
    .where(and(eq(customerSessions.accountId, accountId), eq(customerSessions.id, sessionId)));
}

/** Ends every live session of a customer, but the one kept (after a password change). */
export async function endCustomerSessions(
  db: Db,
  accountId: number,
  customerId: number,
  now: Date,
  keepSessionId?: number,
) {
  await db
    .update(customerSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(customerSessions.accountId, accountId),
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.endedAt),
        keepSessionId === undefined ? undefined : sql`${customerSessions.id} <> ${keepSessionId}`,
      ),
    );
}

export type StoredCardRow = typeof customerPaymentMethods.$inferSelect;

export async function listStoredCards(db: Db, accountId: number, customerId: number) {
  return db
    .select()
    .from(customerPaymentMethods)
    .where(
      and(eq(customerPaymentMethods.accountId, accountId), eq(customerPaymentMethods.customerId, customerId)),
    )
    .orderBy(customerPaymentMethods.id);
}

export async function insertStoredCard(
  db: Db,
  accountId: number,
  values: Omit<StoredCardRow, 'id' | 'accountId' | 'createdAt'>,
  now: Date,
): Promise<StoredCardRow> {
  const [row] = await db
    .insert(customerPaymentMethods)
    .values({ accountId, ...values, createdAt: now })
    .returning();
  return row!;
}

/** Removes a stored card; answers what the processor kept for it, or null when there was none. */
export async function deleteStoredCard(db: Db, accountId: number, customerId: number, id: number) {
  const [deleted] = await db
    .delete(customerPaymentMethods)
    .where(
      and(
        eq(customerPaymentMethods.accountId, accountId),
        eq(customerPaymentMethods.customerId, customerId),
        eq(customerPaymentMethods.id, id),
      ),
    )
    .returning({
      token: customerPaymentMethods.token,
      processor: customerPaymentMethods.processor,
      paymentAccountId: customerPaymentMethods.paymentAccountId,
    });
  return deleted ?? null;
}

/**
 * Every stored card of the customer (they deleted their account), and the link to their record
 * with each processor (decisions/0107): a later card of theirs would start a new one.
 */
export async function forgetStoredCards(db: Db, accountId: number, customerId: number): Promise<void> {
  await db
    .delete(customerPaymentMethods)
    .where(
      and(eq(customerPaymentMethods.accountId, accountId), eq(customerPaymentMethods.customerId, customerId)),
    );
  await db
    .delete(customerProcessorCustomers)
    .where(
      and(
        eq(customerProcessorCustomers.accountId, accountId),
        eq(customerProcessorCustomers.customerId, customerId),
      ),
    );
}
