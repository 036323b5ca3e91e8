import {
  addStoredCard,
  changeCustomerPassword,
  customerLogin,
  customerLogout,
  deleteCustomerAccount,
  downloadCustomerOrderTickets,
  getAccountCardEntry,
  getCustomerOrder,
  getCustomerSession,
  keepCustomerSessionAlive,
  listCustomerOrders,
  listCustomerPaymentPlans,
  listCustomerTickets,
  listStoredCards,
  registerCustomer,
  removeStoredCard,
  requestCustomerPasswordReset,
  resendCustomerVerification,
  resetCustomerPassword,
  updateCustomerDetails,
  verifyCustomerEmail,
} from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cardTokenInUse, customerPlanIds } from '@/modules/instalments/instalments.store';
import { orderPlanDetail } from '@/modules/payment-plans/payment-plans.store';
import { cardEntryForAccount } from '@/modules/payments/card-entry.service';
import { cardSourceOf } from '@/modules/payments/card-source.service';
import { keepCustomerCard } from '@/modules/payments/kept-cards.service';
import { cardMerchantForAccount, heldBy } from '@/modules/payments/processors.service';
import { setBrowserBasketCustomer } from '@/modules/shop/shop.store';
import { browserSecretHash } from '@/modules/shop/shop-basket-cookie.http';
import { orderTicketsHeldUntil } from '@/modules/tickets/scheduled-delivery.service';
import { orderTicketsPdf } from '@/modules/tickets/tickets.service';
import { authenticateCustomer, CUSTOMER_SESSION_COOKIE } from '@/platform/auth/customer-session';
import { shopCookieOptions } from '@/platform/auth/shop-cookies';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { deleteOwnAccount } from './account-deletion.service';
import {
  customerById,
  deleteStoredCard,
  endCustomerSession,
  insertStoredCard,
  listStoredCards as storedCardsOf,
} from './customer-accounts.store';
import {
  changePassword,
  completeCustomerReset,
  customerSignIn,
  register,
  requestCustomerReset,
  resendVerification,
  sessionTimes,
  verifyEmail,
} from './customer-auth.service';
import {
  customerOrder,
  customerOrders,
  customerTickets,
  profileOf,
  updateCustomerProfile,
} from './customer-profile.service';

/** The shop session cookie: HttpOnly; usable in the venue's frame over https (shopCookieOptions). */
function cookieOptions(request: FastifyRequest, deps: AppDeps) {
  return shopCookieOptions(request, deps.config);
}

function clearCookie(reply: FastifyReply, request: FastifyRequest, deps: AppDeps) {
  reply.clearCookie(CUSTOMER_SESSION_COOKIE, cookieOptions(request, deps));
}

const cardOf = (c: { id: number; brand: string; last4: string; expMonth: number; expYear: number }) => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
});

async function requireCustomer(deps: AppDeps, accountId: number, id: number) {
  const row = await customerById(deps.db, accountId, id);
  if (!row) throw new AppError('auth.unauthenticated');
  return row;
}

