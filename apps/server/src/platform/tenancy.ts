import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@/db/client';
import { perDatabase } from '@/db/prepared';
import { accountHostnames } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';

const loopback = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The host name a shop request was made to, lower-case, without port; loopback → localhost. */
export function shopHostName(request: FastifyRequest): string {
  const host = request.hostname.toLowerCase().replace(/\.$/, '');
  return loopback.has(host) ? 'localhost' : host;
}

const accountByHostName = perDatabase((db) =>
  db
    .select({ accountId: accountHostnames.accountId })
    .from(accountHostnames)
    .where(eq(accountHostnames.hostName, sql.placeholder('hostName')))
    .limit(1)
    .prepare('shop_account_by_host_name'),
);

/** The account whose shop answers on the request's host name. */
export async function resolveShopAccount(request: FastifyRequest, db: Db): Promise<number> {
  const [row] = await accountByHostName(db).execute({ hostName: shopHostName(request) });
  if (!row) throw new AppError('purchase.shop_not_found');
  return row.accountId;
}
