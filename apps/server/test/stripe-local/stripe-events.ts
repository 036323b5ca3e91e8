import { createHmac } from 'node:crypto';
import { type Json, newId } from './stripe-wire';

export interface WebhookDelivery {
  /** The raw JSON body, as signed. */
  payload: string;
  /** The `Stripe-Signature` header. */
  signature: string;
  event: Json;
}

/** Where an account's events go: a URL, or a function (a test's in-process server). */
export type WebhookTarget = string | ((delivery: WebhookDelivery) => Promise<number>);

/** An event object as Stripe sends it. */
export function eventOf(type: string, object: Json, created: number): Json {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * Sends an event to its endpoint, signed as Stripe signs (`t=…,v1=HMAC-SHA256(secret, "t.payload")`)
 * with real time: the receiver checks the signature's age against its own clock. Answers the
 * endpoint's status, 0 when it could not be reached.
 */
export async function sendEvent(
  hook: { target: WebhookTarget; secret: string },
  event: Json,
): Promise<number> {
  const payload = JSON.stringify(event, null, 2);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `t=${timestamp},v1=${createHmac('sha256', hook.secret).update(`${timestamp}.${payload}`).digest('hex')}`;
  try {
    return typeof hook.target === 'string'
      ? (
          await fetch(hook.target, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          })
        ).status
      : await hook.target({ payload, signature, event });
  } catch {
    return 0;
  }
}
