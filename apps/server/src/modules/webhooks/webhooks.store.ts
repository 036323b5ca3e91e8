import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jsonColumn, rows } from '@/db/sql';

export interface EndpointRow {
  id: number;
  account_id: number;
  url: string;
  description: string;
  enabled: boolean;
  events: string[];
  secret: string;
  created_at: Date;
  last_status: string | null;
}

const endpointColumns = sql`e.id, e.account_id, e.url, e.description, e.enabled, e.events, e.secret, e.created_at,
  (SELECT d.status FROM webhook_deliveries d WHERE d.endpoint_id = e.id ORDER BY d.id DESC LIMIT 1) AS last_status`;

export function listEndpoints(db: Db, accountId: number): Promise<EndpointRow[]> {
  return rows<EndpointRow>(
    db,
    sql`SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.account_id = ${accountId} ORDER BY e.id`,
  );
}

export async function findEndpoint(db: Db, accountId: number, id: number): Promise<EndpointRow | undefined> {
  const [row] = await rows<EndpointRow>(
    db,
    sql`SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.account_id = ${accountId} AND e.id = ${id}`,
  );
  return row;
}

export interface EndpointFields {
  url: string;
  description: string;
  enabled: boolean;
  eventTypes: readonly string[];
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

export async function insertEndpoint(
  db: Db,
  accountId: number,
  fields: EndpointFields,
  secret: string,
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO webhook_endpoints (account_id, url, description, enabled, events, secret, created_at, updated_at)
      VALUES (${accountId}, ${fields.url}, ${fields.description}, ${fields.enabled}, ${textArray(fields.eventTypes)}, ${secret}, ${now}, ${now})
      RETURNING id`,
  );
  return row!.id;
}

export async function updateEndpoint(
  db: Db,
  accountId: number,
  id: number,
  fields: EndpointFields,
  now: Date,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`UPDATE webhook_endpoints SET url = ${fields.url}, description = ${fields.description},
        enabled = ${fields.enabled}, events = ${textArray(fields.eventTypes)}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return changed.length === 1;
}

export async function setEndpointSecret(
  db: Db,
  accountId: number,
  id: number,
  secret: string,
  now: Date,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`UPDATE webhook_endpoints SET secret = ${secret}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return changed.length === 1;
}

export async function deleteEndpoint(db: Db, accountId: number, id: number): Promise<boolean> {
  const gone = await rows<{ id: number }>(
    db,
    sql`DELETE FROM webhook_endpoints WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return gone.length === 1;
}

export interface DeliveryRow {
  id: number;
  account_id: number;
  endpoint_id: number;
  event_id: number;
  event_type: string;
  status: string;
  attempts: number;
  attempt_limit: number;
  response_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

export async function pageDeliveries(
  db: Db,
  accountId: number,
  endpointId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: DeliveryRow[]; total: number }> {
  const items = await rows<DeliveryRow>(
    db,
    sql`SELECT * FROM webhook_deliveries WHERE account_id = ${accountId} AND endpoint_id = ${endpointId}
      ORDER BY id DESC LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
  );
  const [count] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM webhook_deliveries WHERE account_id = ${accountId} AND endpoint_id = ${endpointId}`,
  );
  return { items, total: Number(count?.n ?? 0) };
}

export async function findDelivery(
  db: Db,
  accountId: number,
  endpointId: number,
  id: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await rows<DeliveryRow>(
    db,
    sql`SELECT * FROM webhook_deliveries WHERE account_id = ${accountId} AND endpoint_id = ${endpointId} AND id = ${id}`,
  );
  return row;
}

/**
 * Turns up to `limit` undispatched outbox events into deliveries, one per enabled endpoint of
 * the event's account that wants its type, and marks them dispatched, in one statement-set of
 * the caller's transaction. Rows another dispatcher holds are skipped. Answers the deliveries.
 */
export async function dispatchEvents(
  tx: Db,
  limit: number,
  attemptLimit: number,
  now: Date,
): Promise<{ id: number; account_id: number }[]> {
  const events = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM webhook_events WHERE dispatched_at IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
  if (events.length === 0) return [];
  const ids = events.map((e) => Number(e.id));
  const made = await rows<{ id: number; account_id: number }>(
    tx,
    sql`INSERT INTO webhook_deliveries (account_id, endpoint_id, event_id, event_type, status, attempts, attempt_limit, next_attempt_at, created_at)
      SELECT ev.account_id, ep.id, ev.id, ev.type, 'pending', 0, ${attemptLimit}, ${now}, ${now}
      FROM webhook_events ev
      JOIN webhook_endpoints ep ON ep.account_id = ev.account_id AND ep.enabled AND ev.type = ANY(ep.events)
      WHERE ev.id = ANY(${sql.param(ids)}::bigint[])
      ORDER BY ev.id, ep.id
      RETURNING id, account_id`,
  );
  await tx.execute(
    sql`UPDATE webhook_events SET dispatched_at = ${now} WHERE id = ANY(${sql.param(ids)}::bigint[])`,
  );
  return made;
}

export interface ClaimedDelivery {
  id: number;
  account_id: number;
  attempts: number;
  attempt_limit: number;
  event_id: number;
  event_type: string;
  event_data: Record<string, unknown>;
  event_created_at: Date;
  url: string;
  secret: string;
  enabled: boolean;
}

/**
 * Claims attempt number `attempt` of a pending delivery: only the runner whose attempt is the
 * next one gets the row (a repeated job, or a second process, finds nothing and sends nothing).
 */
export async function claimAttempt(
  db: Db,
  accountId: number,
  deliveryId: number,
  attempt: number,
): Promise<ClaimedDelivery | undefined> {
  const [row] = await rows<ClaimedDelivery & { event_data: unknown }>(
    db,
    sql`UPDATE webhook_deliveries d SET attempts = d.attempts + 1, next_attempt_at = NULL
      FROM webhook_events ev, webhook_endpoints ep
      WHERE d.id = ${deliveryId} AND d.account_id = ${accountId} AND d.status = 'pending'
        AND d.attempts = ${attempt - 1} AND ev.id = d.event_id AND ep.id = d.endpoint_id
      RETURNING d.id, d.account_id, d.attempts, d.attempt_limit, d.event_id, d.event_type,
        ev.data AS event_data, ev.created_at AS event_created_at, ep.url, ep.secret, ep.enabled`,
  );
  return row ? { ...row, event_data: jsonColumn<Record<string, unknown>>(row.event_data) ?? {} } : undefined;
}

export async function recordAttempt(
  db: Db,
  deliveryId: number,
  outcome: {
    status: 'pending' | 'delivered' | 'failed';
    responseCode: number | null;
    error: string | null;
    nextAttemptAt: Date | null;
  },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = ${outcome.status}, response_code = ${outcome.responseCode},
        last_error = ${outcome.error}, next_attempt_at = ${outcome.nextAttemptAt}, last_attempt_at = ${now},
        delivered_at = ${outcome.status === 'delivered' ? now : null}
      WHERE id = ${deliveryId}`,
  );
}

/** Opens a delivery for another round of attempts (a redelivery); answers the next attempt's number. */
export async function reopenDelivery(
  db: Db,
  accountId: number,
  deliveryId: number,
  rounds: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await rows<{ attempts: number }>(
    db,
    sql`UPDATE webhook_deliveries SET status = 'pending', attempt_limit = attempts + ${rounds},
        next_attempt_at = ${now}, last_error = NULL
      WHERE id = ${deliveryId} AND account_id = ${accountId} RETURNING attempts`,
  );
  return row ? row.attempts + 1 : undefined;
}
