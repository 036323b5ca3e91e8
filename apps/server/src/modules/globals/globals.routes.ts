import { buildOpenApi, getGlobals, getHealth, getOpenApi, getStaffLinks } from '@tessera/contract';
import { registerCache } from '@/platform/cache';
import { implement } from '@/platform/http/implement';
import { globals } from './globals.data';
import { databaseAnswers } from './health.store';

let openApi: Record<string, unknown> | undefined;
registerCache('openapi', () => {
  openApi = undefined;
});

export const globalsRoutes = [
  implement(getGlobals, async ({ deps }) => globals(deps.now())),
  implement(getStaffLinks, async ({ deps }) => deps.config.staffLinks),
  implement(getHealth, async ({ deps }) => {
    await databaseAnswers(deps.db);
    return { status: 'ok' as const, database: deps.database.kind };
  }),
  implement(getOpenApi, async () => {
    openApi ??= buildOpenApi();
    return openApi;
  }),
];
