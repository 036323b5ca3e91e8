import { windowSale } from '../commerce/cash-sale';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import type { TestApp } from '../harness';

export const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
export const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
let keySeq = 0;
export const key = () => `orders-test-key-${++keySeq}-${Date.now()}`;

export interface SoldOrder {
  id: number;
  total: number;
  tickets: { id: number; seatKey: string; total: number; status: string; eventSeatId: number | null }[];
  payments: { id: number; type: string; amount: number; refunded: number }[];
}

/** Sells these seats of the fixture's event, paid as given (cash for the total by default). */
export async function sell(
  f: SaleFixture,
  places: string[],
  pay: (total: number) => object[] = (total) => [{ type: 'Cash', amount: total }],
  /** Moves a movable clock while the confirmation is awaited. */
  tick?: () => Promise<void> | void,
): Promise<SoldOrder> {
  const order = await windowSale(f, places, buyer, pay);
  await confirmationSent(f.api, order.id, tick);
  return order as unknown as SoldOrder;
}

export async function orderFixture(t: TestApp) {
  return saleFixture(t);
}

export const errorCode = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

export interface RefundLine {
  id: number;
  paymentId: number;
  amount: number;
  state: 'requested' | 'succeeded' | 'failed';
  failureCode: string | null;
}

/**
 * Waits until no refund of the order is on its way to the processor (the refund job runs in
 * the background after the order change) and answers the order. With a movable clock, `tick`
 * moves it so the job queue looks for the job.
 */
export async function refundsSettled(
  f: SaleFixture,
  orderId: number,
  tick?: () => Promise<void> | void,
): Promise<{
  refunds: RefundLine[];
  payments: { status: string; refunded: number }[];
  refundsOutstanding: number;
}> {
  for (let i = 0; i < 1000; i++) {
    await tick?.();
    const res = await f.api('GET', `/api/admin/orders/${orderId}`);
    const refunds = res.data.refunds as RefundLine[];
    // The order's view reads its payments and refunds in one snapshot: settled refunds come
    // with their payments' refunded amounts.
    if (!refunds.some((r) => r.state === 'requested')) return res.data as never;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`order ${orderId}: a refund never settled`);
}

/** Sessions of `count` box office supervisors allowed refunds and cancellations. */
export async function refundStaff(t: TestApp, f: SaleFixture, count = 2): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      permissions: ['refundsAndCancellations'],
    });
    tokens.push(await signInAs(t.app, user.email));
  }
  return tokens;
}
