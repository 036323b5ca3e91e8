import { AppError } from '@/platform/http/app-error';
import { orderDetail } from './orders.store';

/** The order as staff see it, or purchase.order_not_found. */
export async function requireOrder(...args: Parameters<typeof orderDetail>) {
  const order = await orderDetail(...args);
  if (!order) throw new AppError('purchase.order_not_found');
  return order;
}
