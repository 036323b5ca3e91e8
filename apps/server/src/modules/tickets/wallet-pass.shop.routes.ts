import { downloadShopTicketWalletPass } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { shopHostName } from '@/platform/tenancy';
import { shopTicketWalletPass } from './wallet-pass.service';

/** A bundle's ticket as an Apple Wallet pass (decisions/0088), by the link's unguessable code. */
export const walletPassShopRoutes = [
  implement(downloadShopTicketWalletPass, async ({ deps, accountId, params, request, reply, locale }) => {
    const pass = await shopTicketWalletPass(
      deps.db,
      deps.config.paymentCredentialsKey,
      accountId,
      {
        code: params.bundleCode,
        eventId: params.eventId,
        ticketId: params.ticketId,
        hostName: shopHostName(request),
      },
      locale,
    );
    reply
      .type('application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="ticket-${params.ticketId}.pkpass"`)
      .header('cache-control', 'private, no-store');
    return pass;
  }),
];
