import {
  deleteWalletPassSettings,
  downloadOrderTicketWalletPass,
  getWalletPassSettings,
  saveWalletPassSettings,
} from '@tessera/contract';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { implement } from '@/platform/http/implement';
import { orderTicketWalletPass } from './wallet-pass.service';
import * as settings from './wallet-pass-settings.service';

/** Who changes the settings, with the key their secrets are sealed with. */
const actor = (deps: AppDeps, accountId: number, staff: StaffPrincipal) => ({
  db: deps.db,
  key: deps.config.paymentCredentialsKey,
  accountId,
  userId: staff.userId,
  now: deps.now(),
});

/** Account settings → wallet passes, and an order's ticket as a pass (decisions/0088). */
export const walletPassAdminRoutes = [
  implement(getWalletPassSettings, ({ deps, accountId }) =>
    settings.getSettings(deps.db, deps.config.paymentCredentialsKey, accountId),
  ),
  implement(saveWalletPassSettings, ({ deps, accountId, staff, body }) =>
    settings.saveSettings(actor(deps, accountId, staff), body),
  ),
  implement(deleteWalletPassSettings, ({ deps, accountId, staff }) =>
    settings.removeSettings(actor(deps, accountId, staff)),
  ),
  implement(downloadOrderTicketWalletPass, async ({ deps, accountId, params, reply, locale }) => {
    const pass = await orderTicketWalletPass(
      deps.db,
      deps.config.paymentCredentialsKey,
      accountId,
      params.orderId,
      params.ticketId,
      locale,
    );
    reply
      .type('application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="ticket-${params.ticketId}.pkpass"`)
      .header('cache-control', 'private, no-store');
    return pass;
  }),
];