export const customerAccountsShopRoutes = [
  implement(registerCustomer, async ({ deps, accountId, body, request }) =>
    register(deps, request, accountId, body),
  ),
  implement(verifyCustomerEmail, async ({ deps, accountId, body }) => {
    await verifyEmail(deps, accountId, body.token);
    return { ok: true as const };
  }),
  implement(resendCustomerVerification, async ({ deps, accountId, body, request }) =>
    resendVerification(deps, request, accountId, body.email),
  ),
  implement(customerLogin, async ({ deps, accountId, body, request, reply }) => {
    const signedIn = await customerSignIn(deps, accountId, body.email, body.password, request.ip);
    // The basket open in this browser follows the sign-in: its order lands in the account.
    const basketHash = browserSecretHash(request);
    if (basketHash) {
      await setBrowserBasketCustomer(deps.db, accountId, basketHash, signedIn.customerId, deps.now());
    }
    reply.setCookie(CUSTOMER_SESSION_COOKIE, signedIn.token, {
      ...cookieOptions(request, deps),
      expires: signedIn.expiresAt,
    });
    return signedIn.times;
  }),
  implement(customerLogout, async ({ deps, accountId, request, reply }) => {
    const customer = await authenticateCustomer(request, deps, accountId);
    if (customer) await endCustomerSession(deps.db, accountId, customer.sessionId, deps.now());
    // Signing out leaves the open basket to a guest: on a shared computer, the next buyer's
    // order must not land in this account.
    const basketHash = browserSecretHash(request);
    if (basketHash) await setBrowserBasketCustomer(deps.db, accountId, basketHash, null, deps.now());
    clearCookie(reply, request, deps);
    return { ok: true as const };
  }),
  implement(getCustomerSession, async ({ deps, accountId, request }) => {
    const customer = await authenticateCustomer(request, deps, accountId);
    if (!customer) return { customer: null, session: null };
    const row = await requireCustomer(deps, accountId, customer.customerId);
    return { customer: profileOf(row), session: sessionTimes(customer.session) };
  }),
  implement(keepCustomerSessionAlive, async ({ deps, accountId, request }) => {
    const customer = await authenticateCustomer(request, deps, accountId, true);
    if (!customer) throw new AppError('auth.unauthenticated');
    return sessionTimes(customer.session);
  }),
  implement(requestCustomerPasswordReset, async ({ deps, accountId, body, request }) => {
    requestCustomerReset(deps, request, accountId, body.email);
    return { ok: true as const };
  }),
  implement(resetCustomerPassword, async ({ deps, accountId, body }) => {
    await completeCustomerReset(deps, accountId, body.token, body.password);
    return { ok: true as const };
  }),
  implement(updateCustomerDetails, async ({ deps, accountId, customer, body }) => {
    const row = await updateCustomerProfile(deps.db, accountId, customer.customerId, body, deps.now());
    return profileOf(row);
  }),
  implement(changeCustomerPassword, async ({ deps, accountId, customer, body }) => {
    const row = await requireCustomer(deps, accountId, customer.customerId);
    await changePassword(deps, customer, body.currentPassword, body.password, row.passwordHash);
    return { ok: true as const };
  }),
  implement(deleteCustomerAccount, async ({ deps, accountId, customer, body, request, reply }) => {
    const row = await requireCustomer(deps, accountId, customer.customerId);
    await deleteOwnAccount(deps, customer, body.password, row.passwordHash);
    // The open basket of this browser goes on as a guest's, as on signing out.
    const basketHash = browserSecretHash(request);
    if (basketHash) await setBrowserBasketCustomer(deps.db, accountId, basketHash, null, deps.now());
    clearCookie(reply, request, deps);
    return { ok: true as const };
  }),
  implement(listCustomerOrders, async ({ deps, accountId, customer, locale }) =>
    customerOrders(deps.db, accountId, customer.customerId, locale),
  ),
  implement(getCustomerOrder, async ({ deps, accountId, customer, params, locale }) =>
    customerOrder(deps.db, accountId, customer.customerId, params.orderId, locale, deps.now()),
  ),
  implement(downloadCustomerOrderTickets, async ({ deps, accountId, customer, params, reply, locale }) => {
    // Only the customer's own order: anything else is "not found".
    await customerOrder(deps.db, accountId, customer.customerId, params.orderId, locale, deps.now());
    // Tickets an event delivers on a later date are not handed out before it (decisions/0071).
    if (await orderTicketsHeldUntil(deps.db, accountId, params.orderId, deps.now())) {
      throw new AppError('purchase.tickets_not_delivered_yet');
    }
    // In the language the customer reads the shop in, as the account's order page is.
    const { pdf } = await orderTicketsPdf(deps.db, accountId, params.orderId, locale);
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="tickets-${params.orderId}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  }),
  implement(listCustomerTickets, async ({ deps, accountId, customer, locale }) =>
    customerTickets(deps.db, accountId, customer.customerId, deps.now(), locale),
  ),
  implement(listCustomerPaymentPlans, async ({ deps, accountId, customer }) => {
    const ids = await customerPlanIds(deps.db, accountId, customer.customerId);
    const plans = await Promise.all(ids.map((id) => orderPlanDetail(deps.db, accountId, id)));
    return plans.flatMap((p) => (p ? [p] : []));
  }),
  implement(listStoredCards, async ({ deps, accountId, customer }) =>
    (await storedCardsOf(deps.db, accountId, customer.customerId)).map(cardOf),
  ),
  implement(addStoredCard, async ({ deps, accountId, customer, body }) => {
    // The card goes to the processor's vault through the payment port; only its token is kept.
    const cards = await cardMerchantForAccount(deps, accountId, 'card');
    const { processor, merchant } = cards;
    // On the customer's one record with the processor (Stripe: one Customer), decisions/0107.
    const { processorCustomer: _, ...token } = await keepCustomerCard(
      deps,
      cards,
      cardSourceOf(body),
      'card',
      {
        email: customer.email,
        customerId: customer.customerId,
      },
    );
    return cardOf(
      await insertStoredCard(
        deps.db,
        accountId,
        {
          customerId: customer.customerId,
          ...token,
          processor: processor.id,
          paymentAccountId: merchant.paymentAccountId,
        },
        deps.now(),
      ),
    );
  }),
  implement(getAccountCardEntry, async ({ deps, accountId }) =>
    cardEntryForAccount(deps, deps.config.stripeJsUrl, accountId),
  ),
  implement(removeStoredCard, async ({ deps, accountId, customer, params }) => {
    const removed = await deleteStoredCard(deps.db, accountId, customer.customerId, params.paymentMethodId);
    if (!removed) throw new AppError('purchase.stored_card_not_found');
    const { processor, merchant } = heldBy(deps, { accountId, ...removed });
    // A card paying an active plan stays with the processor for it; it leaves the list only (0110).
    if (!(await cardTokenInUse(deps.db, accountId, removed.token)))
      await processor.forget(merchant, removed.token);
    return { ok: true as const };
  }),
];
