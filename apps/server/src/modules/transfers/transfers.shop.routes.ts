import {
  claimTransfer,
  claimTransferWithNewAccount,
  getTransferClaim,
  listCustomerTransfers,
  transferCustomerTickets,
} from '@tessera/contract';
import { customerByEmail } from '@/modules/customer-accounts/customer-accounts.store';
import { openCustomerSession } from '@/modules/customer-accounts/customer-auth.service';
import { CUSTOMER_SESSION_COOKIE } from '@/platform/auth/customer-session';
import { shopCookieOptions } from '@/platform/auth/shop-cookies';
import { implement } from '@/platform/http/implement';
import {
  claimAsCustomer,
  claimWithNewAccount,
  pendingTransfer,
  requireTransfers,
  startTransfer,
} from './transfers.service';
import { listTransfers, transferTickets } from './transfers.store';

export const transfersShopRoutes = [
  implement(listCustomerTransfers, async ({ deps, accountId, customer }) => {
    await requireTransfers(deps.db, accountId);
    return listTransfers(deps.db, accountId, { customerId: customer.customerId });
  }),
  implement(transferCustomerTickets, async ({ deps, accountId, customer, params, body, request }) => {
    await startTransfer(deps, request, accountId, params.orderId, body, {
      actor: 'customer',
      customerId: customer.customerId,
    });
    return listTransfers(deps.db, accountId, { customerId: customer.customerId });
  }),
  implement(getTransferClaim, async ({ deps, accountId, body }) => {
    const transfer = await pendingTransfer(deps.db, accountId, body.token);
    const tickets = await transferTickets(deps.db, accountId, transfer.ticketIds);
    const existing = await customerByEmail(deps.db, accountId, transfer.recipientEmail);
    return {
      recipientName: transfer.recipientName,
      recipientEmail: transfer.recipientEmail,
      accountExists: Boolean(existing?.passwordHash),
      tickets: tickets.map((t) => ({
        eventName: t.event_name,
        eventStartsAt: new Date(t.starts_at).toISOString(),
        seatKey: t.seat_hidden ? null : t.seat_key,
      })),
    };
  }),
  implement(claimTransfer, async ({ deps, accountId, customer, body }) => ({
    ticketCount: await claimAsCustomer(deps, accountId, body.token, customer.customerId),
  })),
  implement(claimTransferWithNewAccount, async ({ deps, accountId, body, request, reply }) => {
    const claimed = await claimWithNewAccount(deps, accountId, body);
    const session = await openCustomerSession(deps, accountId, claimed.customerId);
    reply.setCookie(CUSTOMER_SESSION_COOKIE, session.token, {
      ...shopCookieOptions(request, deps.config),
      expires: session.expiresAt,
    });
    return { ticketCount: claimed.ticketCount };
  }),
];
