import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './commerce';

/**
 * What the reconciliation job did, one row per action: a card authorization no order took
 * was voided, a captured charge without an order was refunded (before decisions/0040), an
 * order's card capture a crash left undone was finished (or the processor refused it), a basket
 * a crashed checkout left behind was released. Rows are only ever added.
 */
export const reconciliationActions = pgTable(
  'reconciliation_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['charge_voided', 'charge_refunded', 'charge_captured', 'capture_failed', 'basket_released'],
    }).notNull(),
    /** The processor's reference of the charge (any processor's: text). */
    chargeId: text('charge_id'),
    basketId: uuid('basket_id'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** Minor units of the charge, 0 for a basket. */
    amount: integer('amount').notNull().default(0),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reconciliation_actions_account_idx').on(t.accountId, t.createdAt),
    index('reconciliation_actions_basket_idx').on(t.basketId),
  ],
);
