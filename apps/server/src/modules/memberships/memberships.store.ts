import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface LevelRow {
  id: number;
  name: string;
  description: string;
  price: number;
  duration_months: number;
  renewal_window_days: number;
  reminder_days: number;
  tags: string[];
  online_sale: boolean;
  archived_at: Date | string | null;
}

export interface LevelInput {
  name: string;
  description: string;
  price: number;
  durationMonths: number;
  renewalWindowDays: number;
  reminderDays: number;
  tags: string[];
  onlineSale: boolean;
  archived: boolean;
}

const levelColumns = sql`id, name, description, price, duration_months, renewal_window_days, reminder_days, tags,
  online_sale, archived_at`;

export const levelRows = (db: Db, accountId: number, { live }: { live: boolean }) =>
  rows<LevelRow>(
    db,
    sql`SELECT ${levelColumns} FROM membership_levels WHERE account_id = ${accountId}
      ${live ? sql`AND archived_at IS NULL` : sql``} ORDER BY lower(name)`,
  );

export async function levelRow(db: Db, accountId: number, id: number): Promise<LevelRow | undefined> {
  const [row] = await rows<LevelRow>(
    db,
    sql`SELECT ${levelColumns} FROM membership_levels WHERE account_id = ${accountId} AND id = ${id}`,
  );
  return row;
}

export async function insertLevel(db: Db, accountId: number, input: LevelInput, now: Date): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO membership_levels (account_id, name, description, price, duration_months, renewal_window_days,
        reminder_days, tags, online_sale, archived_at, created_at)
      VALUES (${accountId}, ${input.name}, ${input.description}, ${input.price}, ${input.durationMonths},
        ${input.renewalWindowDays}, ${input.reminderDays}, ${sql.param(input.tags)}::text[], ${input.onlineSale},
        ${input.archived ? now : null}, ${now})
      RETURNING id`,
  );
  return row!.id;
}

export async function updateLevel(
  db: Db,
  accountId: number,
  id: number,
  input: LevelInput,
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    db,
    sql`UPDATE membership_levels SET name = ${input.name}, description = ${input.description}, price = ${input.price},
        duration_months = ${input.durationMonths}, renewal_window_days = ${input.renewalWindowDays},
        reminder_days = ${input.reminderDays}, tags = ${sql.param(input.tags)}::text[], online_sale = ${input.onlineSale},
        archived_at = CASE WHEN ${input.archived}::boolean THEN COALESCE(archived_at, ${now}) ELSE NULL END
      WHERE account_id = ${accountId} AND id = ${id} RETURNING id`,
  );
  return done.length === 1;
}

export interface MembershipRow {
  id: number;
  customer_id: number;
  level_id: number;
  level_name: string;
  member_number: string;
  tags: string[];
  starts_at: Date | string;
  expires_at: Date | string;
  status: 'active' | 'expired';
  reminded_for: Date | string | null;
  /** The level's current terms. */
  price: number;
  duration_months: number;
  renewal_window_days: number;
  reminder_days: number;
}

const membershipColumns = sql`m.id, m.customer_id, m.level_id, m.level_name, m.member_number, m.tags, m.starts_at,
  m.expires_at, m.status, m.reminded_for, l.price, l.duration_months, l.renewal_window_days, l.reminder_days`;

export const membershipsOfCustomer = (db: Db, accountId: number, customerId: number) =>
  rows<MembershipRow>(
    db,
    sql`SELECT ${membershipColumns} FROM customer_memberships m JOIN membership_levels l ON l.id = m.level_id
      WHERE m.account_id = ${accountId} AND m.customer_id = ${customerId} ORDER BY m.expires_at DESC, m.id`,
  );

export async function membershipRow(
  db: Db,
  accountId: number,
  where: { id: number } | { customerId: number; levelId: number },
  lock = false,
): Promise<MembershipRow | undefined> {
  const [row] = await rows<MembershipRow>(
    db,
    sql`SELECT ${membershipColumns} FROM customer_memberships m JOIN membership_levels l ON l.id = m.level_id
      WHERE m.account_id = ${accountId}
        AND ${'id' in where ? sql`m.id = ${where.id}` : sql`m.customer_id = ${where.customerId} AND m.level_id = ${where.levelId}`}
      ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
  return row;
}

