import { accessibilityModes, salesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import { webAddress } from '../web-address';
import * as z from '../zod';

const id = z.idParam();
const venueParams = z.object({ venueId: id });
const accessibilityModeIds = accessibilityModes.map((m) => m.id) as [string, ...string[]];

export const venueInput = z.object({
  name: z.string().trim().min(1).max(100),
  externalVenueId: z.string().trim().max(100).default(''),
  accessibilityMode: z.enum(accessibilityModeIds).default('None'),
  address1: z.string().trim().max(200).default(''),
  address2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
  country: z.string().trim().max(2).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  timezone: z.string().trim().min(1).max(64),
  currencyLocale: z.string().trim().min(2).max(20).default('en-US'),
  cardPaymentAccountId: z.id().nullable().default(null),
  giftCertificatePaymentAccountId: z.id().nullable().default(null),
  walletPaymentAccountId: z.id().nullable().default(null),
  theatreTokenPaymentAccountId: z.id().nullable().default(null),
  mobilePayEnabled: z.boolean().default(false),
  notificationEmails: z.partialRecord(z.enum(salesChannels), z.array(z.email()).max(20)).default({}),
  guestListEmails: z.array(z.email()).max(20).default([]),
  mapUrl: webAddress.default(''),
  ticketPdfTemplate: z.string().max(100).default(''),
  receiptPdfTemplate: z.string().max(100).default(''),
});
export type VenueInput = z.input<typeof venueInput>;

export const printerTypes = ['Boca', 'Zebra'] as const;
export const ticketPrinter = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(printerTypes),
  ipAddress: z.string(),
});
export type TicketPrinter = z.infer<typeof ticketPrinter>;
export const ticketPrinterInput = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(printerTypes),
  ipAddress: z.union([z.ipv4(), z.ipv6()]),
});

export const workstation = z.object({
  id: z.number().int(),
  name: z.string(),
  printerId: z.number().int().nullable(),
  /** The card reader at this workstation (a Stripe Terminal reader id, `tmr_…`), empty when none. */
  cardTerminalId: z.string(),
  /** The reader's label, as shown to the seller. */
  cardTerminalLabel: z.string(),
  cashDrawer: z.string(),
});
export type Workstation = z.infer<typeof workstation>;
export const workstationInput = z.object({
  name: z.string().trim().min(1).max(100),
  printerId: z.id().nullable().default(null),
  cardTerminalId: z.string().trim().max(100).default(''),
  cardTerminalLabel: z.string().trim().max(100).default(''),
  cashDrawer: z.string().trim().max(100).default(''),
});

export const venueSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  timezone: z.string(),
  mapCount: z.number().int(),
  archived: z.boolean(),
});
export type VenueSummary = z.infer<typeof venueSummary>;

export const venue = venueInput.extend({
  id: z.number().int(),
  archived: z.boolean(),
  notificationEmails: z.record(z.string(), z.array(z.string())),
  guestListEmails: z.array(z.string()),
  mapUrl: z.string(),
  printers: z.array(ticketPrinter),
  workstations: z.array(workstation),
});
export type Venue = z.infer<typeof venue>;

const staffVenues = { tag: 'venues', auth: 'staff', permission: 'venues', tenant: 'session' } as const;

export const listVenues = defineEndpoint({
  ...staffVenues,
  id: 'listVenues',
  method: 'GET',
  path: '/api/admin/venues',
  summary: 'Venues of the account, by name.',
  query: pageQuery.extend({ search: z.string().trim().max(100).optional() }),
  output: paged(venueSummary),
  errors: [],
});

export const getVenue = defineEndpoint({
  ...staffVenues,
  id: 'getVenue',
  method: 'GET',
  path: '/api/admin/venues/:venueId',
  summary: 'A venue with its ticket printers and workstations.',
  params: venueParams,
  output: venue,
  errors: ['common.not_found'],
});

export const createVenue = defineEndpoint({
  ...staffVenues,
  id: 'createVenue',
  method: 'POST',
  path: '/api/admin/venues',
  summary: 'Creates a venue.',
  body: venueInput,
  output: venue,
  status: 201,
  errors: ['admin.name_taken'],
  example: { name: 'Riverside Hall', timezone: 'America/New_York' },
});

export const updateVenue = defineEndpoint({
  ...staffVenues,
  id: 'updateVenue',
  method: 'PUT',
  path: '/api/admin/venues/:venueId',
  summary: 'Changes a venue’s details.',
  params: venueParams,
  body: venueInput,
  output: venue,
  errors: ['common.not_found', 'admin.name_taken'],
  example: { name: 'Riverside Hall', timezone: 'America/New_York' },
});

const printerParams = venueParams.extend({ printerId: id });
const workstationParams = venueParams.extend({ workstationId: id });

export const createTicketPrinter = defineEndpoint({
  ...staffVenues,
  id: 'createTicketPrinter',
  method: 'POST',
  path: '/api/admin/venues/:venueId/printers',
  summary: 'Adds a ticket printer to a venue.',
  params: venueParams,
  body: ticketPrinterInput,
  output: venue,
  status: 201,
  errors: ['common.not_found', 'admin.name_taken'],
  example: { name: 'Box office printer', type: 'Boca', ipAddress: '192.168.1.40' },
});

export const updateTicketPrinter = defineEndpoint({
  ...staffVenues,
  id: 'updateTicketPrinter',
  method: 'PUT',
  path: '/api/admin/venues/:venueId/printers/:printerId',
  summary: 'Changes a ticket printer.',
  params: printerParams,
  body: ticketPrinterInput,
  output: venue,
  errors: ['common.not_found', 'admin.name_taken'],
  example: { name: 'Box office printer', type: 'Boca', ipAddress: '192.168.1.40' },
});

export const deleteTicketPrinter = defineEndpoint({
  ...staffVenues,
  id: 'deleteTicketPrinter',
  method: 'DELETE',
  path: '/api/admin/venues/:venueId/printers/:printerId',
  summary: 'Removes a ticket printer; workstations that used it keep no printer.',
  params: printerParams,
  output: venue,
  errors: ['common.not_found'],
});

export const createWorkstation = defineEndpoint({
  ...staffVenues,
  id: 'createWorkstation',
  method: 'POST',
  path: '/api/admin/venues/:venueId/workstations',
  summary: 'Adds a workstation to a venue.',
  params: venueParams,
  body: workstationInput,
  output: venue,
  status: 201,
  errors: ['common.not_found', 'admin.name_taken'],
  example: { name: 'Window 1' },
});

export const updateWorkstation = defineEndpoint({
  ...staffVenues,
  id: 'updateWorkstation',
  method: 'PUT',
  path: '/api/admin/venues/:venueId/workstations/:workstationId',
  summary: 'Changes a workstation.',
  params: workstationParams,
  body: workstationInput,
  output: venue,
  errors: ['common.not_found', 'admin.name_taken'],
  example: { name: 'Window 1' },
});

export const deleteWorkstation = defineEndpoint({
  ...staffVenues,
  id: 'deleteWorkstation',
  method: 'DELETE',
  path: '/api/admin/venues/:venueId/workstations/:workstationId',
  summary: 'Removes a workstation.',
  params: workstationParams,
  output: venue,
  errors: ['common.not_found'],
});
