import type {
  OrderPaymentPlan,
  OrderPaymentPlanSummary,
  PaymentPlan,
  PaymentPlanInput,
} from '@tessera/contract';
import type { InstalmentStatus, ScheduledInstalment } from '@tessera/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { paymentPlans } from '@/db/schema';
import { rows } from '@/db/sql';

type PlanRow = typeof paymentPlans.$inferSelect;

const planOut = (p: PlanRow, orderCount: number): PaymentPlan => ({
  id: p.id,
  name: p.name,
  instalments: p.instalments,
  cadence: p.cadence as PaymentPlan['cadence'],
  deposit: p.deposit as PaymentPlan['deposit'],
  channels: p.channels,
  eventIds: p.eventIds,
  orderCount,
});

export async function listPlanRows(db: Db, accountId: number, onlyId?: number): Promise<PaymentPlan[]> {
  const plans = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.accountId, accountId), onlyId ? eq(paymentPlans.id, onlyId) : undefined))
    .orderBy(asc(paymentPlans.name), asc(paymentPlans.id));
  const counts = await rows<{ plan_id: number; n: number | string }>(
    db,
    sql`SELECT plan_id, count(*) AS n FROM order_payment_plans
      WHERE account_id = ${accountId} AND plan_id IS NOT NULL GROUP BY plan_id`,
  );
  const byPlan = new Map(counts.map((c) => [Number(c.plan_id), Number(c.n)]));
  return plans.map((p) => planOut(p, byPlan.get(p.id) ?? 0));
}

const values = (input: PaymentPlanInput) => ({
  name: input.name,
  instalments: input.instalments,
  cadence: input.cadence,
  deposit: input.deposit,
  channels: [...new Set(input.channels)],
  eventIds: [...new Set(input.eventIds)],
});

export async function insertPlan(
  db: Db,
  accountId: number,
  input: PaymentPlanInput,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(paymentPlans)
    .values({ accountId, ...values(input), createdAt: now })
    .returning({ id: paymentPlans.id });
  return row!.id;
}

export async function updatePlanRow(
  db: Db,
  accountId: number,
  id: number,
  input: PaymentPlanInput,
): Promise<boolean> {
  const done = await db
    .update(paymentPlans)
    .set(values(input))
    .where(and(eq(paymentPlans.accountId, accountId), eq(paymentPlans.id, id)))
    .returning({ id: paymentPlans.id });
  return done.length === 1;
}

export async function deletePlanRow(db: Db, accountId: number, id: number): Promise<boolean> {
  const done = await db
    .delete(paymentPlans)
    .where(and(eq(paymentPlans.accountId, accountId), eq(paymentPlans.id, id)))
    .returning({ id: paymentPlans.id });
  return done.length === 1;
}

/** Events the account has among these ids. */
export async function knownEventIds(db: Db, accountId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM events WHERE account_id = ${accountId} AND id = ANY(${sql.param([...ids])}::int[])`,
  );
  return found.map((r) => Number(r.id));
}

export interface NewOrderPlan {
  orderId: number;
  /** Null for a schedule agreed for one sale (a group's deposit and balance, decisions/0057). */
  planId: number | null;
  planName: string;
  email: string;
  card: { token: string; brand: string; last4: string };
  processor: string;
  paymentAccountId: number | null;
  /** The schedule; the first instalment paid at the sale by this payment. */
  schedule: readonly ScheduledInstalment[];
  firstPaymentId: number;
}

/** Writes an order's plan and its schedule (inside the checkout's transaction); answers the instalments still due. */
export async function insertOrderPlan(
  tx: Db,
  accountId: number,
  plan: NewOrderPlan,
  now: Date,
): Promise<{ id: number; dueAt: Date }[]> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO order_payment_plans (account_id, order_id, plan_id, plan_name, status, email, card_token,
        card_brand, card_last4, processor, payment_account_id, created_at, updated_at)
      VALUES (${accountId}, ${plan.orderId}, ${plan.planId}, ${plan.planName}, 'active', ${plan.email},
        ${plan.card.token}, ${plan.card.brand}, ${plan.card.last4}, ${plan.processor}, ${plan.paymentAccountId},
        ${now}, ${now})
      RETURNING id`,
  );
  const orderPlanId = Number(row!.id);
  const due: { id: number; dueAt: Date }[] = [];
  for (const i of plan.schedule) {
    const first = i.number === 1;
    const [inserted] = await rows<{ id: number | string }>(
      tx,
      sql`INSERT INTO order_instalments (account_id, order_plan_id, order_id, number, amount, due_at, status,
          payment_id, paid_at, updated_at)
        VALUES (${accountId}, ${orderPlanId}, ${plan.orderId}, ${i.number}, ${i.amount}, ${i.dueAt},
          ${first ? 'paid' : 'due'}, ${first ? plan.firstPaymentId : null}, ${first ? now : null}, ${now})
        RETURNING id`,
    );
    if (!first) due.push({ id: Number(inserted!.id), dueAt: i.dueAt });
  }
  return due;
}

