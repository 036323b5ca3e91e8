import { StripeLocal } from './stripe-local';

/**
 * Runs the local Stripe-compatible server on its own (browser tests, rehearsals):
 * `tsx stripe-serve.ts` with STRIPE_LOCAL_PORT (a free port when unset) and STRIPE_LOCAL_DELAY_MS
 * (every answer that late). Prints its address; `GET /` answers while it runs.
 */
const local = new StripeLocal({ delayMs: Number(process.env.STRIPE_LOCAL_DELAY_MS ?? 0) });
const url = await local.start(Number(process.env.STRIPE_LOCAL_PORT ?? 0));
console.log(`local Stripe server at ${url.href}`);
const stop = () => void local.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
