import { groupSaleStatuses, savedBasketAlerts } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { cardErrors } from '../payment-errors';
import * as z from '../zod';
import { saleTimingErrors } from './baskets';
import { cardDetails } from './checkout-inputs';

/**
 * Group sales (decisions/0057): clients (organisations with contacts), and their groups'
 * requests for an event — quoted by holding seats in the group's own basket on the GroupSales
 * channel at the group price, confirmed with a deposit and a balance due date, the balance paid
 * later, and a names list per group.
 */
const staff = { tag: 'group-sales', auth: 'staff', tenant: 'session', permission: 'sellTickets' } as const;
const settings = {
  tag: 'group-sales',
  auth: 'staff',
  tenant: 'session',
  permission: 'accountSettings',
} as const;
const channelErrors = ['purchase.channel_not_allowed'] as const;

export const groupClientContact = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
  phone: z.string().trim().max(40).default(''),
});

export const groupClient = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string(),
  contacts: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
  /** The partner the client books through; its group orders are credited to it. */
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type GroupClient = z.infer<typeof groupClient>;

export const groupClientInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  notes: z.string().trim().max(2000).default(''),
  contacts: z.array(groupClientContact).max(20).default([]),
  /** An active partner of the account, or none. */
  partnerId: z.id().nullable().default(null),
});

const clientParams = z.object({ clientId: z.idParam() });
const requestParams = z.object({ requestId: z.idParam() });

export const listGroupClients = defineEndpoint({
  ...staff,
  id: 'listGroupClients',
  method: 'GET',
  path: '/api/admin/group-clients',
  summary: 'The account’s group-sales clients, by name.',
  output: z.array(groupClient),
  errors: [...channelErrors],
});

export const createGroupClient = defineEndpoint({
  ...staff,
  id: 'createGroupClient',
  method: 'POST',
  path: '/api/admin/group-clients',
  summary: 'Adds a client: an organisation and the people to talk to there.',
  body: groupClientInput,
  output: groupClient,
  status: 201,
  errors: ['admin.partner_not_found', ...channelErrors],
  example: {
    name: 'Riverside School',
    contacts: [{ name: 'Ms Okafor', email: 'okafor@example.test', phone: '' }],
  },
});

export const updateGroupClient = defineEndpoint({
  ...staff,
  id: 'updateGroupClient',
  method: 'PUT',
  path: '/api/admin/group-clients/:clientId',
  summary: 'Changes a client’s name, notes, contacts and the partner it books through.',
  params: clientParams,
  body: groupClientInput,
  output: groupClient,
  errors: ['admin.group_client_not_found', 'admin.partner_not_found', ...channelErrors],
  example: { name: 'Riverside School', notes: '', contacts: [] },
});

export const groupPriceTier = z.strictObject({
  threshold: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('seats'), value: z.int4().min(1).max(100_000) }),
    z.strictObject({ kind: z.literal('percent'), value: z.int4().min(1).max(100) }),
  ]),
  /** Basis points off each ticket's face value (1000 = 10%). */
  discountBp: z.int4().min(0).max(10_000),
});

export const getGroupPriceTiers = defineEndpoint({
  ...settings,
  id: 'getGroupPriceTiers',
  method: 'GET',
  path: '/api/admin/group-sales/price-tiers',
  summary: 'The account’s group pricing tiers.',
  output: z.array(groupPriceTier),
  errors: [],
});

export const setGroupPriceTiers = defineEndpoint({
  ...settings,
  id: 'setGroupPriceTiers',
  method: 'PUT',
  path: '/api/admin/group-sales/price-tiers',
  summary:
    'Replaces the group pricing tiers: a group reaching a threshold (seats, or a percentage of the event’s seats rounded up to whole seats) gets the largest discount it reaches.',
  body: z.strictObject({ tiers: z.array(groupPriceTier).max(20) }),
  output: z.array(groupPriceTier),
  errors: [],
  example: { tiers: [{ threshold: { kind: 'seats', value: 10 }, discountBp: 1000 }] },
});

const seatPlace = z.object({ id: z.number().int(), section: z.string(), row: z.string(), seat: z.string() });

