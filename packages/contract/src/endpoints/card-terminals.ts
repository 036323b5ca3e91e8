import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Card-reader terminals (spec: `GET /api/admin/stripeterminal/connectiontoken`, decisions/0090):
 * a reader's software connects to Stripe with a short-lived token the server makes with the
 * payment account's keys.
 */
export const getStripeTerminalConnectionToken = defineEndpoint({
  id: 'getStripeTerminalConnectionToken',
  method: 'GET',
  path: '/api/admin/stripeterminal/connectiontoken',
  summary:
    'A Stripe Terminal connection token for the card readers of a Stripe payment account (the reader software asks for one when it connects).',
  tag: 'orders',
  auth: 'staff',
  permission: 'sellTickets',
  tenant: 'session',
  query: z.object({ paymentAccountId: z.idParam() }),
  output: z.object({ token: z.string() }),
  errors: ['purchase.card_terminal_unavailable', 'purchase.payment_failed', 'purchase.payment_timeout'],
});

export const cardTerminalWorkstation = z.object({
  id: z.number().int(),
  name: z.string(),
  venueName: z.string(),
  /** The reader's label (its id when no label was given). */
  cardTerminalLabel: z.string(),
});
export type CardTerminalWorkstation = z.infer<typeof cardTerminalWorkstation>;

export const listCardTerminalWorkstations = defineEndpoint({
  id: 'listCardTerminalWorkstations',
  method: 'GET',
  path: '/api/admin/stripeterminal/workstations',
  summary:
    'The box-office workstations of the account that have a card reader, by venue and name: the seller picks the one they stand at for a StripeTerminal payment.',
  tag: 'orders',
  auth: 'staff',
  permission: 'sellTickets',
  tenant: 'session',
  output: z.object({ items: z.array(cardTerminalWorkstation) }),
  errors: [],
});
