import { StripeLocal } from './stripe-local';

/**
 * The local Stripe-compatible server on its own, for browser walks and rehearsals
 * (`npx tsx apps/server/test/stripe-local/serve.ts`, port from STRIPE_LOCAL_PORT): the app is
 * pointed at it with STRIPE_API_URL. Walks drive it through Stripe's own API and test helpers
 * (registering a simulated reader, presenting a card on it).
 */
const local = new StripeLocal();
const port = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
await local.start(port);
console.log(`local Stripe server on ${local.url.href}`);
const stop = () => void local.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