export const groupSaleRequest = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.iso.datetime(),
  groupSize: z.number().int(),
  seatingNote: z.string(),
  status: z.enum(groupSaleStatuses),
  /** Basis points off face value the quote gives the group. */
  discountBp: z.number().int(),
  seats: z.array(seatPlace),
  /** The group's price (minor units): the basket priced now; the order's total once confirmed. */
  total: z.number().int(),
  holdUntil: z.iso.datetime().nullable(),
  deposit: z.number().int().nullable(),
  /** What the group still owes. */
  balance: z.number().int().nullable(),
  balanceDueAt: z.iso.datetime().nullable(),
  /**
   * While quoted: the deposit and balance due date offered to confirm it, from the event
   * template's deposit (per seat, due days before the event) or, without one, a quarter now and
   * the rest in two weeks. Staff may change both.
   */
  depositTerms: z.object({ deposit: z.number().int(), balanceDueAt: z.iso.datetime() }).nullable(),
  /**
   * The buyer agreed at confirmation that the card kept from the deposit pays the balance on
   * its due date: the job queue charges it then (decisions/0091).
   */
  autoChargeBalance: z.boolean(),
  orderId: z.number().int().nullable(),
  alerts: z.array(z.enum(savedBasketAlerts)),
  createdAt: z.iso.datetime(),
});
export type GroupSaleRequest = z.infer<typeof groupSaleRequest>;

export const groupSaleRequestInput = z.strictObject({
  clientId: z.id(),
  eventId: z.id(),
  groupSize: z.int4().min(1).max(500),
  seatingNote: z.string().trim().max(500).default(''),
});

export const listGroupSaleRequests = defineEndpoint({
  ...staff,
  id: 'listGroupSaleRequests',
  method: 'GET',
  path: '/api/admin/group-sale-requests',
  summary: 'The account’s group sales requests, newest first, each with its alerts.',
  output: z.array(groupSaleRequest),
  errors: [...channelErrors],
});

export const getGroupSaleRequest = defineEndpoint({
  ...staff,
  id: 'getGroupSaleRequest',
  method: 'GET',
  path: '/api/admin/group-sale-requests/:requestId',
  summary: 'One group sales request.',
  params: requestParams,
  output: groupSaleRequest,
  errors: ['admin.group_sale_not_found', ...channelErrors],
});

export const createGroupSaleRequest = defineEndpoint({
  ...staff,
  id: 'createGroupSaleRequest',
  method: 'POST',
  path: '/api/admin/group-sale-requests',
  summary: 'Records a client’s request for a group at an event.',
  body: groupSaleRequestInput,
  output: groupSaleRequest,
  status: 201,
  errors: ['admin.group_client_not_found', 'common.not_found', ...channelErrors],
  example: { clientId: 1, eventId: 1, groupSize: 12, seatingNote: 'Together, near an aisle' },
});

export const quoteGroupSaleRequest = defineEndpoint({
  ...staff,
  id: 'quoteGroupSaleRequest',
  method: 'POST',
  path: '/api/admin/group-sale-requests/:requestId/quote',
  summary:
    'Quotes the group: holds its seats in the group’s basket on the GroupSales channel until `holdUntil`, at the group price of its size. A new quote gives back the seats of the last one.',
  params: requestParams,
  body: z.strictObject({
    /** The seats chosen; left empty with `bestAvailable`. */
    seatIds: z.array(z.id()).max(500).default([]),
    /** The best seats for the group's size, found by best available (decisions/0091). */
    bestAvailable: z.boolean().default(false),
    priceTypeId: z.id().nullable().default(null),
    holdUntil: z.iso.datetime(),
  }),
  output: groupSaleRequest,
  errors: [
    'admin.group_sale_not_found',
    'admin.group_sale_status',
    'admin.group_sale_size_mismatch',
    'admin.group_sale_hold_until_invalid',
    ...channelErrors,
    'purchase.seats_unavailable',
    'purchase.seats_just_taken',
    'purchase.seat_unpriced',
    'purchase.price_type_not_available',
    ...saleTimingErrors,
  ],
  example: { seatIds: [101, 102], holdUntil: '2026-12-01T12:00:00Z' },
});

export const listGroupSaleSeats = defineEndpoint({
  ...staff,
  id: 'listGroupSaleSeats',
  method: 'GET',
  path: '/api/admin/group-sale-requests/:requestId/seats',
  summary:
    'Seats of the request’s event free to quote: open ones and those in holds open to the GroupSales channel, by section and position.',
  params: requestParams,
  output: z.array(seatPlace),
  errors: ['admin.group_sale_not_found', ...channelErrors],
});

