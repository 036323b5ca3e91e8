import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

export const searchHit = z.object({ id: z.number().int(), title: z.string(), detail: z.string() });

export const search = defineEndpoint({
  tag: 'search',
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
  id: 'search',
  method: 'GET',
  path: '/api/admin/search',
  summary:
    'One box over orders (by number), customers (name, email, phone), tickets (by barcode) and events (by name); at most 10 of each.',
  query: z.object({ q: z.string().trim().min(1).max(100) }),
  output: z.object({
    orders: z.array(searchHit),
    customers: z.array(searchHit),
    tickets: z.array(searchHit.extend({ orderId: z.number().int() })),
    /** `detail` is the start (ISO); `timezone` the venue's, to show it in venue time. */
    events: z.array(searchHit.extend({ timezone: z.string() })),
  }),
  errors: [],
});
