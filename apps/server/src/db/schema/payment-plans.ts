import type { PaymentPlanCadence, PaymentPlanDeposit, SalesChannel } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './commerce';
import { payments } from './order-payments';

/** A payment plan an account offers (spec §2, decisions/0045): its terms and who may use it. */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    instalments: integer('instalments').notNull(),
    cadence: jsonb('cadence').$type<PaymentPlanCadence>().notNull(),
    deposit: jsonb('deposit').$type<PaymentPlanDeposit>().notNull(),
    /** The sales channels that may sell it. */
    channels: jsonb('channels').$type<SalesChannel[]>().notNull(),
    /** The events it may pay for; empty: every event. */
    eventIds: jsonb('event_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_plans_account_name_key').on(t.accountId, t.name)],
);

/**
 * An order paid under a plan: the plan's name as sold and the stored card (the processor's token)
 * later instalments are charged to.
 */
export const orderPaymentPlans = pgTable(
  'order_payment_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    /** `active` while instalments are owed; `completed` once all are paid; `cancelled` by staff. */
    status: text('status', { enum: ['active', 'completed', 'cancelled'] }).notNull(),
    /** Who hears of a failed instalment. */
    email: text('email').notNull(),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The payment port's adapter and payment account that keep the card. */
    processor: text('processor').notNull(),
    paymentAccountId: integer('payment_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_payment_plans_order_key').on(t.orderId),
    index('order_payment_plans_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * One instalment of an order's plan. `charging` is held by one job runner at a time (a claim
 * that lapses at `claimed_until`); `declines` counts refusals and makes the processor's
 * idempotency key, so a runner that takes over a lapsed claim asks for the same charge.
 */
export const orderInstalments = pgTable(
  'order_instalments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderPlanId: bigint('order_plan_id', { mode: 'number' })
      .notNull()
      .references(() => orderPaymentPlans.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amount: integer('amount').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['due', 'charging', 'paid', 'failed', 'cancelled'] }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    declines: integer('declines').notNull().default(0),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, {
      onDelete: 'set null',
    }),
    failureCode: text('failure_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_instalments_plan_number_key').on(t.orderPlanId, t.number),
    index('order_instalments_order_idx').on(t.orderId),
    check('order_instalments_amount_positive', sql`${t.amount} > 0`),
  ],
);
