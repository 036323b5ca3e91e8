import { downloadShopTicketBundle, getShopTicketBundle } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { shopTicketBundle, shopTicketBundlePdf } from './ticket-bundles.service';

/** The ticket bundle page's reads (decisions/0073): by the unguessable code the mail links. */
export const ticketBundleShopRoutes = [
  implement(getShopTicketBundle, ({ deps, accountId, params, locale }) =>
    shopTicketBundle(deps.db, accountId, params.bundleCode, params.eventId, locale),
  ),
  implement(downloadShopTicketBundle, async ({ deps, accountId, params, reply, locale }) => {
    const pdf = await shopTicketBundlePdf(deps.db, accountId, params.bundleCode, params.eventId, locale);
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="tickets-${params.eventId}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  }),
];
