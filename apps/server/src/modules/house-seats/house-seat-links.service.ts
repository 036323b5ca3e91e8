import type { HouseSeatPaymentView } from '@tessera/contract';
import { houseSeatTransition } from '@tessera/domain';
import type { Db } from '@/db/client';
import { viewBasket } from '@/modules/baskets/baskets.service';
import { checkout } from '@/modules/orders/checkout.service';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import { hashToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { cancelLocked, paymentView } from './house-seats.service';
import { moveRequest, requestByToken, requestRow } from './house-seats.store';

/** The request a link names, when its token is the one mailed; anything else is "invalid". */
async function requireLink(db: Db, accountId: number, requestId: number, token: string) {
  const row = await requestByToken(db, accountId, requestId, hashToken(token));
  if (!row) throw new AppError('purchase.house_seat_link_invalid');
  return row;
}

export async function viewByLink(db: Db, accountId: number, requestId: number, token: string, now: Date) {
  return paymentView(db, accountId, await requireLink(db, accountId, requestId, token), now);
}

/**
 * The requester pays an approved request: its basket is checked out through the shared
 * idempotent checkout (the payment port: the sandbox, or the account's processor) into an
 * order on the HouseSeats channel, credited to the staff member who requested the seats.
 */
export async function payByLink(
  deps: AppDeps,
  accountId: number,
  input: {
    requestId: number;
    token: string;
    idempotencyKey: string;
    expectedTotal: number;
    card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  },
): Promise<HouseSeatPaymentView> {
  const now = deps.now();
  const row = await requireLink(deps.db, accountId, input.requestId, input.token);
  if (row.status === 'paid') return paymentView(deps.db, accountId, row, now);
  if (row.status !== 'approved') throw new AppError('purchase.house_seat_request_not_payable');
  const basket = await viewBasket(deps.db, accountId, row.basketId, now);
  if (basket.total !== input.expectedTotal) {
    const money = await accountMoney(deps.db, accountId);
    throw new AppError('purchase.total_changed', 'expectedTotal', { total: money(basket.total) });
  }
  const [firstName, ...rest] = row.requesterName.split(/\s+/);
  const orderId = await checkout(
    deps.db,
    accountId,
    row.basketId,
    {
      idempotencyKey: input.idempotencyKey,
      buyer: {
        title: null,
        firstName: firstName!,
        lastName: rest.join(' ') || firstName!,
        email: row.requesterEmail,
        phone: '',
      },
      payments: [{ type: 'CreditCard', amount: basket.total, card: input.card }],
      deliveryMethodId: null,
      deliveryAddress: null,
      paymentPlanId: null,
      partnerId: null,
    },
    { userId: row.requestedBy, userGroupId: null },
    now,
    deps.jobs,
    deps.config,
  );
  await moveRequest(deps.db, accountId, row.id, 'approved', { status: 'paid', orderId, paidAt: now });
  return paymentView(deps.db, accountId, (await requestRow(deps.db, accountId, row.id))!, now);
}

export async function cancelByLink(deps: AppDeps, accountId: number, requestId: number, token: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await requireLink(tx, accountId, requestId, token);
    const locked = (await requestRow(tx, accountId, row.id, true))!;
    if (!houseSeatTransition(locked.status, 'cancel')) {
      throw new AppError('purchase.house_seat_request_not_payable');
    }
    await cancelLocked(tx, accountId, locked, 'requester', null, now).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'admin.house_seat_request_status') {
        throw new AppError('purchase.house_seat_request_not_payable');
      }
      throw error;
    });
  });
  return viewByLink(deps.db, accountId, requestId, token, now);
}
