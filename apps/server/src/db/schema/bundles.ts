import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { baskets } from './commerce';
import { eventPlans } from './event-plans';
import { packages } from './packages';

/**
 * A template package or an event plan in a basket, sold as one line (decisions/0112): its parts
 * are the basket lines (then the order's tickets and product items) carrying its id. The order
 * of a bundle line is its basket's.
 */
export const bundleLines = pgTable(
  'bundle_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['templatePackage', 'eventPlan'] }).notNull(),
    packageId: integer('package_id').references(() => packages.id),
    planId: integer('plan_id').references(() => eventPlans.id),
    /** The package's or plan's name when it was sold. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bundle_lines_basket_idx').on(t.basketId),
    check(
      'bundle_lines_reference',
      sql`(${t.kind} = 'templatePackage' AND ${t.packageId} IS NOT NULL AND ${t.planId} IS NULL)
        OR (${t.kind} = 'eventPlan' AND ${t.planId} IS NOT NULL AND ${t.packageId} IS NULL)`,
    ),
  ],
);
