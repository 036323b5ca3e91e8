import { createHash, createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

const env = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** A second PostgreSQL connection (a streaming replica) that reports read from (decisions/0106). */
  REPORTS_DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The admin sidebar's Help and Training academy links; unset: the entry is not shown. */
  HELP_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRAINING_ACADEMY_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: port.default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Tessera <no-reply@localhost>'),
  MAIL_DIR: z.string().optional(),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  SHOP_HOLDS_PER_ADDRESS_PER_EVENT: z.coerce.number().int().min(1).max(1_000_000).default(40),
  SHOP_BASKETS_PER_ADDRESS_PER_EVENT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  RECONCILE_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CONFIRMATION_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  NODE_ENV: z.string().optional(),
  /** Browser tests only: a clock POST /api/test/clock moves. Refused in production. */
  TESSERA_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** 32 bytes as 64 hex characters: encrypts payment processor credentials (AES-256-GCM). */
  PAYMENT_CREDENTIALS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /**
   * Tests and rehearsals only: where the Stripe adapter sends its API calls (a local
   * Stripe-compatible server, e.g. http://127.0.0.1:12111). Refused in production.
   */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Where browsers load Stripe.js for the Payment Element (a venue whose card payment account is
   * Stripe). The page's Content-Security-Policy allows scripts and frames from this origin only.
   * Outside production a test may name a local stand-in (http allowed there).
   */
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3/'),
  /** How long a call to Stripe may take before the payment is given up as unanswered. */
  STRIPE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(20),
  /** How long the box office waits for a card to be presented on a workstation's card reader. */
  STRIPE_TERMINAL_WAIT_SECONDS: z.coerce.number().min(1).max(600).default(90),
  /**
   * The platform's Stripe secret key for the Stripe Unified Account (Connect): venues' connected
   * accounts are made, onboarded and charged through it (decisions/0090). Unset: no connected accounts.
   */
  STRIPE_PLATFORM_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/)
    .optional(),
  /**
   * The signing secret of the platform's Connect webhook endpoint: connected accounts' events
   * (onboarding, late captures, refunds, disputes) reach `/api/webhooks/stripe` signed with it.
   */
  STRIPE_PLATFORM_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/)
    .optional(),
  /**
   * Tests and local development only: webhook endpoints may be http(s) addresses on this machine
   * (localhost, 127.x, ::1). Refused in production, where deliveries reach public addresses only.
   */
  WEBHOOKS_ALLOW_LOCAL: z.enum(['0', '1']).default('0'),
  SFTP_ALLOW_LOCAL: z.enum(['0', '1']).default('0'),
  /** How often the webhook dispatcher turns new events into deliveries. */
  WEBHOOKS_DISPATCH_EVERY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
  /** How long a receiver may take to answer a delivery. */
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  /**
   * 32 bytes as 64 hex characters: signs what the server hands out and checks later without a
   * lookup (waiting-room tickets and admission tokens). Every server process of one site uses
   * the same. Unset: derived from PAYMENT_CREDENTIALS_KEY (required in production).
   */
  SERVER_SECRET: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** Waiting-room joins and position polls one shop visitor may make per minute. */
  WAITING_ROOM_POLLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Open live seat streams (shop seat maps) one address may have at once (decisions/0058). */
  LIVE_SEAT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Seconds between heartbeats on a live seat stream. */
  LIVE_SEAT_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(3600).default(20),
  /** A reconnecting seat stream further behind than this many changed seats reloads its map. */
  LIVE_SEAT_RESUME_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(2_000),
});

/** Development and test only: production refuses to start without PAYMENT_CREDENTIALS_KEY. */
const DEV_PAYMENT_CREDENTIALS_KEY = createHash('sha256').update('tessera-dev-payment-credentials').digest();

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/**
 * Which proxies may tell the caller's address, protocol and host (X-Forwarded-For, -Proto,
 * -Host): false trusts none (the default: the socket's peer is the caller), a list trusts those
 * addresses and CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal). No hop
 * count: it would believe any direct peer, so a client that reaches the server past the proxy
 * could still choose its own address.
 */
