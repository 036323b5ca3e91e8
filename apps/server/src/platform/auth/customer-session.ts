import { CUSTOMER_IDLE_MINUTES, sessionIsLive } from '@tessera/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@/db/client';
import { customerSessions, customers } from '@/db/schema';
import type { AppDeps } from '@/platform/deps';
import { hashToken } from './tokens';

/** The shop session cookie: separate from the staff one, so both can be signed in at once. */
export const CUSTOMER_SESSION_COOKIE = 'tessera_shop_session';

/** Activity refreshes the idle clock at most this often. */
const TOUCH_EVERY_MS = 15_000;

/** The signed-in shop customer behind a request. */
export interface CustomerPrincipal {
  readonly customerId: number;
  readonly accountId: number;
  readonly sessionId: number;
  readonly email: string;
  readonly session: { readonly expiresAt: Date; readonly lastSeenAt: Date; readonly idleMinutes: number };
}

async function touch(db: Db, accountId: number, sessionId: number, now: Date) {
  await db
    .update(customerSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(customerSessions.id, sessionId),
        eq(customerSessions.accountId, accountId),
        lt(customerSessions.lastSeenAt, now),
      ),
    );
}

/**
 * The customer behind the request's shop session cookie, when the session is live (within its
 * idle and absolute limits) and belongs to the shop's account (the host name's); or null.
 * `keepAlive` restarts the idle clock now; otherwise use refreshes it every 15 seconds at most.
 */
export async function authenticateCustomer(
  request: FastifyRequest,
  deps: AppDeps,
  accountId: number,
  keepAlive = false,
): Promise<CustomerPrincipal | null> {
  const token = request.cookies[CUSTOMER_SESSION_COOKIE];
  if (!token) return null;
  const now = deps.now();
  const [row] = await deps.db
    .select({
      sessionId: customerSessions.id,
      customerId: customers.id,
      email: customers.email,
      expiresAt: customerSessions.expiresAt,
      lastSeenAt: customerSessions.lastSeenAt,
    })
    .from(customerSessions)
    .innerJoin(
      customers,
      and(eq(customers.id, customerSessions.customerId), eq(customers.accountId, customerSessions.accountId)),
    )
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        eq(customerSessions.accountId, accountId),
        isNull(customerSessions.endedAt),
        gt(customerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  const times = row && { ...row, idleMinutes: CUSTOMER_IDLE_MINUTES };
  if (!row || !times || !sessionIsLive(times, now)) return null;
  const due = keepAlive || now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS;
  if (due) await touch(deps.db, accountId, row.sessionId, now);
  return {
    customerId: row.customerId,
    accountId,
    sessionId: row.sessionId,
    email: row.email,
    session: {
      expiresAt: row.expiresAt,
      lastSeenAt: due ? now : row.lastSeenAt,
      idleMinutes: CUSTOMER_IDLE_MINUTES,
    },
  };
}
