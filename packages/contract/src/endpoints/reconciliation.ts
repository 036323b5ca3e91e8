import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

export const reconciliationKinds = [
  'charge_voided',
  'charge_refunded',
  'charge_captured',
  'capture_failed',
  'basket_released',
] as const;
export type ReconciliationKind = (typeof reconciliationKinds)[number];

export const reconciliationAction = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.enum(reconciliationKinds),
  chargeId: z.string().nullable(),
  basketId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  /** Minor units of the charge; 0 for a basket. */
  amount: z.number().int(),
  details: z.record(z.string(), z.unknown()),
});
export type ReconciliationAction = z.infer<typeof reconciliationAction>;

export const listReconciliationActions = defineEndpoint({
  id: 'listReconciliationActions',
  method: 'GET',
  path: '/api/admin/reconciliation',
  summary:
    'What the reconciliation job did, newest first: card charges no order took (voided), order captures a crash left undone (captured, or refused by the processor) and baskets a failed checkout left open (released).',
  tag: 'orders',
  auth: 'staff',
  permission: 'viewReconciliation',
  tenant: 'session',
  query: pageQuery,
  output: paged(reconciliationAction),
  errors: [],
});