interface OrderPlanRow {
  id: number | string;
  order_id: number | string;
  plan_name: string;
  first_name: string;
  last_name: string;
  email: string;
  status: OrderPaymentPlanSummary['status'];
  total: number;
  currency: string;
  paid: number | string;
  due: number | string;
  failed_count: number | string;
  next_due_at: Date | string | null;
  created_at: Date | string;
  card_brand: string;
  card_last4: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function summaryOf(r: OrderPlanRow): OrderPaymentPlanSummary {
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    planName: r.plan_name,
    buyerName: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    status: r.status,
    currency: r.currency,
    total: r.total,
    paid: Number(r.paid),
    due: Number(r.due),
    failedCount: Number(r.failed_count),
    nextDueAt: r.next_due_at ? iso(r.next_due_at) : null,
    createdAt: iso(r.created_at),
  };
}

const summarySelect = sql`SELECT op.id, op.order_id, op.plan_name, o.buyer->>'firstName' AS first_name, o.buyer->>'lastName' AS last_name, op.email, op.status,
    o.total, (SELECT currency FROM accounts WHERE id = op.account_id) AS currency, op.card_brand, op.card_last4, op.created_at,
    COALESCE(sum(i.amount) FILTER (WHERE i.status = 'paid'), 0) AS paid,
    COALESCE(sum(i.amount) FILTER (WHERE i.status IN ('due', 'charging', 'failed')), 0) AS due,
    count(*) FILTER (WHERE i.status = 'failed') AS failed_count,
    min(i.due_at) FILTER (WHERE i.status IN ('due', 'charging')) AS next_due_at
  FROM order_payment_plans op JOIN orders o ON o.id = op.order_id
  JOIN order_instalments i ON i.order_plan_id = op.id`;
const summaryGroup = sql`GROUP BY op.id, o.id`;

/** Orders on a plan, newest first (at most 500). */
export async function listOrderPlans(
  db: Db,
  accountId: number,
  filter: { status?: OrderPaymentPlanSummary['status']; customerId?: number } = {},
): Promise<OrderPaymentPlanSummary[]> {
  const status = filter.status ? sql`AND op.status = ${filter.status}` : sql``;
  const customer = filter.customerId === undefined ? sql`` : sql`AND o.customer_id = ${filter.customerId}`;
  const found = await rows<OrderPlanRow>(
    db,
    sql`${summarySelect} WHERE op.account_id = ${accountId} ${status} ${customer}
      ${summaryGroup} ORDER BY op.created_at DESC, op.id DESC LIMIT 500`,
  );
  return found.map(summaryOf);
}

/** One order plan with its instalments; null when the account has none by that id. */
export async function orderPlanDetail(
  db: Db,
  accountId: number,
  id: number,
): Promise<OrderPaymentPlan | null> {
  const [r] = await rows<OrderPlanRow>(
    db,
    sql`${summarySelect} WHERE op.account_id = ${accountId} AND op.id = ${id} ${summaryGroup}`,
  );
  if (!r) return null;
  const instalments = await rows<{
    id: number | string;
    number: number;
    amount: number;
    due_at: Date | string;
    status: InstalmentStatus;
    paid_at: Date | string | null;
    failure_code: string | null;
  }>(
    db,
    sql`SELECT id, number, amount, due_at, status, paid_at, failure_code FROM order_instalments
      WHERE order_plan_id = ${id} ORDER BY number`,
  );
  return {
    ...summaryOf(r),
    card: { brand: r.card_brand, last4: r.card_last4 },
    instalments: instalments.map((i) => ({
      id: Number(i.id),
      number: i.number,
      amount: i.amount,
      dueAt: iso(i.due_at),
      status: i.status,
      paidAt: i.paid_at ? iso(i.paid_at) : null,
      failureCode: i.failure_code,
    })),
  };
}
