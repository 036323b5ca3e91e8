import { cardTypes, fundingTypes, packagePricingModes } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const id = z.object({ id: z.idParam() });
const money = z.number().int().min(0).max(100_000_000);
const common = {
  auth: 'staff',
  tenant: 'session',
  permission: 'manageEventTemplates',
  tag: 'pricing',
} as const;

/**
 * What a package includes. `PriceLevel`: tickets at one of the template's price levels (a
 * level marked package-only is sold no other way); `PriceType`: tickets of one of the
 * template's price types; `Product`: one of the template's products, or one variant of it.
 */
export const packageItemKinds = ['PriceLevel', 'PriceType', 'Product'] as const;

export const packageItemInput = z.strictObject({
  kind: z.enum(packageItemKinds),
  priceLevelId: z.id().nullable().default(null),
  priceTypeId: z.id().nullable().default(null),
  productId: z.id().nullable().default(null),
  productVariantId: z.id().nullable().default(null),
  quantity: z.number().int().min(1).max(100),
  /** One unit's own price: charged per item, or the weight of a whole-package price's split. */
  unitPrice: money,
});

export const packageInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2000).default(''),
  pricingMode: z.enum(packagePricingModes),
  /** The package's price in minor units when it is priced as a whole. */
  price: money.nullable().default(null),
  items: z.array(packageItemInput).min(1).max(50),
});
export type PackageInput = z.input<typeof packageInput>;

export const packageOutput = packageInput.extend({
  id: z.number().int(),
  archived: z.boolean(),
  items: z.array(
    packageItemInput.extend({
      /** The price type's or product's name (and variant's), as staff know it. */
      label: z.string(),
      /** What this item takes of one package's price. */
      allocated: z.number().int(),
    }),
  ),
  /** What one package costs. */
  total: z.number().int(),
});
export type TemplatePackage = z.infer<typeof packageOutput>;

const itemErrors = ['admin.package_item_not_found', 'admin.package_price_required'] as const;
const example = {
  name: 'Dinner and a show',
  pricingMode: 'Package',
  price: 12000,
  items: [
    { kind: 'PriceLevel', priceLevelId: 1, quantity: 2, unitPrice: 4500 },
    { kind: 'Product', productId: 1, quantity: 2, unitPrice: 1500 },
  ],
};

export const listPackages = defineEndpoint({
  ...common,
  id: 'listPackages',
  method: 'GET',
  path: '/api/admin/event-templates/:id/packages',
  summary: 'Packages of an event template with their included items and how each package price splits.',
  params: id,
  output: z.array(packageOutput),
  errors: ['admin.event_template_not_found'],
});

export const createPackage = defineEndpoint({
  ...common,
  id: 'createPackage',
  method: 'POST',
  path: '/api/admin/event-templates/:id/packages',
  summary:
    'Adds a package of the template’s price levels, price types and products, priced as a whole or per item.',
  params: id,
  body: packageInput,
  output: packageOutput,
  status: 201,
  errors: ['admin.event_template_not_found', 'admin.event_template_archived', ...itemErrors],
  example,
});

export const updatePackage = defineEndpoint({
  ...common,
  id: 'updatePackage',
  method: 'PUT',
  path: '/api/admin/packages/:id',
  summary: 'Replaces a package’s fields and included items.',
  params: id,
  body: packageInput,
  output: packageOutput,
  errors: [
    'admin.package_not_found',
    'admin.package_archived',
    'admin.event_template_archived',
    ...itemErrors,
  ],
  example,
});

export const archivePackage = defineEndpoint({
  ...common,
  id: 'archivePackage',
  method: 'POST',
  path: '/api/admin/packages/:id/archive',
  summary: 'Archives a package: it stays listed but is no longer sold or changed.',
  params: id,
  output: packageOutput,
  errors: ['admin.package_not_found'],
});

export const paymentCommission = z.strictObject({
  cardType: z.enum(cardTypes),
  fundingType: z.enum(fundingTypes),
  /** Percentage of the payment in basis points, at most 100%. */
  basisPoints: z.number().int().min(0).max(10_000).default(0),
  flatAmount: money.default(0),
  min: money.nullable().default(null),
  max: money.nullable().default(null),
});
export type PaymentCommissionRow = z.infer<typeof paymentCommission>;

export const listPaymentCommissions = defineEndpoint({
  ...common,
  id: 'listPaymentCommissions',
  method: 'GET',
  path: '/api/admin/event-templates/:id/commissions',
  summary: 'Payment-method commissions of an event template, by card type and funding type.',
  params: id,
  output: z.object({ rows: z.array(paymentCommission) }),
  errors: ['admin.event_template_not_found'],
});

export const savePaymentCommissions = defineEndpoint({
  ...common,
  id: 'savePaymentCommissions',
  method: 'PUT',
  path: '/api/admin/event-templates/:id/commissions',
  summary:
    'Saves the template’s payment-method commissions as a whole: one row per card type and funding type; rows left out have no commission.',
  params: id,
  body: z.strictObject({ rows: z.array(paymentCommission).max(cardTypes.length * fundingTypes.length) }),
  output: z.object({ rows: z.array(paymentCommission) }),
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.commission_duplicate',
    'admin.fee_min_above_max',
  ],
  example: {
    rows: [
      { cardType: 'Visa', fundingType: 'credit', basisPoints: 290, flatAmount: 30 },
      { cardType: 'American Express', fundingType: 'credit', basisPoints: 350, min: 50, max: 1000 },
    ],
  },
});
