import { listUnsettledRefunds, retryOrderRefund } from '@tessera/contract';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { retryRefund } from './order-refunds.service';
import { pageUnsettledRefunds } from './order-refunds.store';
import { orderDetail } from './orders.store';

/** Refund records (decisions/0040): staff retry a failed card refund, and list those not given back yet. */
export const orderRefundsAdminRoutes = [
  implement(retryOrderRefund, async ({ deps, accountId, staff, params, locale }) => {
    if (!(await orderDetail(deps.db, accountId, params.orderId, locale)))
      throw new AppError('purchase.order_not_found');
    await retryRefund(
      deps.db,
      deps.jobs,
      accountId,
      params.orderId,
      params.refundId,
      staff.userId,
      deps.now(),
    );
    const order = await orderDetail(deps.db, accountId, params.orderId, locale);
    if (!order) throw new AppError('purchase.order_not_found');
    return order;
  }),
  implement(listUnsettledRefunds, async ({ deps, accountId, query }) => {
    const { items, total } = await pageUnsettledRefunds(deps.db, accountId, query);
    return {
      total,
      items: items.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        paymentId: r.payment_id,
        paymentType: r.payment_type,
        method: r.method,
        last4: r.last4,
        amount: r.amount,
        state: r.state,
        failureCode: r.failure_code,
        attempt: r.attempt,
        by: r.by,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }),
];
