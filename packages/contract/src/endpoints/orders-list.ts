import { orderStatuses, pageSizes, savedBasketAlerts } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { staffOrders } from './orders';

const sizeLiterals = pageSizes.map((n) => z.literal(n)) as [
  z.ZodLiteral<10>,
  z.ZodLiteral<25>,
  z.ZodLiteral<50>,
  z.ZodLiteral<100>,
];

export const orderListItem = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  channel: z.string(),
  status: z.enum(orderStatuses),
  total: z.number().int(),
  ticketCount: z.number().int(),
  eventNames: z.array(z.string()),
  /**
   * When the order still owes a deposit's balance or a plan's instalment: the next one's due
   * date, and its alerts (due soon, past due) as a saved basket's (decisions/0118).
   */
  paymentDueAt: z.iso.datetime().nullable(),
  alerts: z.array(z.enum(savedBasketAlerts)),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const listOrders = defineEndpoint({
  ...staffOrders,
  id: 'listOrders',
  method: 'GET',
  path: '/api/admin/orders',
  summary:
    'Orders, newest first, a page at a time (keyset: pass the previous page\u2019s nextCursor as `after`). `q` finds an order id, a barcode, a buyer email or the start of a buyer\u2019s last name.',
  query: z.object({
    q: z.string().trim().max(200).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    eventId: z.idParam().optional(),
    status: z.enum(orderStatuses).optional(),
    channel: z.string().max(40).optional(),
    pageSize: z.coerce.number().pipe(z.union(sizeLiterals)).default(25),
    after: z
      .string()
      .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_\d+$/)
      .optional(),
  }),
  output: z.object({ items: z.array(orderListItem), nextCursor: z.string().nullable() }),
  errors: [],
});
