import { orderStatuses, seatHistoryReasons, seatStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const positive = z.idParam();
const orderParams = z.object({ orderId: z.bigIdParam() });
const bytes = z.custom<Uint8Array>((v) => v instanceof Uint8Array);

export const ticketScan = z.object({
  id: z.number().int(),
  direction: z.enum(['in', 'out']),
  location: z.string(),
  message: z.string(),
  result: z.enum(['accepted', 'refused']),
  reason: z.string().nullable(),
  barcode: z.string(),
  scannedAt: z.iso.datetime(),
});

export const seatHistoryLine = z.object({
  id: z.number().int(),
  fromStatus: z.enum(seatStatuses),
  toStatus: z.enum(seatStatuses),
  reasonCode: z.enum(seatHistoryReasons).nullable(),
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

export const bundleTicket = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventStartsAt: z.iso.datetime(),
  timeZone: z.string(),
  venueName: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceTypeName: z.string().nullable(),
  total: z.number().int(),
  status: z.enum(orderStatuses),
  barcode: z.string(),
  barcodesIssued: z.number().int(),
  issuedAt: z.iso.datetime(),
  printCount: z.number().int(),
  printedAt: z.iso.datetime().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  usherMessage: z.string(),
  firstScannedAt: z.iso.datetime().nullable(),
  admitted: z.boolean(),
  scans: z.array(ticketScan),
  seatHistory: z.array(seatHistoryLine),
});

export const orderBundle = z.object({
  orderId: z.number().int(),
  status: z.enum(orderStatuses),
  buyer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  currency: z.string(),
  total: z.number().int(),
  createdAt: z.iso.datetime(),
  tickets: z.array(bundleTicket),
  /** Whether live tickets offer an Apple Wallet pass: the account has set up its pass signing (decisions/0088). */
  walletPasses: z.boolean(),
  /** Ticket printers of the venues of the order's events, for printing through the local agent. */
  printers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(['Boca', 'Zebra']),
      ipAddress: z.string(),
    }),
  ),
});
export type OrderBundle = z.infer<typeof orderBundle>;

const base = { tag: 'tickets', auth: 'staff', tenant: 'session', permission: 'viewOrders' } as const;
const ticketIds = z.array(z.bigId()).min(1).max(500);

export const getOrderBundle = defineEndpoint({
  ...base,
  id: 'getOrderBundle',
  method: 'GET',
  path: '/api/admin/orders/:orderId/bundle',
  summary: 'The tickets of an order with their barcodes, printing, delivery, scan and seat history.',
  params: orderParams,
  output: orderBundle,
  errors: ['purchase.order_not_found'],
});

export const downloadOrderTickets = defineEndpoint({
  ...base,
  id: 'downloadOrderTickets',
  method: 'GET',
  path: '/api/admin/orders/:orderId/tickets.pdf',
  summary: 'The print-at-home tickets of an order as one PDF, one page per live ticket.',
  params: orderParams,
  output: bytes,
  errors: ['purchase.order_not_found'],
});

/** Which email staff send from the order's tickets screen (decisions/0082). */
export const orderEmailKinds = ['confirmation', 'ticketsAttached', 'ticketsInline'] as const;
export type OrderEmailKind = (typeof orderEmailKinds)[number];

export const resendOrderConfirmation = defineEndpoint({
  ...base,
  id: 'resendOrderConfirmation',
  method: 'POST',
  path: '/api/admin/orders/:orderId/confirmation',
  summary:
    'Emails the buyer again, in the order’s language: the order confirmation with the tickets PDF attached (`confirmation`, the default), the tickets alone as a PDF (`ticketsAttached`, AttachedTickets) or each ticket with its barcode in the message (`ticketsInline`, InlineTickets). Each send is recorded in the order activity.',
  params: orderParams,
  body: z.object({
    email: z.email().max(254).optional(),
    kind: z.enum(orderEmailKinds).optional(),
  }),
  output: z.object({ to: z.string(), status: z.enum(['kept', 'sent', 'failed']) }),
  errors: ['purchase.order_not_found', 'purchase.email_failed', 'purchase.no_live_tickets'],
  example: {},
});

export const reissueBarcodes = defineEndpoint({
  ...base,
  id: 'reissueBarcodes',
  method: 'POST',
  path: '/api/admin/orders/:orderId/reissue-barcodes',
  summary: 'Gives the chosen live tickets new barcodes; the old ones stop scanning.',
  params: orderParams,
  body: z.object({ ticketIds }),
  output: orderBundle,
  errors: ['purchase.order_not_found', 'purchase.ticket_not_found', 'purchase.ticket_voided'],
  example: { ticketIds: [1] },
});

