import { posPaymentTypeChoices } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Tools → POS settings (decisions/0093): how the account's point-of-sale counter sells. The
 * point-of-sale checkout offers the payment types in this order and refuses the others.
 */
const base = {
  tag: 'pos-settings',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;

export const posSettingsView = z.object({
  /** The payment types the counter takes, in the order its sellers see them; the first is the default. */
  paymentTypes: z.array(z.enum(posPaymentTypeChoices)),
});
export type PosSettingsView = z.infer<typeof posSettingsView>;

export const getPosSettings = defineEndpoint({
  ...base,
  id: 'getPosSettings',
  method: 'GET',
  path: '/api/admin/pos-settings',
  summary: 'The point-of-sale counter’s settings; the defaults until the account saves its own.',
  output: posSettingsView,
  errors: [],
});

export const savePosSettings = defineEndpoint({
  ...base,
  id: 'savePosSettings',
  method: 'PUT',
  path: '/api/admin/pos-settings',
  summary:
    'Saves the point-of-sale counter’s settings: the payment types it takes, in order (at least one, each once).',
  body: z.object({
    paymentTypes: z.array(z.enum(posPaymentTypeChoices)).max(posPaymentTypeChoices.length * 2),
  }),
  output: posSettingsView,
  errors: ['admin.pos_payment_types_empty', 'admin.pos_payment_type_duplicate'],
  example: { paymentTypes: ['CreditCard', 'Cash'] },
});

export const resetPosSettings = defineEndpoint({
  ...base,
  id: 'resetPosSettings',
  method: 'DELETE',
  path: '/api/admin/pos-settings',
  summary:
    'Puts the point-of-sale counter back on the defaults: it takes what any back-office sale takes, in the product’s order.',
  output: posSettingsView,
  errors: [],
});
