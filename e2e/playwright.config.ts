import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// One fresh data folder per run, so the server migrates and seeds the demo account anew.
// Workers inherit the variable, so they do not make folders of their own.
process.env.TESSERA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tessera-e2e-'));

/** The mail sink: SMTP for the app, HTTP for the tests to read what arrived. */
export const mailSink = { smtpPort: port + 1, httpPort: port + 2 };

/**
 * The local Stripe-compatible server (apps/server/test/stripe-local): the app's Stripe adapter
 * calls it, the Stripe Unified Account's platform key is one of its accounts (decisions/0090),
 * and it serves browsers a stand-in of Stripe.js (decisions/0089), since Stripe's own script
 * cannot be loaded here.
 */
export const stripeLocal = {
  port: port + 6,
  url: `http://127.0.0.1:${port + 6}`,
  platformKey: 'sk_test_e2eplatform',
};

const serverEnv: Record<string, string> = {
  PORT: String(port),
  DATA_DIR: process.env.TESSERA_E2E_DATA_DIR,
  LOG_LEVEL: 'warn',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mailSink.smtpPort),
  SMTP_FROM: 'Demo Theatre <box-office@demo.tessera.test>',
  // The specs sign in many times a minute from one address.
  SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
  // The specs fill baskets many times from one address.
  SHOP_HOLDS_PER_ADDRESS_PER_EVENT: '100000',
  SHOP_BASKETS_PER_ADDRESS_PER_EVENT: '100000',
  // The server's clock runs with real time and a spec may move it ahead (POST /api/test/clock).
  TESSERA_TEST_CLOCK: '1',
  // The webhooks walk's receiver listens on this machine; new events are dispatched every second.
  WEBHOOKS_ALLOW_LOCAL: '1',
  SFTP_ALLOW_LOCAL: '1',
  WEBHOOKS_DISPATCH_EVERY_SECONDS: '1',
  // Stripe through the local server (decisions/0047, 0089, 0090): a Stripe venue's pages load
  // the stand-in Stripe.js; card readers wait 20 s for a card.
  STRIPE_API_URL: stripeLocal.url,
  STRIPE_JS_URL: `${stripeLocal.url}/v3/`,
  STRIPE_PLATFORM_SECRET_KEY: stripeLocal.platformKey,
  STRIPE_TERMINAL_WAIT_SECONDS: '20',
};
if (process.env.DATABASE_URL) serverEnv.DATABASE_URL = process.env.DATABASE_URL;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  // Generous bounds: the walks assert what a person sees, not how fast (speed is measured in
  // bench/); on a 2-core machine that is also building or testing, a screen can take seconds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node mail-sink.mjs',
      url: `http://127.0.0.1:${mailSink.httpPort}/`,
      env: { MAIL_SINK_SMTP_PORT: String(mailSink.smtpPort), MAIL_SINK_HTTP_PORT: String(mailSink.httpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx ../apps/server/test/stripe-local/stripe-serve.ts',
      url: `${stripeLocal.url}/v3/`,
      env: { STRIPE_LOCAL_PORT: String(stripeLocal.port) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${baseURL}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
