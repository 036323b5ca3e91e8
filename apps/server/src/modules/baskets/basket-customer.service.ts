import type { Db } from '@/db/client';
import { summaryOf } from '@/modules/customers/customers.service';
import { customerRow } from '@/modules/customers/customers.store';
import { AppError } from '@/platform/http/app-error';
import { basketRow, setBasketCustomerId } from './baskets.store';

/** The customer a staff basket is sold to (checkout copies it onto the order). */
export async function basketCustomer(db: Db, accountId: number, basketId: string) {
  const basket = await basketRow(db, accountId, basketId);
  if (!basket) throw new AppError('purchase.basket_not_found');
  const id = basket.customer_id;
  const row = id ? await customerRow(db, accountId, id) : undefined;
  return { customer: row ? summaryOf(row) : null };
}

/** Sets or clears an open basket's customer; an anonymized customer cannot be chosen. */
export async function setBasketCustomer(
  db: Db,
  accountId: number,
  basketId: string,
  customerId: number | null,
  now: Date,
) {
  const basket = await basketRow(db, accountId, basketId);
  if (!basket) throw new AppError('purchase.basket_not_found');
  if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
  if (customerId !== null) {
    const customer = await customerRow(db, accountId, customerId);
    if (!customer || customer.anonymized_at) throw new AppError('purchase.customer_not_found', 'customerId');
  }
  await setBasketCustomerId(db, accountId, basketId, customerId, now);
  return basketCustomer(db, accountId, basketId);
}
