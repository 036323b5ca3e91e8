import { randomBytes } from 'node:crypto';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '@tessera/contract';
import { allowsWebhook, type WebhookEventType, webhookUrlProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { type DeliveryRow, type EndpointRow, findEndpoint, listEndpoints } from './webhooks.store';

/** Attempts of one delivery (and of each redelivery): the first, then 5 retries after 30 s, 1, 2, 4, 8 min. */
export const WEBHOOK_ATTEMPTS = 6;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 6 * 3600;

/** Seconds before the attempt after `attempts` failed ones: 30 s, doubling, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** A new signing secret (shown once; kept to sign). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Refuses an address that is not https to a public host (decisions/0049). */
export function requireWebhookUrl(url: string, allowLocal: boolean): void {
  const problem = webhookUrlProblem(url, { allowLocalHttp: allowLocal });
  if (problem === 'invalid') throw new AppError('admin.webhook_url_invalid', 'url');
  if (problem === 'not_https') throw new AppError('admin.webhook_url_not_https', 'url');
  if (problem === 'private_address') throw new AppError('admin.webhook_url_private', 'url');
}

const named = (row: Pick<EndpointRow, 'id' | 'description'>) => ({ id: row.id, name: row.description });

/** The endpoints this user's group lets them see (all, for an unrestricted group). */
export async function visibleEndpoints(db: Db, staff: StaffPrincipal): Promise<EndpointRow[]> {
  const policy = await policyFor(db, staff);
  return (await listEndpoints(db, staff.accountId)).filter((row) => allowsWebhook(policy, named(row)));
}

/**
 * One endpoint of the account, for this user: another account's is not found (404); one the
 * user group's webhooks list leaves out is refused (403).
 */
export async function requireEndpoint(db: Db, staff: StaffPrincipal, id: number): Promise<EndpointRow> {
  const row = await findEndpoint(db, staff.accountId, id);
  if (!row) throw new AppError('common.not_found');
  if (!allowsWebhook(await policyFor(db, staff), named(row))) throw new AppError('admin.webhook_not_allowed');
  return row;
}

/**
 * A restricted group may add or rename an endpoint only to a description its list names (the
 * list holds endpoint ids or descriptions, as every restriction list does).
 */
export async function requireAllowedInput(
  db: Db,
  staff: StaffPrincipal,
  input: WebhookEndpointInput,
  id: number | null,
): Promise<void> {
  const policy = await policyFor(db, staff);
  if (!allowsWebhook(policy, { id: id ?? 'new', name: input.description })) {
    throw new AppError('admin.webhook_not_allowed', 'description');
  }
}

export function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    enabled: row.enabled,
    eventTypes: row.events as WebhookEventType[],
    secretHint: row.secret.slice(-4),
    createdAt: new Date(row.created_at).toISOString(),
    lastStatus: (row.last_status as WebhookEndpoint['lastStatus']) ?? null,
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: `evt_${row.event_id}`,
    eventType: row.event_type as WebhookEventType,
    status: row.status as WebhookDelivery['status'],
    responseCode: row.response_code,
    lastError: row.last_error,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastAttemptAt: iso(row.last_attempt_at),
    createdAt: iso(row.created_at)!,
    deliveredAt: iso(row.delivered_at),
  };
}
