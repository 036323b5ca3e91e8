import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/** Partners and partner categories (account settings → partners, decisions/0053). */
const settings = {
  auth: 'staff',
  tenant: 'session',
  permission: 'accountSettings',
  tag: 'partners',
} as const;

const name = z.string().trim().min(1).max(100);

export const partnerCategory = z.object({ id: z.number().int(), name: z.string(), archived: z.boolean() });
export type PartnerCategory = z.infer<typeof partnerCategory>;

export const partnerCategoryInput = z.strictObject({ name, archived: z.boolean().default(false) });

export const partner = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Staff users linked to the partner (their sales are credited to it). */
  users: z.number().int(),
  archived: z.boolean(),
});
export type Partner = z.infer<typeof partner>;

export const partnerInput = z.strictObject({
  name,
  categoryId: z.id().nullable().default(null),
  contactName: z.string().trim().max(100).default(''),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
  phone: z.string().trim().max(40).default(''),
  archived: z.boolean().default(false),
});

/** A partner as a seller or a user editor picks it: active ones only. */
export const partnerChoice = z.object({ id: z.number().int(), name: z.string() });
export type PartnerChoice = z.infer<typeof partnerChoice>;

export const listPartnerCategories = defineEndpoint({
  ...settings,
  id: 'listPartnerCategories',
  method: 'GET',
  path: '/api/admin/partner-categories',
  summary: 'Partner categories of the account, archived ones included.',
  output: z.array(partnerCategory),
  errors: [],
});

export const createPartnerCategory = defineEndpoint({
  ...settings,
  id: 'createPartnerCategory',
  method: 'POST',
  path: '/api/admin/partner-categories',
  summary: 'Adds a partner category; names are unique in the account, whatever their case.',
  body: partnerCategoryInput,
  output: partnerCategory,
  status: 201,
  errors: ['admin.partner_category_name_taken'],
  example: { name: 'Resellers' },
});

export const updatePartnerCategory = defineEndpoint({
  ...settings,
  id: 'updatePartnerCategory',
  method: 'PUT',
  path: '/api/admin/partner-categories/:categoryId',
  summary: 'Renames, archives or brings back a partner category.',
  params: z.object({ categoryId: z.idParam() }),
  body: partnerCategoryInput,
  output: partnerCategory,
  errors: ['admin.partner_category_not_found', 'admin.partner_category_name_taken'],
  example: { name: 'Group-sales agencies', archived: false },
});

export const listPartners = defineEndpoint({
  ...settings,
  id: 'listPartners',
  method: 'GET',
  path: '/api/admin/partners',
  summary: 'Partners of the account with their category and linked users, archived ones included.',
  output: z.array(partner),
  errors: [],
});

export const createPartner = defineEndpoint({
  ...settings,
  id: 'createPartner',
  method: 'POST',
  path: '/api/admin/partners',
  summary: 'Adds a partner (a reseller or a group-sales agency); names are unique in the account.',
  body: partnerInput,
  output: partner,
  status: 201,
  errors: ['admin.partner_name_taken', 'admin.partner_category_not_found'],
  example: { name: 'City Tours', categoryId: null, email: 'desk@citytours.example' },
});

export const updatePartner = defineEndpoint({
  ...settings,
  id: 'updatePartner',
  method: 'PUT',
  path: '/api/admin/partners/:partnerId',
  summary: 'Changes a partner, archives it or brings it back.',
  params: z.object({ partnerId: z.idParam() }),
  body: partnerInput,
  output: partner,
  errors: ['admin.partner_not_found', 'admin.partner_name_taken', 'admin.partner_category_not_found'],
  example: { name: 'City Tours', categoryId: null, archived: false },
});

export const listPartnerChoices = defineEndpoint({
  auth: 'staff',
  tenant: 'session',
  // Names only: the user editor links users to one, and a seller credits a sale to one.
  permission: null,
  tag: 'partners',
  id: 'listPartnerChoices',
  method: 'GET',
  path: '/api/admin/partner-choices',
  summary: 'Active partners by name, to link a user to or credit a sale to.',
  output: z.array(partnerChoice),
  errors: [],
});
