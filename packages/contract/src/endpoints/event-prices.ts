import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

export const eventPrices = z.object({
  priceLevels: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  /** The template's price types open to some channel; empty when the event has no template. */
  priceTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** One cell per price level and price type (priceTypeId null: the level's default price). */
  cells: z.array(
    z.object({
      priceLevelId: z.number().int(),
      priceTypeId: z.number().int().nullable(),
      /** Null when a Table price type has no price for the level. */
      faceValue: z.number().int().nullable(),
      discount: z.number().int(),
      fees: z.number().int(),
      price: z.number().int().nullable(),
    }),
  ),
  orderFees: z.array(z.object({ name: z.string(), amount: z.number().int() })),
  promotions: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
});
export type EventPrices = z.infer<typeof eventPrices>;

export const getEventPrices = defineEndpoint({
  tag: 'events',
  auth: 'staff',
  permission: 'events',
  tenant: 'session',
  id: 'getEventPrices',
  method: 'GET',
  path: '/api/admin/events/:eventId/prices',
  summary:
    'What one ticket costs at every price level and price type of the event, per-ticket fees included, optionally under one of its promotions; computed by the pricing engine.',
  params: z.object({ eventId: z.idParam() }),
  query: z.object({ promotionId: z.idParam().optional() }),
  output: eventPrices,
  errors: ['common.not_found'],
});
