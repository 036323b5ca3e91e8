import type { WebhookEventType } from '@tessera/domain';

/** Order activity that changes nothing a receiver tracks (a mail sent, tickets printed). */
const quiet = new Set(['email.order_confirmation', 'tickets.printed']);
const voids = new Set(['order.cancelled', 'tickets.voided', 'products.voided']);

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map(String) : undefined;

/**
 * The webhook event a line of order activity makes (every change to an order writes one, in its
 * transaction): placed → order.created, cancelled or voided → order.voided, a transfer started or
 * claimed → transfer.created / transfer.accepted, anything else → order.changed. Null: none.
 */
export function webhookEventOfOrderActivity(
  kind: string,
  orderId: number,
  details: Record<string, unknown>,
): { type: WebhookEventType; data: Record<string, unknown> } | null {
  if (quiet.has(kind)) return null;
  if (kind === 'order.placed') {
    return { type: 'order.created', data: { orderId, total: Number(details.total ?? 0) } };
  }
  if (voids.has(kind)) {
    return {
      type: 'order.voided',
      data: {
        orderId,
        change: kind,
        tickets: strings(details.tickets) ?? [],
        products: strings(details.products) ?? [],
      },
    };
  }
  if (kind === 'tickets.transfer_initiated' || kind === 'tickets.transfer_claimed') {
    return {
      type: kind === 'tickets.transfer_initiated' ? 'transfer.created' : 'transfer.accepted',
      data: { transferId: Number(details.transferId), orderId, tickets: strings(details.tickets) ?? [] },
    };
  }
  return { type: 'order.changed', data: { orderId, change: kind } };
}
