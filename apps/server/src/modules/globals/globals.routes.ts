import { buildOpenApi, getGlobals, getHealth, getOpenApi } from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { registerCache } from '@/platform/cache';
import { implement } from '@/platform/http/implement';
import { globals } from './globals.data';

let openApi: Record<string, unknown> | undefined;
registerCache('openapi', () => {
  openApi = undefined;
});

export const globalsRoutes = [
  implement(getGlobals, async ({ deps }) => globals(deps.now())),
  implement(getHealth, async ({ deps }) => {
    await deps.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: deps.database.kind };
  }),
  implement(getOpenApi, async () => {
    openApi ??= buildOpenApi();
    return openApi;
  }),
];
