import { salesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const id = z.idParam();
const name = z.string().trim().min(1).max(60);
const archivedQuery = z.object({ archived: z.enum(['true', 'false']).optional() });
const staffSettings = {
  tag: 'seat-settings',
  auth: 'staff',
  permission: 'seatSettings',
  tenant: 'session',
} as const;

export const hold = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  actAsKill: z.boolean(),
  holdGroupId: z.number().int().nullable(),
  allowedChannels: z.array(z.enum(salesChannels)),
  allowedUserGroupIds: z.array(z.number().int()),
  archived: z.boolean(),
});
export type Hold = z.infer<typeof hold>;
export const holdInput = z.object({
  name,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  actAsKill: z.boolean().default(false),
  holdGroupId: z.id().nullable().default(null),
  allowedChannels: z.array(z.enum(salesChannels)).default([]),
  allowedUserGroupIds: z.array(z.id()).default([]),
});

export const holdGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  holdCount: z.number().int(),
  archived: z.boolean(),
});
export type HoldGroup = z.infer<typeof holdGroup>;

export const saleType = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  archived: z.boolean(),
});
export type SaleType = z.infer<typeof saleType>;
export const saleTypeInput = z.object({ name, isDefault: z.boolean().default(false) });

export const seatAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  externalId: z.string(),
  message: z.string(),
  htmlAllowed: z.boolean(),
  requiresAcknowledgement: z.boolean(),
  archived: z.boolean(),
});
export type SeatAlert = z.infer<typeof seatAlert>;
export const seatAlertInput = z.object({
  name,
  externalId: z.string().trim().max(100).default(''),
  message: z.string().trim().min(1).max(5000),
  htmlAllowed: z.boolean().default(false),
  requiresAcknowledgement: z.boolean().default(false),
});

/** Where the seats of an archived hold (or the holds of an archived group) go. */
export const reassignment = z.discriminatedUnion('to', [
  z.object({ to: z.literal('open') }),
  z.object({ to: z.literal('other'), id: z.id() }),
]);

function crud<Item extends z.ZodType, Input extends z.ZodType>(
  kind: string,
  label: string,
  path: string,
  item: Item,
  input: Input,
  example: z.input<Input>,
) {
  const params = z.object({ itemId: id });
  return {
    list: defineEndpoint({
      ...staffSettings,
      id: `list${kind}s`,
      method: 'GET',
      path: `/api/admin/seat-settings/${path}`,
      summary: `The account’s ${label}s; archived ones on request.`,
      query: archivedQuery,
      output: z.array(item),
      errors: [],
    }),
    create: defineEndpoint({
      ...staffSettings,
      id: `create${kind}`,
      method: 'POST',
      path: `/api/admin/seat-settings/${path}`,
      summary: `Creates a ${label}.`,
      body: input,
      output: item,
      status: 201,
      errors: ['admin.name_taken', 'common.not_found'],
      example,
    }),
    update: defineEndpoint({
      ...staffSettings,
      id: `update${kind}`,
      method: 'PUT',
      path: `/api/admin/seat-settings/${path}/:itemId`,
      summary: `Changes a ${label}.`,
      params,
      body: input,
      output: item,
      errors: ['admin.name_taken', 'common.not_found'],
      example,
    }),
  } as const;
}

const holdsApi = crud('Hold', 'hold', 'holds', hold, holdInput, { name: 'House seats', color: '#fa5252' });
export const listHolds = holdsApi.list;
export const createHold = holdsApi.create;
export const updateHold = holdsApi.update;
export const archiveHold = defineEndpoint({
  ...staffSettings,
  id: 'archiveHold',
  method: 'POST',
  path: '/api/admin/seat-settings/holds/:itemId/archive',
  summary: 'Archives a hold, moving its seats to another hold or returning them to open.',
  params: z.object({ itemId: id }),
  body: z.object({ reassign: reassignment.optional() }),
  output: hold,
  errors: ['common.not_found', 'admin.hold_reassignment_required', 'admin.reassignment_target_invalid'],
  example: {},
});

const groupsApi = crud('HoldGroup', 'hold group', 'hold-groups', holdGroup, z.object({ name }), {
  name: 'Production holds',
});
export const listHoldGroups = groupsApi.list;
export const createHoldGroup = groupsApi.create;
export const updateHoldGroup = groupsApi.update;
export const archiveHoldGroup = defineEndpoint({
  ...staffSettings,
  id: 'archiveHoldGroup',
  method: 'POST',
  path: '/api/admin/seat-settings/hold-groups/:itemId/archive',
  summary:
    'Archives a hold group, moving its holds to another group or archiving them with their seats returned to open.',
  params: z.object({ itemId: id }),
  body: z.object({ reassign: reassignment.optional() }),
  output: holdGroup,
  errors: ['common.not_found', 'admin.hold_group_reassignment_required', 'admin.reassignment_target_invalid'],
  example: {},
});

const saleTypesApi = crud('SaleType', 'sale type', 'sale-types', saleType, saleTypeInput, {
  name: 'Standard',
});
export const listSaleTypes = saleTypesApi.list;
export const createSaleType = saleTypesApi.create;
export const updateSaleType = saleTypesApi.update;
export const archiveSaleType = defineEndpoint({
  ...staffSettings,
  id: 'archiveSaleType',
  method: 'POST',
  path: '/api/admin/seat-settings/sale-types/:itemId/archive',
  summary: 'Archives a sale type; the default one cannot be archived.',
  params: z.object({ itemId: id }),
  output: saleType,
  errors: ['common.not_found', 'admin.default_sale_type_archive'],
});

const alertsApi = crud('SeatAlert', 'seat alert', 'seat-alerts', seatAlert, seatAlertInput, {
  name: 'Restricted view',
  message: 'This seat has a restricted view.',
});
export const listSeatAlerts = alertsApi.list;
export const createSeatAlert = alertsApi.create;
export const updateSeatAlert = alertsApi.update;
export const archiveSeatAlert = defineEndpoint({
  ...staffSettings,
  id: 'archiveSeatAlert',
  method: 'POST',
  path: '/api/admin/seat-settings/seat-alerts/:itemId/archive',
  summary: 'Archives a seat alert; seats keep showing it until changed.',
  params: z.object({ itemId: id }),
  output: seatAlert,
  errors: ['common.not_found'],
});
