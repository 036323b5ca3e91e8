import {
  clearCaches,
  createPlatformAccount,
  getAccountFeatures,
  getLogLevel,
  listPlatformAccounts,
  logLevels,
  setLogLevel,
  updateAccountFeatures,
  updatePlatformAccount,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { featureFlagsOf, requireAccount } from '@/modules/accounts/accounts.service';
import { clearAllCaches } from '@/platform/cache';
import { implement } from '@/platform/http/implement';
import {
  createAccountWithAdmin,
  platformAccountOf,
  requirePlatformAccount,
  setFeatures,
} from './operator.service';
import { pageAccounts, updatePlatformAccountRow } from './operator.store';

type LogLevel = (typeof logLevels)[number];

function currentLevel(server: FastifyInstance, fallback: LogLevel): LogLevel {
  const level = (server.log as { level?: unknown }).level;
  return (logLevels as readonly unknown[]).includes(level) ? (level as LogLevel) : fallback;
}

export const platformRoutes = [
  implement(listPlatformAccounts, async ({ deps, query }) => {
    const { items, total } = await pageAccounts(deps.db, query);
    return { items: items.map(platformAccountOf), total };
  }),
  implement(createPlatformAccount, async ({ deps, staff, body, request }) =>
    createAccountWithAdmin(deps, staff, body, request.ip),
  ),
  implement(updatePlatformAccount, async ({ deps, params, body }) => {
    await requirePlatformAccount(deps.db, params.accountId);
    await updatePlatformAccountRow(deps.db, params.accountId, body);
    return requirePlatformAccount(deps.db, params.accountId);
  }),
  implement(getAccountFeatures, async ({ deps, params }) =>
    featureFlagsOf(await requireAccount(deps.db, params.accountId)),
  ),
  implement(updateAccountFeatures, async ({ deps, params, body }) => {
    await requireAccount(deps.db, params.accountId);
    await setFeatures(deps.db, params.accountId, body);
    return featureFlagsOf(await requireAccount(deps.db, params.accountId));
  }),
  implement(getLogLevel, async ({ deps, request }) => ({
    level: currentLevel(request.server, deps.config.logLevel),
  })),
  implement(setLogLevel, async ({ deps, body, request }) => {
    // Changes this process only; child loggers made for later requests inherit the new level.
    (request.server.log as { level: string }).level = body.level;
    request.log.warn({ level: body.level }, 'log level changed');
    return { level: currentLevel(request.server, deps.config.logLevel) };
  }),
  implement(clearCaches, async () => ({ cleared: clearAllCaches() })),
];