export type TrustProxy = false | readonly string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: empty or `false` (none), or addresses/CIDR ranges separated by commas. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0) {
    throw new Error(
      `invalid configuration: TRUST_PROXY: not an address or CIDR range: ${wrong.join(', ')} (name the proxies' addresses, e.g. 127.0.0.1 or 10.0.0.0/8, separated by commas)`,
    );
  }
  return entries;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Reports, exports, scheduled report runs and the dashboard read here when set; never the sale path (decisions/0106). */
  reportsDatabaseUrl?: string;
  /** The site's address (scheme, host, port): every link in a mail starts here or at a configured host name. */
  publicUrl: string;
  /** The admin sidebar's Help and Training academy addresses (HELP_URL, TRAINING_ACADEMY_URL); null: not shown. */
  staffLinks: { helpUrl: string | null; trainingAcademyUrl: string | null };
  /** Proxies whose forwarded headers are believed (TRUST_PROXY); false: none. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  /** Undefined means: keep mail in the outbox for staff to read (one-time links hidden). */
  smtp?: SmtpConfig;
  /**
   * Without SMTP: the folder where messages carrying a one-time link are written whole, for
   * whoever runs the server (staff see them in the outbox with the link hidden).
   */
  mailPickupDir?: string;
  /** Sign-in attempts one address may make per minute (also password reset requests). */
  signInAttemptsPerMinute: number;
  /** What one address may hold in the shop at once, per event (tickets, and baskets holding them). */
  shopHoldLimits: { ticketsPerAddressPerEvent: number; basketsPerAddressPerEvent: number };
  /** How often the reconciliation job runs, and how long it leaves a charge or basket alone first. */
  reconcile: { everyMs: number; graceMs: number };
  /** AES-256-GCM key for payment processor credentials at rest. */
  paymentCredentialsKey: Buffer;
  /** How long a claimed order confirmation is left to its sender before another may try it. */
  confirmationLeaseMs: number;
  /** A movable clock and `POST /api/test/clock` (browser tests; never in production). */
  testClock: boolean;
  /** The Stripe adapter: another API address than Stripe's (a local server; never in production), and its time limit. */
  stripe: StripeConfig;
  /** Stripe.js for the browser's Payment Element; its origin is the one CSP allows for it. */
  stripeJsUrl: URL;
  /** Webhook deliveries (decisions/0049). */
  webhooks: WebhooksConfig;
  /** SFTP data export (decisions/0063): a server on this machine allowed (tests; never in production). */
  dataExport: { allowLocal: boolean };
  /** HMAC key for what the server signs (waiting-room tickets and admission tokens). */
  serverSecret: Buffer;
  /** Waiting-room joins and polls per visitor per minute (decisions/0055). */
  waitingRoomPollsPerMinute: number;
  /** Live seat streams (decisions/0058). */
  liveSeats: { streamsPerAddress: number; heartbeatMs: number; resumeLimit: number };
}

export interface WebhooksConfig {
  /** Endpoints on this machine allowed (tests; never in production). */
  allowLocal: boolean;
  dispatchEveryMs: number;
  timeoutMs: number;
}

export interface StripeConfig {
  /** null: Stripe's own API. */
  apiUrl: URL | null;
  timeoutMs: number;
  /** How long a payment on a card reader waits for the card (90 s unless set). */
  terminalWaitMs?: number;
  /** The Stripe Unified Account's platform key (Connect); null or absent: none. */
  platformSecretKey?: string | null;
  /** The platform's Connect webhook signing secret; null or absent: Connect events are refused. */
  platformWebhookSecret?: string | null;
}

