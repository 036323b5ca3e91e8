import { mkdirSync } from 'node:fs';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { type Database, openEmbedded, openPostgres } from '@/db/client';
import { migrate } from '@/db/migrate';
import { startSweeper } from '@/modules/baskets/basket-sweeper.jobs';
import { MovableClock } from '@/platform/clock';
import { DEMO_ACCOUNT_NAME, DEMO_LOGIN, DEMO_OPERATOR_EMAIL, seedDemo } from '@/seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openEmbedded(config.dataDir);
  }
  await migrate(database);
  const seeded = await seedDemo(database.db);
  // Browser tests (TESSERA_TEST_CLOCK=1): a clock that runs with real time and that
  // POST /api/test/clock moves ahead.
  const testClock = config.testClock ? new MovableClock(new Date()) : undefined;
  const stopFollowing = testClock?.follow();
  // Reconciliation on start (puts right what a crash left) and then periodically, as a job.
  const app = await buildApp({
    database,
    config,
    reconciliation: true,
    ...(testClock ? { clock: testClock } : {}),
  });

  const stopSweeper = startSweeper(
    database.db,
    () => app.clock.now(),
    (error) => app.log.warn({ err: error }, 'reservation sweep failed'),
  );
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    stopSweeper();
    stopFollowing?.();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `Tessera is running on the ${where}${seeded ? ` (seeded "${DEMO_ACCOUNT_NAME}")` : ''}.`,
      `  Shop:        ${config.publicUrl}/shop`,
      `  Back office: ${config.publicUrl}/admin/v2/auth/login`,
      `  Demo login:  ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
      `  Operator:    ${DEMO_OPERATOR_EMAIL} (same password; Tools → Accounts)`,
      `  API:         ${config.publicUrl}/api/openapi.json`,
      ...(config.mailPickupDir
        ? [
            `  Mail:        no SMTP_HOST: kept in Tools → Mail outbox; invitation and reset links in ${config.mailPickupDir}`,
          ]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
