import { defineEndpoint } from '../endpoint';
import { nameTranslations, venueNamesInput } from '../name-translations';
import * as z from '../zod';

/** Kinds of product a venue sells beside tickets. */
export const productTypes = [
  'Merchandise',
  'Parking',
  'FoodAndBeverage',
  'Program',
  'Donation',
  'Other',
] as const;

const id = z.object({ id: z.idParam() });
const sku = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/);

export const productVariantInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  sku,
  quantityAvailable: z.number().int().min(0).max(10_000_000).nullable().default(null),
});

export const productInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  nameTranslations,
  type: z.enum(productTypes),
  sku,
  price: z.number().int().min(0).max(100_000_000),
  inventoryControlled: z.boolean().default(false),
  fullPartyAddOn: z.boolean().default(false),
  redemptionInstructions: z.string().max(2000).default(''),
  /** Spec §9: hard ticket text is up to 12 lines of about 100 characters. */
  hardTicketText: z
    .string()
    .max(1300)
    .refine((text) => text.split('\n').length <= 12 && text.split('\n').every((line) => line.length <= 100))
    .default(''),
  variants: z.array(productVariantInput).max(100).default([]),
});

export const product = productInput.omit({ variants: true }).extend({
  id: z.number().int(),
  archived: z.boolean(),
  variants: z.array(productVariantInput.extend({ id: z.number().int(), sold: z.number().int() })),
});

const common = {
  auth: 'staff',
  tenant: 'session',
  permission: 'manageEventTemplates',
  tag: 'products',
} as const;

export const listProducts = defineEndpoint({
  ...common,
  id: 'listProducts',
  method: 'GET',
  path: '/api/admin/event-templates/:id/products',
  summary: 'Products sold with an event template’s events, with their variants and stock.',
  params: id,
  output: z.array(product),
  errors: ['admin.event_template_not_found'],
});

export const createProduct = defineEndpoint({
  ...common,
  id: 'createProduct',
  method: 'POST',
  path: '/api/admin/event-templates/:id/products',
  summary: 'Adds a product with its variants; SKUs are unique in the account.',
  params: id,
  body: productInput,
  output: product,
  status: 201,
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.product_sku_taken',
    'admin.product_stock_required',
  ],
  example: {
    name: 'Souvenir programme',
    type: 'Program',
    sku: 'PROG-2026',
    price: 800,
    variants: [{ name: 'Standard', sku: 'PROG-2026-STD', quantityAvailable: 500 }],
  },
});

export const renameProduct = defineEndpoint({
  ...common,
  id: 'renameProduct',
  method: 'PUT',
  path: '/api/admin/products/:id/names',
  summary:
    'Renames a product and sets its name in other languages. Items already sold keep the names they were sold under.',
  params: id,
  body: venueNamesInput,
  output: product,
  errors: ['admin.product_not_found', 'admin.event_template_archived'],
  example: { name: 'Souvenir programme', nameTranslations: { 'es-ES': 'Programa de mano' } },
});
