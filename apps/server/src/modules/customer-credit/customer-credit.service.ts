import { applyAccountCreditEntry } from '@tessera/domain';
import type { Db } from '@/db/client';
import { customerRow } from '@/modules/customers/customers.store';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import { AppError } from '@/platform/http/app-error';
import {
  type CreditEntryRow,
  creditBalance,
  creditEntries,
  insertCreditEntry,
  moveBalance,
  orderCustomerId,
  spenderOfOrder,
} from './customer-credit.store';

type Actor = 'staff' | 'customer' | 'system';

/**
 * Puts a refund on the customer's account (decisions/0087): the balance grows by the amount and
 * the ledger records the order and the order refund it stands for. The refund id is unique in
 * the ledger, so one refund is credited once whatever retries.
 */
export async function creditRefundOnAccount(
  tx: Db,
  accountId: number,
  credit: {
    customerId: number;
    amount: number;
    orderId: number;
    refundId: number;
    userId: number | null;
    actor: Actor;
  },
  now: Date,
): Promise<number> {
  const checked = applyAccountCreditEntry(0, { kind: 'refund', amount: credit.amount });
  if (!checked.ok) throw new AppError('common.validation_failed', 'amount');
  const balance = await moveBalance(tx, accountId, credit.customerId, credit.amount, now);
  return insertCreditEntry(tx, accountId, { ...credit, kind: 'refund', balanceAfter: balance! }, now);
}

/** The order's customer, whose account credit it may use; a guest order has none. */
export async function requireOrderCustomer(db: Db, accountId: number, orderId: number, field: string) {
  const customerId = await orderCustomerId(db, accountId, orderId);
  if (customerId === null) throw new AppError('purchase.account_credit_no_customer', field);
  return customerId;
}

/**
 * A refund of an account credit payment goes back where it came from: onto the account of the
 * customer who spent it (the spend's entry names them, even if the order's customer changed).
 */
export async function creditBackAccountCredit(
  tx: Db,
  accountId: number,
  orderId: number,
  refundId: number,
  amount: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  const customerId =
    (await spenderOfOrder(tx, accountId, orderId)) ??
    (await requireOrderCustomer(tx, accountId, orderId, 'refunds'));
  await creditRefundOnAccount(
    tx,
    accountId,
    { customerId, amount, orderId, refundId, userId, actor: 'staff' },
    now,
  );
}

/**
 * Spends account credit on an order's payment, inside the order's transaction. The guarded
 * update refuses an amount above the balance (`purchase.account_credit_insufficient`, with the
 * balance) and the transaction rolls back, so nothing changes.
 */
export async function spendAccountCredit(
  tx: Db,
  accountId: number,
  spend: {
    customerId: number;
    amount: number;
    orderId: number;
    paymentId: number;
    userId: number | null;
    actor: Actor;
  },
  now: Date,
  field: string,
): Promise<void> {
  const before = await creditBalance(tx, accountId, spend.customerId);
  const checked = applyAccountCreditEntry(before, { kind: 'spend', amount: -spend.amount });
  const balance = checked.ok ? await moveBalance(tx, accountId, spend.customerId, -spend.amount, now) : null;
  if (balance === null) {
    throw await insufficient(tx, accountId, spend.customerId, spend.amount, field);
  }
  await insertCreditEntry(
    tx,
    accountId,
    { ...spend, kind: 'spend', amount: -spend.amount, balanceAfter: balance },
    now,
  );
}

async function insufficient(db: Db, accountId: number, customerId: number, amount: number, field: string) {
  const money = await accountMoney(db, accountId);
  return new AppError('purchase.account_credit_insufficient', field, {
    balance: money(await creditBalance(db, accountId, customerId)),
    amount: money(amount),
  });
}

/**
 * Checked before a checkout's transaction: the sale has a customer and their balance covers
 * the amount. The guarded update inside the transaction checks it again, atomically.
 */
