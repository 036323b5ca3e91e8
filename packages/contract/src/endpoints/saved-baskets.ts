import { savedBasketAlerts } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { basket, saleTimingErrors } from './baskets';

const basketParams = z.object({ basketId: z.uuid() });
const staff = { tag: 'orders', auth: 'staff', tenant: 'session', permission: 'sellTickets' } as const;

export const savedBasket = z.object({
  id: z.uuid(),
  name: z.string(),
  notes: z.string(),
  channel: z.string(),
  savedAt: z.iso.datetime(),
  savedBy: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  paymentDueAt: z.iso.datetime().nullable(),
  alerts: z.array(z.enum(savedBasketAlerts)),
  itemCount: z.number().int(),
});
export type SavedBasket = z.infer<typeof savedBasket>;

export const saveBasket = defineEndpoint({
  ...staff,
  id: 'saveBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/save',
  summary:
    'Saves a basket to finish later: its seats stay reserved until `holdUntil` (default one day), and payment is due by `paymentDueAt`.',
  params: basketParams,
  body: z.object({
    name: z.string().trim().min(1).max(100),
    notes: z.string().max(2000).default(''),
    holdUntil: z.iso.datetime().optional(),
    paymentDueAt: z.iso.datetime().nullable().default(null),
  }),
  output: savedBasket,
  errors: ['purchase.basket_not_found', 'purchase.basket_closed', 'purchase.basket_empty'],
  example: { name: 'Smith party of 4', notes: 'Pays by check on Friday', paymentDueAt: null },
});

export const listSavedBaskets = defineEndpoint({
  ...staff,
  id: 'listSavedBaskets',
  method: 'GET',
  path: '/api/admin/saved-baskets',
  summary: 'Saved baskets still open, soonest to expire first, with their alerts.',
  output: z.array(savedBasket),
  errors: [],
});

export const resumeSavedBasket = defineEndpoint({
  ...staff,
  id: 'resumeSavedBasket',
  method: 'POST',
  path: '/api/admin/saved-baskets/:basketId/resume',
  summary:
    'Resumes a saved basket. An expired one is started over: its seats are taken again, or the sale must start anew.',
  params: basketParams,
  /** The basket the seller has open now: one with unsaved lines must be finalised first. */
  body: z.object({ currentBasketId: z.uuid().nullable().default(null) }),
  output: basket,
  errors: [
    'admin.saved_basket_not_found',
    'admin.saved_basket_expired',
    'admin.basket_unsaved_changes',
    ...saleTimingErrors,
    'purchase.channel_not_allowed',
    'sale.event_out_of_scope',
    'sale.hold_not_allowed',
    'sale.sale_type_not_allowed',
  ],
  example: { currentBasketId: null },
});

export const deleteSavedBasket = defineEndpoint({
  ...staff,
  id: 'deleteSavedBasket',
  method: 'DELETE',
  path: '/api/admin/saved-baskets/:basketId',
  summary: 'Deletes a saved basket and releases its seats.',
  params: basketParams,
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.saved_basket_not_found'],
});
