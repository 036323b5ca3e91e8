export interface OnsaleOptions {
  buyers: number;
  concurrency: number;
  sellers: number;
  /** Seconds of the take-seats throughput measurement (and of its raw-SQL ceiling). */
  throughputSeconds: number;
  ci: boolean;
  /** Only the take-seats throughput and its ceiling, without the rehearsal. */
  throughputOnly: boolean;
  /**
   * How long buyers think between steps, as a multiple of the think-time model
   * (`think.ts`): 1 = the documented model, 0 = none (closed loops, back to back).
   */
  thinkScale: number;
  /**
   * Who takes the cards: the built-in sandbox, or the Stripe adapter against the local
   * Stripe-compatible server (`stripe-local`, answering every PaymentIntent call `stripeDelayMs` late).
   */
  processor: 'sandbox' | 'stripe-local';
  stripeDelayMs: number;
  /**
   * Buyers per minute the on-sale's waiting room lets in (the event is in heavy on-sale mode and
   * every buyer queues first); null = no waiting room (`--no-waiting-room`).
   */
  admissionRate: number | null;
  /**
   * Server processes on the one database. Above 1 they sit behind HAProxy, which the bench
   * starts; null = not asked: 3 when HAProxy is installed (1 with `--ci`, or without it).
   */
  servers: number | null;
  faults: {
    kill: boolean;
    pgRestart: boolean;
    slowProcessor: boolean;
    failAfterCharge: boolean;
    duplicates: boolean;
    disconnects: boolean;
  };
}

const help = `npm run bench -- onsale [--buyers N] [--concurrency N] [--sellers N] [--ci]
  [--think-scale X] [--think 0] [--seconds N] [--throughput-only]
  [--no-faults] [--no-kill] [--no-pg-restart] [--no-slow-processor] [--no-fail-after-charge]
  [--no-duplicates] [--no-disconnects] [--processor sandbox|stripe-local] [--stripe-delay-ms N]
  [--servers N] [--admission-rate N] [--no-waiting-room]
--servers N runs N server processes behind HAProxy (apt-get install -y haproxy); without it,
3 when HAProxy is installed and 1 otherwise (1 with --ci).
Buyers queue in the event's waiting room, let in at --admission-rate a minute (600, CI 1200).
With DATABASE_URL set, runs on that database (no PostgreSQL restart); otherwise creates a
private PostgreSQL cluster in a temporary folder.`;

export function parseOptions(argv: readonly string[]): OnsaleOptions {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const n = Number(argv[i + 1]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a positive whole number\n${help}`);
    return n;
  };
  const scale = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const n = Number(argv[i + 1]);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} needs a number ≥ 0\n${help}`);
    return n;
  };
  if (flag('help')) {
    console.log(help);
    process.exit(0);
  }
  const ci = flag('ci');
  const processorAt = argv.indexOf('--processor');
  const processor = processorAt < 0 ? 'sandbox' : argv[processorAt + 1];
  if (processor !== 'sandbox' && processor !== 'stripe-local')
    throw new Error(`--processor is sandbox or stripe-local\n${help}`);
  // The sandbox's own faults (a slow answer, a failure after the charge) are the sandbox's.
  const sandboxOnly = (name: string) => processor === 'sandbox' && on(name);
  const buyers = value('buyers', ci ? 50 : 500);
  const none = flag('no-faults');
  const on = (name: string) => !none && !flag(`no-${name}`);
  return {
    buyers,
    concurrency: Math.min(buyers, value('concurrency', ci ? 50 : 200)),
    sellers: value('sellers', ci ? 2 : 5),
    throughputSeconds: value('seconds', ci ? 2 : 6),
    ci,
    throughputOnly: flag('throughput-only'),
    thinkScale: argv.includes('--think') ? scale('think', 1) : scale('think-scale', 1),
    processor,
    stripeDelayMs: argv.includes('--stripe-delay-ms') ? scale('stripe-delay-ms', 150) : 150,
    admissionRate: flag('no-waiting-room') ? null : value('admission-rate', ci ? 1200 : 600),
    servers: argv.includes('--servers') ? value('servers', 1) : ci ? 1 : null,
    faults: {
      kill: on('kill'),
      pgRestart: on('pg-restart') && !process.env.DATABASE_URL,
      slowProcessor: sandboxOnly('slow-processor'),
      failAfterCharge: sandboxOnly('fail-after-charge'),
      duplicates: on('duplicates'),
      disconnects: on('disconnects'),
    },
  };
}