export async function checkAccountCreditPayable(
  db: Db,
  accountId: number,
  customerId: number | null,
  amount: number,
  field: string,
): Promise<void> {
  if (customerId === null) throw new AppError('purchase.account_credit_no_customer', field);
  if ((await creditBalance(db, accountId, customerId)) < amount) {
    throw await insufficient(db, accountId, customerId, amount, field);
  }
}

type PaymentLine = { type: string; amount: number };
const creditLines = (payments: readonly PaymentLine[]) =>
  payments.flatMap((p, index) => (p.type === 'AccountCredit' ? [{ index, amount: p.amount }] : []));

/**
 * A sale's account credit lines, before its transaction: the basket has a customer and their
 * balance covers the lines together.
 */
export async function checkAccountCreditLines(
  db: Db,
  accountId: number,
  customerId: number | null,
  payments: readonly PaymentLine[],
): Promise<void> {
  const lines = creditLines(payments);
  if (lines.length === 0) return;
  const total = lines.reduce((a, l) => a + l.amount, 0);
  await checkAccountCreditPayable(db, accountId, customerId, total, `payments.${lines[0]!.index}.amount`);
}

/** Spends a sale's account credit lines inside its transaction, each against its payment row. */
export async function spendAccountCreditLines(
  tx: Db,
  accountId: number,
  customerId: number | null,
  payments: readonly PaymentLine[],
  sale: { orderId: number; paymentIds: readonly number[]; userId: number | null; now: Date },
): Promise<void> {
  for (const line of creditLines(payments)) {
    const field = `payments.${line.index}.amount`;
    if (customerId === null) throw new AppError('purchase.account_credit_no_customer', field);
    await spendAccountCredit(
      tx,
      accountId,
      {
        customerId,
        amount: line.amount,
        orderId: sale.orderId,
        paymentId: sale.paymentIds[line.index]!,
        userId: sale.userId,
        actor: sale.userId ? 'staff' : 'customer',
      },
      sale.now,
      field,
    );
  }
}

/** A staff adjustment, up or down, with a reason; it never takes the balance below zero. */
export async function adjustAccountCredit(
  db: Db,
  accountId: number,
  customerId: number,
  input: { amount: number; reason: string },
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await customerRow(tx, accountId, customerId))) throw new AppError('admin.customer_not_found');
    const before = await creditBalance(tx, accountId, customerId);
    const checked = applyAccountCreditEntry(before, { kind: 'adjustment', ...input });
    if (!checked.ok && checked.problem === 'reason_required') {
      throw new AppError('common.validation_failed', 'reason');
    }
    const balance = checked.ok ? await moveBalance(tx, accountId, customerId, input.amount, now) : null;
    if (balance === null) {
      throw new AppError('admin.account_credit_below_zero', 'amount', {
        balance: (await accountMoney(tx, accountId))(await creditBalance(tx, accountId, customerId)),
      });
    }
    await insertCreditEntry(
      tx,
      accountId,
      {
        customerId,
        kind: 'adjustment',
        amount: input.amount,
        balanceAfter: balance,
        reason: input.reason.trim(),
        userId,
        actor: 'staff',
      },
      now,
    );
  });
}

export const creditEntryOf = (r: CreditEntryRow) => ({
  id: Number(r.id),
  kind: r.kind,
  amount: r.amount,
  balanceAfter: r.balance_after,
  orderId: r.order_id === null ? null : Number(r.order_id),
  reason: r.reason,
  actor: r.actor,
  userName: r.user_name,
  createdAt: new Date(r.created_at).toISOString(),
});

/** A customer's balance and ledger. */
export async function accountCreditOf(db: Db, accountId: number, customerId: number) {
  if (!(await customerRow(db, accountId, customerId))) throw new AppError('admin.customer_not_found');
  return {
    balance: await creditBalance(db, accountId, customerId),
    entries: (await creditEntries(db, accountId, customerId)).map(creditEntryOf),
  };
}
