import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { perDatabase } from '@/db/prepared';
import { accountHostnames } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';

const loopback = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A host name as host names are stored: lower-case, no trailing dot; loopback → localhost. */
export function normalHostName(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, '');
  return loopback.has(name) ? 'localhost' : name;
}

/**
 * The host name a shop request was made to, lower-case, without port; loopback → localhost.
 * It names the account only: nothing built from it leaves the server (mail links come from
 * `shopLinkOrigin`).
 */
export function shopHostName(request: FastifyRequest): string {
  return normalHostName(request.hostname);
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

const siblings = alias(accountHostnames, 'siblings');

const hostNamesByHostName = perDatabase((db) =>
  db
    .select({ hostName: siblings.hostName })
    .from(accountHostnames)
    .innerJoin(siblings, eq(siblings.accountId, accountHostnames.accountId))
    .where(eq(accountHostnames.hostName, sql.placeholder('hostName')))
    .prepare('account_host_names_by_host_name'),
);

/**
 * Every host name of the account that answers on the request's host name (none when no
 * account does): the venue's own sites, which may frame the shop and send it requests.
 */
export async function accountHostNamesOf(request: FastifyRequest, db: Db): Promise<string[]> {
  const rows = await hostNamesByHostName(db).execute({ hostName: shopHostName(request) });
  return rows.map((r) => r.hostName);
}

/**
 * Where links in a shop's mails point: PUBLIC_URL's scheme and port on a host name the account
 * has configured (`usedHostName`, the one the customer used, when it is the account's; else the
 * default), or PUBLIC_URL itself. Never the request's Host or forwarded headers as sent: a forged one would
 * send the customer's token to another site.
 */
export async function shopLinkOrigin(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  accountId: number,
  usedHostName: string,
): Promise<string> {
  const site = new URL(config.publicUrl);
  const rows = await db
    .select({ hostName: accountHostnames.hostName })
    .from(accountHostnames)
    .where(eq(accountHostnames.accountId, accountId))
    .orderBy(desc(accountHostnames.isDefault), asc(accountHostnames.id));
  const used = normalHostName(usedHostName);
  const hostName = rows.find((r) => r.hostName === used)?.hostName ?? rows[0]?.hostName;
  if (!hostName || hostName === normalHostName(site.hostname)) return site.origin;
  site.hostname = hostName;
  return site.origin;
}
