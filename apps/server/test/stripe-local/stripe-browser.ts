import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { CustomerSimulation } from './stripe-customers';
import type { StripeLedger } from './stripe-ledger';
import { accountOf, fail, type Json, missing, type Params, StripeFailure } from './stripe-wire';

/**
 * What the local Stripe server answers a browser (decisions/0089): the stand-in of Stripe.js
 * (`/v3/`, `stripe-js-standin.js`), cross-origin access for the calls Stripe.js makes with the
 * publishable key, an intent read back with its client secret, and the payer's answer to the
 * bank's 3-D Secure step (Stripe's own test page does this; here the stand-in's dialog posts it).
 * Kept apart from the server's API side so each grows on its own.
 */

/** Browsers call from the shop's origin: Stripe's API answers them with open CORS. */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, stripe-version, idempotency-key',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-max-age': '600',
};

const standIn = () => readFileSync(new URL('./stripe-js-standin.js', import.meta.url), 'utf8');

const clientSecretOf = (intentId: string) => `${intentId}_secret_${intentId.slice(-6)}`;

export interface BrowserRequest {
  method: string;
  url: URL;
  params: Params;
  headers: IncomingHttpHeaders;
}

/**
 * Answers the request when it is one of the browser's own (the script, a preflight, an intent
 * by its client secret, a 3-D Secure answer); false leaves it to the API side.
 */
export function answerBrowser(
  ledger: StripeLedger,
  customers: CustomerSimulation,
  req: BrowserRequest,
  res: ServerResponse,
): boolean {
  const { method, url } = req;
  if (method === 'OPTIONS') {
    res.writeHead(204, corsHeaders).end();
    return true;
  }
  if (method === 'GET' && (url.pathname === '/v3' || url.pathname === '/v3/')) {
    res
      .writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(standIn());
    return true;
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const publishable = /^Bearer (pk_\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  const resource = parts[1];
  if (!publishable || parts[0] !== 'v1' || !parts[2]) return false;
  if (resource !== 'payment_intents' && resource !== 'setup_intents') return false;
  const [, , id, action] = parts;
  const account = accountOf(publishable);
  let status = 200;
  let body: Json;
  try {
    const intent = resource === 'payment_intents' ? ledger.intents.get(id!) : undefined;
    if (resource === 'setup_intents') {
      // A SetupIntent saving a card (stripe-customers.ts): read, or its bank's step answered.
      if (!account || (method === 'GET') === !!action) throw missing(id!, 'intent');
      body = customers.browserSetupIntent(account, id!, req.params, action);
    } else if (
      !intent ||
      intent.account !== account ||
      req.params.client_secret !== clientSecretOf(intent.id)
    )
      throw missing(id!, 'intent');
    else if (method === 'GET' && !action) body = ledger.browserIntentJson(intent);
    else if (method === 'POST' && action === 'authenticate') {
      ledger.authenticate(intent, req.params.outcome === 'succeed');
      body = ledger.browserIntentJson(intent);
    } else throw fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
  } catch (error) {
    if (!(error instanceof StripeFailure)) throw error;
    status = error.status;
    body = { error: error.body };
  }
  res.writeHead(status, { 'content-type': 'application/json', ...corsHeaders }).end(JSON.stringify(body));
  return true;
}