export const setUsherMessage = defineEndpoint({
  ...base,
  id: 'setUsherMessage',
  method: 'PUT',
  path: '/api/admin/orders/:orderId/tickets/:ticketId/usher-message',
  summary: 'Sets the ticket-taker message shown when the ticket is scanned (blank to clear).',
  params: z.object({ orderId: z.bigIdParam(), ticketId: z.bigIdParam() }),
  body: z.object({ message: z.string().trim().max(200) }),
  output: orderBundle,
  errors: ['purchase.order_not_found', 'purchase.ticket_not_found'],
  example: { message: 'Wheelchair user: take to the lift' },
});

export const printerKind = z.enum(['Boca', 'Zebra']);

export const getTicketPrintData = defineEndpoint({
  ...base,
  id: 'getTicketPrintData',
  method: 'POST',
  path: '/api/admin/orders/:orderId/print-data',
  summary: 'What a ticket printer of the given kind prints for each chosen live ticket.',
  params: orderParams,
  body: z.object({ ticketIds, printerType: printerKind }),
  output: z.array(z.object({ ticketId: z.number().int(), data: z.string() })),
  errors: ['purchase.order_not_found', 'purchase.ticket_not_found', 'purchase.ticket_voided'],
  example: { ticketIds: [1], printerType: 'Zebra' },
});

export const recordTicketsPrinted = defineEndpoint({
  ...base,
  id: 'recordTicketsPrinted',
  method: 'POST',
  path: '/api/admin/orders/:orderId/printed',
  summary: 'Counts a print of the chosen tickets (print count and print date) in the order activity.',
  params: orderParams,
  body: z.object({ ticketIds, printer: z.string().trim().max(100).default('') }),
  output: orderBundle,
  errors: ['purchase.order_not_found', 'purchase.ticket_not_found'],
  example: { ticketIds: [1], printer: 'Box office printer' },
});

export const scanResult = z.object({
  result: z.enum(['accepted', 'refused']),
  reason: z.enum(['already_used', 'not_admitted', 'voided', 'reissued', 'unknown']).nullable(),
  direction: z.enum(['in', 'out']),
  barcode: z.string(),
  /** When the ticket was first scanned in (for an already-used ticket). */
  firstScannedAt: z.iso.datetime().nullable(),
  ticket: z
    .object({
      id: z.number().int(),
      orderId: z.number().int(),
      eventName: z.string(),
      eventStartsAt: z.iso.datetime(),
      timeZone: z.string(),
      section: z.string(),
      row: z.string(),
      seat: z.string(),
      priceTypeName: z.string().nullable(),
      usherMessage: z.string(),
    })
    .nullable(),
});
export type ScanResult = z.infer<typeof scanResult>;

export const scanTicket = defineEndpoint({
  tag: 'scanning',
  auth: 'staff',
  tenant: 'session',
  permission: 'scanTickets',
  id: 'scanTicket',
  method: 'POST',
  path: '/api/admin/scans',
  summary:
    'Scans a barcode in or out at a door. Refusals (already used, voided, reissued, unknown) are answers, not errors, and are kept in the scan history.',
  body: z.object({
    barcode: z.string().trim().min(1).max(64),
    direction: z.enum(['in', 'out']).default('in'),
    location: z.string().trim().max(100).default(''),
    message: z.string().trim().max(200).default(''),
  }),
  output: scanResult,
  errors: [],
  example: { barcode: '123456789012345678', direction: 'in', location: 'Main door' },
});

export const attendanceBucket = z.object({
  from: z.iso.datetime(),
  in: z.number().int(),
  out: z.number().int(),
  inside: z.number().int(),
});

export const getEventAttendance = defineEndpoint({
  tag: 'scanning',
  auth: 'staff',
  tenant: 'session',
  permission: 'scanTickets',
  id: 'getEventAttendance',
  method: 'GET',
  path: '/api/admin/events/:eventId/attendance',
  summary: 'The attendance map: accepted scans of an event in 5-minute increments.',
  params: z.object({ eventId: positive }),
  output: z.object({
    eventId: z.number().int(),
    eventName: z.string(),
    timeZone: z.string(),
    ticketsSold: z.number().int(),
    admitted: z.number().int(),
    refused: z.number().int(),
    buckets: z.array(attendanceBucket),
  }),
  errors: ['common.not_found'],
});

export const bulkDownloadTickets = defineEndpoint({
  ...base,
  id: 'bulkDownloadTickets',
  method: 'GET',
  path: '/api/admin/events/:eventId/tickets.zip',
  summary: 'A zip of the print-at-home tickets of an event, one PDF per order, streamed.',
  params: z.object({ eventId: positive }),
  output: z.custom<{ pipe: unknown }>(
    (v) => typeof v === 'object' && v !== null && typeof (v as { pipe?: unknown }).pipe === 'function',
  ),
  errors: ['common.not_found'],
});