export const confirmGroupSaleRequest = defineEndpoint({
  ...staff,
  id: 'confirmGroupSaleRequest',
  method: 'POST',
  path: '/api/admin/group-sale-requests/:requestId/confirm',
  summary:
    'Confirms the group: its basket becomes an order, the deposit paid now by card, the balance owed by `balanceDueAt` (the order’s payment schedule; the processor keeps the card). Idempotent by key.',
  params: requestParams,
  body: z.strictObject({
    idempotencyKey: z.string().min(16).max(100),
    deposit: z.int4().min(1),
    balanceDueAt: z.iso.datetime(),
    /** The total the client was quoted. */
    expectedTotal: z.int4().min(0),
    buyer: z.strictObject({
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
      email: z.email().max(254),
      phone: z.string().trim().max(40).default(''),
    }),
    card: cardDetails,
    /**
     * The partner the order is credited to (its commission is charged by the fee engine):
     * left out, the client's partner; null, none.
     */
    partnerId: z.id().nullable().optional(),
    /**
     * The buyer agrees that the card paying the deposit is kept and charged the balance on its
     * due date (the job queue; a refused card is mailed and staff take the balance by hand).
     */
    autoChargeBalance: z.boolean().default(false),
  }),
  output: groupSaleRequest,
  errors: [
    'admin.group_sale_not_found',
    'admin.group_sale_status',
    'purchase.partner_not_found',
    'purchase.partner_not_allowed',
    'purchase.partner_commission_required',
    'admin.group_sale_size_mismatch',
    'admin.group_sale_deposit_invalid',
    'admin.group_sale_due_date_invalid',
    ...channelErrors,
    'purchase.total_changed',
    'purchase.reservation_expired',
    'purchase.basket_closed',
    ...saleTimingErrors,
    ...cardErrors,
    'purchase.idempotency_key_reused',
  ],
  example: {
    idempotencyKey: 'example-group-0001',
    deposit: 5000,
    balanceDueAt: '2026-11-20T12:00:00Z',
    expectedTotal: 54000,
    buyer: { firstName: 'Grace', lastName: 'Okafor', email: 'okafor@example.test' },
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  },
});

export const payGroupSaleBalance = defineEndpoint({
  ...staff,
  id: 'payGroupSaleBalance',
  method: 'POST',
  path: '/api/admin/group-sale-requests/:requestId/pay-balance',
  summary: 'Takes the group’s balance from the card kept at the deposit: the group is then paid in full.',
  params: requestParams,
  output: groupSaleRequest,
  errors: ['admin.group_sale_not_found', 'admin.group_sale_status', ...channelErrors, ...cardErrors],
});

export const declineGroupSaleRequest = defineEndpoint({
  ...staff,
  id: 'declineGroupSaleRequest',
  method: 'POST',
  path: '/api/admin/group-sale-requests/:requestId/decline',
  summary: 'Declines a request not yet confirmed: the seats held for it are given back.',
  params: requestParams,
  output: groupSaleRequest,
  errors: ['admin.group_sale_not_found', 'admin.group_sale_status', ...channelErrors],
});

export const groupNamesList = z.object({
  requestId: z.number().int(),
  /** One row per ticket of the group's order; seat places are null when the account hides them. */
  rows: z.array(
    z.object({
      ticketId: z.number().int(),
      section: z.string().nullable(),
      row: z.string().nullable(),
      seat: z.string().nullable(),
      name: z.string(),
    }),
  ),
});
export type GroupNamesList = z.infer<typeof groupNamesList>;

export const getGroupNamesList = defineEndpoint({
  ...staff,
  id: 'getGroupNamesList',
  method: 'GET',
  path: '/api/admin/group-sale-requests/:requestId/names',
  summary: 'The group’s names list: a guest name per ticket of its order.',
  params: requestParams,
  output: groupNamesList,
  errors: ['admin.group_sale_not_found', 'admin.group_sale_status', ...channelErrors],
});

export const setGroupNamesList = defineEndpoint({
  ...staff,
  id: 'setGroupNamesList',
  method: 'PUT',
  path: '/api/admin/group-sale-requests/:requestId/names',
  summary: 'Sets guest names on the group’s tickets (an empty name clears one).',
  params: requestParams,
  body: z.strictObject({
    names: z.array(z.strictObject({ ticketId: z.id(), name: z.string().trim().max(100) })).max(500),
  }),
  output: groupNamesList,
  errors: [
    'admin.group_sale_not_found',
    'admin.group_sale_status',
    'admin.group_sale_ticket_unknown',
    ...channelErrors,
  ],
  example: { names: [{ ticketId: 1, name: 'Ada Lovelace' }] },
});

const bytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array);

export const downloadGroupNamesList = defineEndpoint({
  ...staff,
  id: 'downloadGroupNamesList',
  method: 'GET',
  path: '/api/admin/group-sale-requests/:requestId/names.csv',
  summary: 'The group’s names list as a CSV file (seat places left out when the account hides them).',
  params: requestParams,
  output: bytes,
  errors: ['admin.group_sale_not_found', 'admin.group_sale_status', ...channelErrors],
});
