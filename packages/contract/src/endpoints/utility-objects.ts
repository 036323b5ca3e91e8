import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Tools → Utility objects (decisions/0104): a read-only look at one stored object of the account
 * by its type and id, with the ids of what it is tied to, for support staff tracing a case.
 */
export const utilityObjectKinds = ['order', 'ticket', 'customer', 'event', 'seat', 'payment'] as const;
export type UtilityObjectKind = (typeof utilityObjectKinds)[number];

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const utilityObjectView = z.object({
  kind: z.enum(utilityObjectKinds),
  id: z.number().int(),
  /** The stored fields, named as in the database, in a fixed order; secrets are never among them. */
  fields: z.array(z.object({ name: z.string(), value: fieldValue })),
  /** What the object is tied to: a kind (one of the kinds above, or another such as `venue`) and its ids. */
  related: z.array(z.object({ kind: z.string(), ids: z.array(z.union([z.number().int(), z.string()])) })),
});
export type UtilityObjectView = z.infer<typeof utilityObjectView>;

export const getUtilityObject = defineEndpoint({
  tag: 'utility-objects',
  auth: 'staff',
  permission: 'viewOrders',
  tenant: 'session',
  id: 'getUtilityObject',
  method: 'GET',
  path: '/api/admin/tools/utility-objects/:objectKind/:objectId',
  summary:
    'One stored object of the account (order, ticket, customer, event, seat or payment) with its fields and the ids of related objects; read only, secrets left out.',
  params: z.object({ objectKind: z.enum(utilityObjectKinds), objectId: z.idParam() }),
  output: utilityObjectView,
  errors: ['common.not_found'],
});
