import { viewBasket } from '@/modules/baskets/baskets.service';
import { payNextInstalmentNow } from '@/modules/instalments/instalments.service';
import { checkout } from '@/modules/orders/checkout.service';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { queueBalanceCharge } from './group-sales.jobs';
import { getRequest, groupAgent, requireMove, requireRequest } from './group-sales.service';
import { clientRow, eventFacts, moveRequest, orderMoney, seatsOfRequests } from './group-sales.store';

/**
 * Confirms a quoted group: its basket is checked out through the shared idempotent checkout
 * into an order on the GroupSales channel with an agreed schedule — the deposit paid now by
 * card (the payment port), the balance due by `balanceDueAt`; the processor keeps the card for
 * the balance (decisions/0045). A retry of a confirmed request answers it.
 */
export async function confirmRequest(
  deps: AppDeps,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  input: {
    idempotencyKey: string;
    deposit: number;
    balanceDueAt: string;
    expectedTotal: number;
    buyer: { firstName: string; lastName: string; email: string; phone: string };
    card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
    partnerId?: number | null;
    autoChargeBalance?: boolean;
  },
) {
  const now = deps.now();
  const { seller, scope } = await groupAgent(deps.db, accountId, staff);
  const row = await requireRequest(deps.db, accountId, scope, id);
  if ((row.status === 'confirmed' || row.status === 'paid') && row.orderId !== null) {
    return getRequest(deps.db, accountId, staff, id, now);
  }
  requireMove(row.status, 'confirm');
  const basketId = row.basketId!;
  const basket = await viewBasket(deps.db, accountId, basketId, now);
  if (basket.total !== input.expectedTotal) {
    const money = await accountMoney(deps.db, accountId);
    throw new AppError('purchase.total_changed', 'expectedTotal', { total: money(basket.total) });
  }
  const seats = (await seatsOfRequests(deps.db, accountId, [row])).get(`b${basketId}`) ?? [];
  if (seats.length !== row.groupSize) throw new AppError('admin.group_sale_size_mismatch');
  if (input.deposit <= 0 || input.deposit >= basket.total) {
    throw new AppError('admin.group_sale_deposit_invalid', 'deposit');
  }
  const event = (await eventFacts(deps.db, accountId, row.eventId))!;
  const dueAt = new Date(input.balanceDueAt);
  if (dueAt.getTime() <= now.getTime() || dueAt.getTime() > event.startsAt.getTime()) {
    throw new AppError('admin.group_sale_due_date_invalid', 'balanceDueAt');
  }
  const client = await clientRow(deps.db, accountId, scope, row.clientId);
  const orderId = await checkout(
    deps.db,
    accountId,
    basketId,
    {
      idempotencyKey: input.idempotencyKey,
      buyer: { title: null, ...input.buyer },
      payments: [{ type: 'CreditCard', amount: input.deposit, card: input.card }],
      deliveryMethodId: null,
      deliveryAddress: null,
      paymentPlanId: null,
      // Left out, the client's partner (decisions/0085); null, none.
      partnerId: input.partnerId === undefined ? (client?.partnerId ?? null) : input.partnerId,
    },
    seller,
    now,
    deps.jobs,
    deps.config,
    {
      name: `Group: ${client?.name ?? row.id}`,
      instalments: [
        { number: 1, amount: input.deposit, dueAt: now },
        { number: 2, amount: basket.total - input.deposit, dueAt },
      ],
    },
  );
  const autoChargeBalance = input.autoChargeBalance ?? false;
  await deps.db.transaction(async (tx) => {
    const moved = await moveRequest(tx, accountId, id, 'quoted', {
      status: 'confirmed',
      orderId,
      deposit: input.deposit,
      balanceDueAt: dueAt,
      autoChargeBalance,
      confirmedAt: now,
    });
    // The buyer agreed the kept card pays the balance: the job queue charges it on its date.
    if (moved && autoChargeBalance) await queueBalanceCharge(tx, deps.jobs, accountId, id, dueAt);
  });
  return getRequest(deps.db, accountId, staff, id, now);
}

/**
 * Takes the group's balance from the card kept at the deposit (the payment schedule's "pay
 * now"); a refused card answers its catalogue error and leaves the balance owed.
 */
export async function payBalance(deps: AppDeps, accountId: number, staff: StaffPrincipal, id: number) {
  const { scope } = await groupAgent(deps.db, accountId, staff);
  const row = await requireRequest(deps.db, accountId, scope, id);
  requireMove(row.status, 'payBalance');
  const order = (await orderMoney(deps.db, accountId, [row.orderId!])).get(row.orderId!);
  if (order?.planId == null) throw new AppError('admin.group_sale_status');
  if (order.owed > 0) {
    try {
      await payNextInstalmentNow(deps, accountId, order.planId, staff.userId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'admin.instalment_plan_inactive') {
        throw new AppError('admin.group_sale_status');
      }
      throw error;
    }
  }
  const now = deps.now();
  const after = (await orderMoney(deps.db, accountId, [row.orderId!])).get(row.orderId!)!;
  if (after.owed === 0)
    await moveRequest(deps.db, accountId, id, 'confirmed', { status: 'paid', paidAt: now });
  return getRequest(deps.db, accountId, staff, id, now);
}
