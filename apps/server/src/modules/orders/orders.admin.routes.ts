import {
  addOrderNote,
  anonymizeOrder,
  cancelOrder,
  checkoutBasket,
  getOrder,
  listOrderActivity,
  listOrderHolds,
  listOrders,
  moveOrderTicket,
  setOrderDeliveryDate,
  setOrderPaymentType,
  setOrderUser,
  voidOrderProducts,
  voidOrderTickets,
} from '@tessera/contract';
import { staffSeller } from '@/modules/baskets/sellers.service';
import { implement } from '@/platform/http/implement';
import { checkout } from './checkout.service';
import { listOrderActivity as activityOf } from './order-activity.store';
import { queueOrderCancellationMail } from './order-cancellation.jobs';
import * as changes from './order-changes.service';
import { voidOrderItems } from './order-voids.service';
import { requireOrder } from './orders.service';
import { holdsToReturnTo } from './orders.store';
import { listOrderPage } from './orders-list.store';

export const ordersAdminRoutes = [
  implement(checkoutBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const orderId = await checkout(
      deps.db,
      accountId,
      params.basketId,
      body,
      await staffSeller(deps.db, staff),
      deps.now(),
      deps.jobs,
      deps.config,
    );
    return requireOrder(deps.db, accountId, orderId, locale);
  }),
  implement(getOrder, ({ deps, accountId, params, locale }) =>
    requireOrder(deps.db, accountId, params.orderId, locale),
  ),
  implement(listOrders, ({ deps, accountId, query }) => listOrderPage(deps.db, accountId, query, deps.now())),
  implement(listOrderActivity, async ({ deps, accountId, params, locale }) => {
    await requireOrder(deps.db, accountId, params.orderId, locale);
    return activityOf(deps.db, accountId, params.orderId);
  }),
  implement(addOrderNote, async ({ deps, accountId, staff, params, body }) => {
    await changes.addNote(deps.db, accountId, params.orderId, body, staff.userId, deps.now());
    return activityOf(deps.db, accountId, params.orderId);
  }),
  implement(setOrderDeliveryDate, async ({ deps, accountId, staff, params, body, locale }) => {
    await changes.setDeliveryDate(
      deps.db,
      accountId,
      params.orderId,
      body.deliveryDate,
      staff.userId,
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(voidOrderTickets, async ({ deps, accountId, staff, params, body, locale }) => {
    const { productItemIds, ...request } = body;
    await voidOrderItems(
      deps.db,
      deps.jobs,
      accountId,
      params.orderId,
      { ...request, ...(productItemIds ? { productIds: productItemIds } : {}) },
      staff.userId,
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(cancelOrder, async ({ deps, accountId, staff, params, body, locale }) => {
    await voidOrderItems(
      deps.db,
      deps.jobs,
      accountId,
      params.orderId,
      { ...body, ticketIds: null, productIds: null },
      staff.userId,
      deps.now(),
    );
    await queueOrderCancellationMail(deps.jobs, accountId, params.orderId);
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(listOrderHolds, ({ deps, accountId }) => holdsToReturnTo(deps.db, accountId)),
  implement(anonymizeOrder, async ({ deps, accountId, staff, params, locale }) => {
    await changes.anonymizeOrder(deps.db, accountId, params.orderId, staff.userId, deps.now());
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(setOrderPaymentType, async ({ deps, accountId, staff, params, body, locale }) => {
    await changes.setPaymentType(
      deps.db,
      accountId,
      params.orderId,
      params.paymentId,
      body.type,
      staff.userId,
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(moveOrderTicket, async ({ deps, accountId, staff, params, body, locale }) => {
    await changes.moveTicket(
      deps.db,
      accountId,
      params.orderId,
      params.ticketId,
      body.eventSeatId,
      staff.userId,
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(setOrderUser, async ({ deps, accountId, staff, params, body, locale }) => {
    await changes.setOrderUser(deps.db, accountId, params.orderId, body.userId, staff.userId, deps.now());
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
  implement(voidOrderProducts, async ({ deps, accountId, staff, params, body, locale }) => {
    await voidOrderItems(
      deps.db,
      deps.jobs,
      accountId,
      params.orderId,
      { ticketIds: [], productIds: body.productItemIds, returnTo: 'open', refunds: body.refunds },
      staff.userId,
      deps.now(),
    );
    return requireOrder(deps.db, accountId, params.orderId, locale);
  }),
];
