import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

const common = { auth: 'staff', tenant: 'session', permission: 'viewOrders', tag: 'customers' } as const;
const customerParams = z.object({ customerId: z.idParam() });

export const customerSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
  anonymized: z.boolean(),
});

export const customerOrder = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  status: z.string(),
  total: z.number().int(),
  channel: z.string(),
});

export const customerDetail = customerSummary.extend({
  title: z.string().nullable(),
  organization: z.string(),
  createdAt: z.iso.datetime(),
  hasShopLogin: z.boolean(),
  orderCount: z.number().int(),
  lifetimeValue: z.number().int(),
  averageOrder: z.number().int(),
  orders: z.array(customerOrder),
});

export const customerNote = z.object({
  id: z.number().int(),
  text: z.string(),
  isPrivate: z.boolean(),
  author: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const customerInput = z.strictObject({
  title: z.string().trim().max(20).nullable().default(null),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(40).default(''),
  organization: z.string().trim().max(200).default(''),
});

const customerErrors = ['admin.customer_not_found'] as const;

export const listCustomers = defineEndpoint({
  ...common,
  id: 'listCustomers',
  method: 'GET',
  path: '/api/admin/customers',
  summary: 'Customers of the account, newest first, or those whose name, email or phone match `q`.',
  query: pageQuery.extend({ q: z.string().trim().max(100).default('') }),
  output: paged(customerSummary),
  errors: [],
});

export const createCustomer = defineEndpoint({
  ...common,
  id: 'createCustomer',
  method: 'POST',
  path: '/api/admin/customers',
  summary: 'Adds a customer (from the customers screen or inline at checkout).',
  body: customerInput,
  output: customerDetail,
  status: 201,
  errors: ['admin.customer_email_taken'],
  example: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
});

export const getCustomer = defineEndpoint({
  ...common,
  id: 'getCustomer',
  method: 'GET',
  path: '/api/admin/customers/:customerId',
  summary: 'A customer with order history, lifetime value and average order amount.',
  params: customerParams,
  output: customerDetail,
  errors: customerErrors,
});

export const updateCustomer = defineEndpoint({
  ...common,
  id: 'updateCustomer',
  method: 'PUT',
  path: '/api/admin/customers/:customerId',
  summary: 'Edits a customer’s details.',
  params: customerParams,
  body: customerInput,
  output: customerDetail,
  errors: [...customerErrors, 'admin.customer_email_taken'],
  example: { firstName: 'Ada', lastName: 'King', email: 'ada.king@example.test' },
});

export const anonymizeCustomer = defineEndpoint({
  ...common,
  permission: 'accountSettings',
  id: 'anonymizeCustomer',
  method: 'POST',
  path: '/api/admin/customers/:customerId/anonymize',
  summary:
    'Removes the customer’s personal data (name, email, phone, addresses, notes, shop login); orders and payments stay. Audited.',
  params: customerParams,
  output: customerDetail,
  errors: customerErrors,
});

export const listCustomerNotes = defineEndpoint({
  ...common,
  id: 'listCustomerNotes',
  method: 'GET',
  path: '/api/admin/customers/:customerId/notes',
  summary: 'Notes on a customer, newest first, with their author.',
  params: customerParams,
  output: z.array(customerNote),
  errors: customerErrors,
});

export const addCustomerNote = defineEndpoint({
  ...common,
  id: 'addCustomerNote',
  method: 'POST',
  path: '/api/admin/customers/:customerId/notes',
  summary: 'Adds a note to a customer; private notes are for staff only.',
  params: customerParams,
  body: z.strictObject({ text: z.string().trim().min(1).max(2000), isPrivate: z.boolean().default(true) }),
  output: customerNote,
  status: 201,
  errors: customerErrors,
  example: { text: 'Prefers aisle seats.', isPrivate: true },
});

export const setCustomerTags = defineEndpoint({
  ...common,
  id: 'setCustomerTags',
  method: 'PUT',
  path: '/api/admin/customers/:customerId/tags',
  summary: 'Replaces a customer’s tags; each must be a customer tag defined in the account settings.',
  params: customerParams,
  body: z.strictObject({ tags: z.array(z.string().trim().min(1).max(100)).max(50) }),
  output: customerDetail,
  errors: [...customerErrors, 'admin.customer_tag_unknown'],
  example: { tags: [] },
});

export const customerTag = z.object({ id: z.number().int(), name: z.string(), customers: z.number().int() });

export const listCustomerTags = defineEndpoint({
  ...common,
  id: 'listCustomerTags',
  method: 'GET',
  path: '/api/admin/customer-tags',
  summary: 'Customer tags defined by the account, with how many customers carry each.',
  output: z.array(customerTag),
  errors: [],
});

export const createCustomerTag = defineEndpoint({
  ...common,
  permission: 'accountSettings',
  id: 'createCustomerTag',
  method: 'POST',
  path: '/api/admin/customer-tags',
  summary: 'Defines a customer tag; names are unique in the account, whatever their case.',
  body: z.strictObject({ name: z.string().trim().min(1).max(100) }),
  output: customerTag,
  status: 201,
  errors: ['admin.customer_tag_duplicate'],
  example: { name: 'Subscriber' },
});

export const deleteCustomerTag = defineEndpoint({
  ...common,
  permission: 'accountSettings',
  id: 'deleteCustomerTag',
  method: 'DELETE',
  path: '/api/admin/customer-tags/:tagId',
  summary: 'Removes a customer tag definition and takes it off every customer.',
  params: z.object({ tagId: z.idParam() }),
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.customer_tag_not_found'],
});

export const setBasketCustomer = defineEndpoint({
  ...common,
  permission: 'sellTickets',
  tag: 'sell-tickets',
  id: 'setBasketCustomer',
  method: 'PUT',
  path: '/api/admin/baskets/:basketId/customer',
  summary: 'Attaches a customer to an open basket (or detaches with null); the order keeps it.',
  params: z.object({ basketId: z.uuid() }),
  body: z.strictObject({ customerId: z.id().nullable() }),
  output: z.object({ customer: customerSummary.nullable() }),
  errors: ['purchase.basket_not_found', 'purchase.basket_closed', 'purchase.customer_not_found'],
  example: { customerId: null },
});

export const getBasketCustomer = defineEndpoint({
  ...common,
  permission: 'sellTickets',
  tag: 'sell-tickets',
  id: 'getBasketCustomer',
  method: 'GET',
  path: '/api/admin/baskets/:basketId/customer',
  summary: 'The customer attached to a basket, if any.',
  params: z.object({ basketId: z.uuid() }),
  output: z.object({ customer: customerSummary.nullable() }),
  errors: ['purchase.basket_not_found'],
});

export type CustomerSummary = z.infer<typeof customerSummary>;
export type CustomerDetail = z.infer<typeof customerDetail>;
export type CustomerNote = z.infer<typeof customerNote>;

/** A card the customer keeps with the processor: only what identifies it to a person (decisions/0097). */
export const customerStoredCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int4(),
  expYear: z.int4(),
  createdAt: z.iso.datetime(),
});

export const listCustomerStoredCards = defineEndpoint({
  ...common,
  id: 'listCustomerStoredCards',
  method: 'GET',
  path: '/api/admin/customers/:customerId/payment-methods',
  summary: 'The cards the customer keeps in their shop account (brand, last 4, expiry; never the number).',
  params: customerParams,
  output: z.array(customerStoredCard),
  errors: customerErrors,
});