/** A new membership; its member ID comes from its own row id, so it is unique without a counter. */
export async function insertMembership(
  tx: Db,
  accountId: number,
  m: {
    customerId: number;
    levelId: number;
    levelName: string;
    tags: string[];
    startsAt: Date;
    expiresAt: Date;
  },
  memberNumber: (id: number) => string,
  now: Date,
): Promise<number> {
  const [next] = await rows<{ id: number | string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('customer_memberships', 'id')) AS id`,
  );
  const id = Number(next!.id);
  await tx.execute(
    sql`INSERT INTO customer_memberships (id, account_id, customer_id, level_id, member_number, level_name, tags,
        starts_at, expires_at, status, created_at)
      VALUES (${id}, ${accountId}, ${m.customerId}, ${m.levelId}, ${memberNumber(id)}, ${m.levelName},
        ${sql.param(m.tags)}::text[], ${m.startsAt}, ${m.expiresAt}, 'active', ${now})`,
  );
  return id;
}

/** A renewal: the new expiry, the level's name and tags as sold now; a lapsed one is active again. */
export async function extendMembership(
  tx: Db,
  accountId: number,
  id: number,
  m: { levelName: string; tags: string[]; expiresAt: Date },
): Promise<void> {
  await tx.execute(
    sql`UPDATE customer_memberships SET expires_at = ${m.expiresAt}, level_name = ${m.levelName},
        tags = ${sql.param(m.tags)}::text[], status = 'active'
      WHERE account_id = ${accountId} AND id = ${id}`,
  );
}

export async function insertOrderMembership(
  tx: Db,
  accountId: number,
  item: {
    orderId: number;
    membershipId: number;
    kind: 'new' | 'renewal';
    levelName: string;
    total: number;
    periodStart: Date;
    periodEnd: Date;
  },
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_memberships (account_id, order_id, membership_id, kind, level_name, total, period_start,
        period_end, created_at)
      VALUES (${accountId}, ${item.orderId}, ${item.membershipId}, ${item.kind}, ${item.levelName}, ${item.total},
        ${item.periodStart}, ${item.periodEnd}, ${now})`,
  );
}

/** The membership an order sold or renewed (to answer a retried sale). */
export async function membershipIdOfOrder(
  db: Db,
  accountId: number,
  orderId: number,
): Promise<number | null> {
  const [row] = await rows<{ membership_id: number }>(
    db,
    sql`SELECT membership_id FROM order_memberships WHERE account_id = ${accountId} AND order_id = ${orderId} LIMIT 1`,
  );
  return row?.membership_id ?? null;
}

export interface ReminderRow {
  id: number;
  member_number: string;
  level_name: string;
  expires_at: Date | string;
  email: string;
  first_name: string;
  renewal_window_days: number;
  price: number;
  /** The language the member last bought or renewed it in, else the account's. */
  locale: string;
}

/**
 * Claims the reminder of a membership for the expiry it was queued for: only when that is still
 * its expiry, it is active and no reminder went for it yet. Null: nothing to send.
 */
export async function claimReminder(
  tx: Db,
  accountId: number,
  id: number,
  expiresAt: Date,
): Promise<ReminderRow | null> {
  const [row] = await rows<ReminderRow>(
    tx,
    sql`UPDATE customer_memberships m SET reminded_for = m.expires_at
      FROM customers c, membership_levels l, accounts a
      WHERE m.account_id = ${accountId} AND m.id = ${id} AND m.expires_at = ${expiresAt} AND m.status = 'active'
        AND (m.reminded_for IS NULL OR m.reminded_for <> m.expires_at)
        AND c.id = m.customer_id AND l.id = m.level_id AND c.anonymized_at IS NULL AND a.id = m.account_id
      RETURNING m.id, m.member_number, m.level_name, m.expires_at, c.email, c.first_name, l.renewal_window_days, l.price,
        coalesce((SELECT o.buyer->>'locale' FROM order_memberships om JOIN orders o ON o.id = om.order_id
          WHERE om.membership_id = m.id ORDER BY om.id DESC LIMIT 1), a.default_language) AS locale`,
  );
  return row ?? null;
}

/** Expires a membership whose expiry (the one the job was queued for) has passed. */
export async function expireMembership(
  tx: Db,
  accountId: number,
  id: number,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE customer_memberships SET status = 'expired'
      WHERE account_id = ${accountId} AND id = ${id} AND expires_at = ${expiresAt} AND expires_at <= ${now}
        AND status = 'active' RETURNING id`,
  );
  return done.length === 1;
}
