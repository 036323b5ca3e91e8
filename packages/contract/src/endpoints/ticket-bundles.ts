import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Ticket bundles (decisions/0073): the page `/shop/tickets/bundle/{bundleCode}/event/{eventId}`
 * that the order confirmation links to, where whoever holds the link sees and downloads the
 * tickets without signing in. The code is unguessable; the routes are rate-limited.
 */
const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;

const bundleParams = z.object({
  bundleCode: z.string().trim().min(1).max(64),
  eventId: z.idParam(),
});

export const shopTicketBundle = z.object({
  eventName: z.string(),
  eventStartsAt: z.iso.datetime(),
  /** The venue's time zone, to show the date as on the tickets. */
  timezone: z.string(),
  venueName: z.string(),
  /** Whether each ticket offers an Apple Wallet pass: the account has set up its pass signing (decisions/0088). */
  walletPasses: z.boolean(),
  tickets: z.array(
    z.object({
      /** The ticket, to name it in its wallet pass link. */
      id: z.number().int(),
      /** Null when the order's seat locations are hidden from its buyers (group sales, house seats). */
      section: z.string().nullable(),
      row: z.string().nullable(),
      seat: z.string().nullable(),
      priceTypeName: z.string().nullable(),
      /** `used`: scanned at the door already. */
      status: z.enum(['new', 'used']),
    }),
  ),
});
export type ShopTicketBundle = z.infer<typeof shopTicketBundle>;

export const getShopTicketBundle = defineEndpoint({
  ...shop,
  id: 'getShopTicketBundle',
  method: 'GET',
  path: '/api/shop/ticket-bundles/:bundleCode/events/:eventId',
  summary:
    'The tickets a bundle link opens: the event and each ticket still its holder’s (voided and transferred tickets leave the bundle). A wrong code or event is only "not found". Rate-limited.',
  params: bundleParams,
  output: shopTicketBundle,
  errors: ['purchase.ticket_bundle_not_found', 'common.rate_limited'],
});

export const downloadShopTicketBundle = defineEndpoint({
  ...shop,
  id: 'downloadShopTicketBundle',
  method: 'GET',
  path: '/api/shop/ticket-bundles/:bundleCode/events/:eventId/tickets.pdf',
  summary: 'The bundle’s print-at-home tickets as one PDF, in the shop’s language. Rate-limited.',
  params: bundleParams,
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: ['purchase.ticket_bundle_not_found', 'common.rate_limited'],
});
