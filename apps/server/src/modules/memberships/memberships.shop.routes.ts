import {
  buyShopMembership,
  getShopMembershipLevel,
  listMyMemberships,
  renewMyMembership,
} from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { customerMemberships, listLevels, sellMembership } from './memberships.service';
import { membershipRow } from './memberships.store';

/** The shop pays by card: the typed card or the processor's browser fields. */
function cardPayment(body: { card?: unknown; paymentMethodId?: string }, amount: number) {
  if (body.paymentMethodId)
    return { type: 'CreditCard' as const, amount, paymentMethodId: body.paymentMethodId };
  if (!body.card) throw new AppError('common.validation_failed', 'card.number');
  return { type: 'CreditCard' as const, amount, card: body.card as never };
}

const shopSeller = { userId: null, policy: null, channel: 'Web' } as const;

export const membershipShopRoutes = [
  implement(getShopMembershipLevel, async ({ deps, accountId, params }) => {
    const level = (await listLevels(deps.db, accountId, true)).find(
      (l) => l.id === params.levelId && l.onlineSale,
    );
    if (!level) throw new AppError('purchase.membership_level_not_found');
    return level;
  }),
  implement(buyShopMembership, ({ deps, accountId, customer, params, body }) =>
    sellMembership(
      deps,
      accountId,
      { kind: 'level', levelId: params.levelId, customerId: customer.customerId },
      { idempotencyKey: body.idempotencyKey, payments: [cardPayment(body, body.expectedTotal)] },
      shopSeller,
      body.expectedTotal,
    ),
  ),
  implement(listMyMemberships, ({ deps, accountId, customer }) =>
    customerMemberships(deps.db, accountId, customer.customerId, deps.now()),
  ),
  implement(renewMyMembership, async ({ deps, accountId, customer, params, body }) => {
    // Only the member's own: another customer's membership is answered as not found.
    const row = await membershipRow(deps.db, accountId, { id: params.membershipId });
    if (!row || row.customer_id !== customer.customerId) throw new AppError('admin.membership_not_found');
    return sellMembership(
      deps,
      accountId,
      { kind: 'membership', membershipId: row.id },
      { idempotencyKey: body.idempotencyKey, payments: [cardPayment(body, body.expectedTotal)] },
      shopSeller,
      body.expectedTotal,
    );
  }),
];
