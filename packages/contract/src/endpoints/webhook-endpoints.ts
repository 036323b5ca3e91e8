import { webhookDeliveryStatuses, webhookEventTypes } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

/**
 * API → Webhooks (decisions/0049-webhooks.md): an account's endpoints, the events each wants,
 * its signing secret, and the log of deliveries. Deliveries are POSTs of a {@link webhookPayloads}
 * envelope, signed in the `Tessera-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the endpoint's secret>`.
 */
const base = { tag: 'webhooks', auth: 'staff', permission: 'manageWebhooks', tenant: 'session' } as const;

export const webhookEndpointInput = z.object({
  url: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(200),
  enabled: z.boolean(),
  eventTypes: z.array(z.enum(webhookEventTypes)).min(1).max(webhookEventTypes.length),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;

export const webhookEndpointOutput = webhookEndpointInput.extend({
  id: z.number().int(),
  /** The secret's last four characters: the whole secret is shown once, when made. */
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
  /** The latest delivery's status, if any. */
  lastStatus: z.enum(webhookDeliveryStatuses).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointOutput>;

/** An endpoint just made or with its secret just rotated: the secret, shown this once. */
export const webhookEndpointWithSecret = webhookEndpointOutput.extend({ secret: z.string() });

export const webhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  /** The receiver's last HTTP status; null when it could not be reached. */
  responseCode: z.number().int().nullable(),
  /** Why the last attempt failed, when it did. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const exampleWebhookEndpoint: WebhookEndpointInput = {
  url: 'https://hooks.example.com/tessera',
  description: 'Orders feed',
  enabled: true,
  eventTypes: ['order.created', 'order.voided'],
};

const endpointParams = z.object({ endpointId: z.idParam() });

export const listWebhookEndpoints = defineEndpoint({
  ...base,
  id: 'listWebhookEndpoints',
  method: 'GET',
  path: '/api/admin/webhooks',
  summary: 'The account’s webhook endpoints (those the user group’s webhooks list allows).',
  output: z.array(webhookEndpointOutput),
  errors: [],
});

export const getWebhookEndpoint = defineEndpoint({
  ...base,
  id: 'getWebhookEndpoint',
  method: 'GET',
  path: '/api/admin/webhooks/:endpointId',
  summary: 'One webhook endpoint.',
  params: endpointParams,
  output: webhookEndpointOutput,
  errors: ['common.not_found', 'admin.webhook_not_allowed'],
});

const urlErrors = [
  'admin.webhook_url_invalid',
  'admin.webhook_url_not_https',
  'admin.webhook_url_private',
] as const;

export const createWebhookEndpoint = defineEndpoint({
  ...base,
  id: 'createWebhookEndpoint',
  method: 'POST',
  path: '/api/admin/webhooks',
  summary: 'Adds a webhook endpoint; answers its signing secret, shown this once.',
  body: webhookEndpointInput,
  output: webhookEndpointWithSecret,
  status: 201,
  errors: [...urlErrors, 'admin.webhook_not_allowed'],
  example: exampleWebhookEndpoint,
});

export const updateWebhookEndpoint = defineEndpoint({
  ...base,
  id: 'updateWebhookEndpoint',
  method: 'PUT',
  path: '/api/admin/webhooks/:endpointId',
  summary: 'Changes a webhook endpoint’s address, description, switch or events.',
  params: endpointParams,
  body: webhookEndpointInput,
  output: webhookEndpointOutput,
  errors: ['common.not_found', ...urlErrors, 'admin.webhook_not_allowed'],
  example: exampleWebhookEndpoint,
});

export const deleteWebhookEndpoint = defineEndpoint({
  ...base,
  id: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/api/admin/webhooks/:endpointId',
  summary: 'Removes a webhook endpoint and its delivery log; nothing more is sent to it.',
  params: endpointParams,
  output: z.object({ deleted: z.literal(true) }),
  errors: ['common.not_found', 'admin.webhook_not_allowed'],
});

export const rotateWebhookSecret = defineEndpoint({
  ...base,
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/admin/webhooks/:endpointId/rotate-secret',
  summary: 'Replaces the endpoint’s signing secret; answers the new one, shown this once.',
  params: endpointParams,
  output: webhookEndpointWithSecret,
  errors: ['common.not_found', 'admin.webhook_not_allowed'],
});

export const listWebhookDeliveries = defineEndpoint({
  ...base,
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/admin/webhooks/:endpointId/deliveries',
  summary: 'The endpoint’s deliveries, newest first: event, status, response code, attempts, next attempt.',
  params: endpointParams,
  query: pageQuery,
  output: paged(webhookDelivery),
  errors: ['common.not_found', 'admin.webhook_not_allowed'],
});

export const redeliverWebhook = defineEndpoint({
  ...base,
  id: 'redeliverWebhook',
  method: 'POST',
  path: '/api/admin/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
  summary: 'Sends the delivery’s event again, now, with a fresh signature and new attempts.',
  params: z.object({ endpointId: z.idParam(), deliveryId: z.idParam() }),
  output: webhookDelivery,
  errors: ['common.not_found', 'admin.webhook_not_allowed'],
});

// ---- payloads (documented under the OpenAPI document's `webhooks`) ----

const orderData = z.object({
  orderId: z.number().int(),
  /** Minor units. */
  total: z.number().int().optional(),
  /** What changed (order.changed): a product line, a name, a payment… */
  change: z.string().optional(),
  /** The seats of the tickets voided (order.voided), as `section-row-seat`. */
  tickets: z.array(z.string()).optional(),
  /** The product SKUs voided (order.voided). */
  products: z.array(z.string()).optional(),
});

const transferData = z.object({
  transferId: z.number().int(),
  orderId: z.number().int(),
  /** The seats of the tickets handed on. */
  tickets: z.array(z.string()),
});

const envelope = <T extends z.ZodType>(type: (typeof webhookEventTypes)[number], data: T) =>
  z.object({
    /** The event's id: the same on every attempt and redelivery (receivers drop repeats by it). */
    id: z.string(),
    type: z.literal(type),
    createdAt: z.iso.datetime(),
    accountId: z.number().int(),
    data,
  });

/** What each event type posts: an envelope with the event's data. */
export const webhookPayloads = {
  'order.created': envelope('order.created', orderData),
  'order.changed': envelope('order.changed', orderData),
  'order.voided': envelope('order.voided', orderData),
  'ticket.scanned': envelope(
    'ticket.scanned',
    z.object({
      ticketId: z.number().int(),
      orderId: z.number().int(),
      eventId: z.number().int(),
      scannedAt: z.iso.datetime(),
    }),
  ),
  'customer.changed': envelope(
    'customer.changed',
    z.object({
      customerId: z.number().int(),
      change: z.enum(['created', 'updated', 'tags', 'anonymized']),
    }),
  ),
  'transfer.created': envelope('transfer.created', transferData),
  'transfer.accepted': envelope('transfer.accepted', transferData),
} as const satisfies Record<(typeof webhookEventTypes)[number], z.ZodType>;
export type WebhookPayload = z.infer<(typeof webhookPayloads)[keyof typeof webhookPayloads]>;