/** Reads the configuration from environment variables (documented in the README). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (!e.PAYMENT_CREDENTIALS_KEY && e.NODE_ENV === 'production') {
    throw new Error('invalid configuration: PAYMENT_CREDENTIALS_KEY is required in production');
  }
  if (e.TESSERA_TEST_CLOCK === '1' && e.NODE_ENV === 'production') {
    throw new Error('invalid configuration: TESSERA_TEST_CLOCK is for tests and refused in production');
  }
  if (e.STRIPE_API_URL && e.NODE_ENV === 'production') {
    throw new Error('invalid configuration: STRIPE_API_URL is for tests and refused in production');
  }
  if (!e.STRIPE_JS_URL.startsWith('https://') && e.NODE_ENV === 'production') {
    throw new Error('invalid configuration: STRIPE_JS_URL must be https in production');
  }
  if (e.SFTP_ALLOW_LOCAL === '1' && e.NODE_ENV === 'production') {
    throw new Error('invalid configuration: SFTP_ALLOW_LOCAL is for tests and refused in production');
  }
  if (e.WEBHOOKS_ALLOW_LOCAL === '1' && e.NODE_ENV === 'production') {
    throw new Error('invalid configuration: WEBHOOKS_ALLOW_LOCAL is for tests and refused in production');
  }
  const paymentCredentialsKey = e.PAYMENT_CREDENTIALS_KEY
    ? Buffer.from(e.PAYMENT_CREDENTIALS_KEY, 'hex')
    : DEV_PAYMENT_CREDENTIALS_KEY;
  return {
    serverSecret: e.SERVER_SECRET
      ? Buffer.from(e.SERVER_SECRET, 'hex')
      : createHmac('sha256', paymentCredentialsKey).update('tessera-server-secret').digest(),
    waitingRoomPollsPerMinute: e.WAITING_ROOM_POLLS_PER_MINUTE,
    liveSeats: {
      streamsPerAddress: e.LIVE_SEAT_STREAMS_PER_ADDRESS,
      heartbeatMs: Math.round(e.LIVE_SEAT_HEARTBEAT_SECONDS * 1000),
      resumeLimit: e.LIVE_SEAT_RESUME_LIMIT,
    },
    dataExport: { allowLocal: e.SFTP_ALLOW_LOCAL === '1' },
    webhooks: {
      allowLocal: e.WEBHOOKS_ALLOW_LOCAL === '1',
      dispatchEveryMs: e.WEBHOOKS_DISPATCH_EVERY_SECONDS * 1000,
      timeoutMs: Math.round(e.WEBHOOKS_TIMEOUT_SECONDS * 1000),
    },
    stripeJsUrl: new URL(e.STRIPE_JS_URL),
    stripe: {
      apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null,
      timeoutMs: Math.round(e.STRIPE_TIMEOUT_SECONDS * 1000),
      terminalWaitMs: Math.round(e.STRIPE_TERMINAL_WAIT_SECONDS * 1000),
      platformSecretKey: e.STRIPE_PLATFORM_SECRET_KEY ?? null,
      platformWebhookSecret: e.STRIPE_PLATFORM_WEBHOOK_SECRET ?? null,
    },
    testClock: e.TESSERA_TEST_CLOCK === '1',
    paymentCredentialsKey,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    reportsDatabaseUrl: e.REPORTS_DATABASE_URL || undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    staffLinks: { helpUrl: e.HELP_URL ?? null, trainingAcademyUrl: e.TRAINING_ACADEMY_URL ?? null },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE,
    shopHoldLimits: {
      ticketsPerAddressPerEvent: e.SHOP_HOLDS_PER_ADDRESS_PER_EVENT,
      basketsPerAddressPerEvent: e.SHOP_BASKETS_PER_ADDRESS_PER_EVENT,
    },
    confirmationLeaseMs: e.CONFIRMATION_LEASE_SECONDS * 1000,
    reconcile: { everyMs: e.RECONCILE_EVERY_SECONDS * 1000, graceMs: e.RECONCILE_GRACE_SECONDS * 1000 },
    mailPickupDir: e.SMTP_HOST ? undefined : resolve(e.MAIL_DIR ?? join(e.DATA_DIR, 'mail')),
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE === 'true',
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM,
        }
      : undefined,
  };
}
