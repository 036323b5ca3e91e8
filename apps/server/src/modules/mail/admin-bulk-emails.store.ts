import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

export interface BulkEmailRow {
  id: number;
  subject: string;
  message: string;
  roles: string[];
  user_group_ids: number[];
  sent_by: string | null;
  created_at: Date | string;
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
}

/** The user groups of the account among `ids`. */
export async function accountUserGroupIds(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM user_groups WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ids)}::int[])`,
  );
  return found.map((r) => r.id);
}

/**
 * Records a bulk email and its audience, the account's active staff of the roles and user
 * groups given (empty: any), in one statement; answers its id and how many it goes to.
 */
export async function insertBulkEmail(
  tx: Db,
  accountId: number,
  m: { subject: string; message: string; roles: readonly string[]; userGroupIds: readonly number[] },
  userId: number,
  now: Date,
): Promise<{ id: number; recipients: number }> {
  const [created] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO admin_bulk_emails (account_id, subject, message, roles, user_group_ids, created_by, created_at)
      VALUES (${accountId}, ${m.subject}, ${m.message}, ${arrayParam(m.roles)}::text[],
        ${arrayParam(m.userGroupIds)}::int[], ${userId}, ${now})
      RETURNING id`,
  );
  const id = created!.id;
  const added = await rows<{ user_id: number }>(
    tx,
    sql`INSERT INTO admin_bulk_email_recipients (bulk_email_id, user_id, email)
      SELECT ${id}, u.id, u.email FROM users u
      WHERE u.account_id = ${accountId} AND u.active AND NOT u.platform_operator
        AND (cardinality(${arrayParam(m.roles)}::text[]) = 0 OR u.role = ANY(${arrayParam(m.roles)}::text[]))
        AND (cardinality(${arrayParam(m.userGroupIds)}::int[]) = 0
          OR u.user_group_id = ANY(${arrayParam(m.userGroupIds)}::int[]))
      RETURNING user_id`,
  );
  return { id, recipients: added.length };
}

const selectBulkEmails = (
  accountId: number,
) => sql`SELECT b.id, b.subject, b.message, b.roles, b.user_group_ids,
    nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS sent_by, b.created_at,
    count(r.user_id)::int AS recipients,
    count(r.user_id) FILTER (WHERE r.status IN ('sent', 'kept'))::int AS sent,
    count(r.user_id) FILTER (WHERE r.status = 'failed')::int AS failed,
    count(r.user_id) FILTER (WHERE r.status = 'pending')::int AS pending
  FROM admin_bulk_emails b
  LEFT JOIN users u ON u.id = b.created_by
  LEFT JOIN admin_bulk_email_recipients r ON r.bulk_email_id = b.id
  WHERE b.account_id = ${accountId}`;

export async function listBulkEmails(db: Db, accountId: number): Promise<BulkEmailRow[]> {
  return rows<BulkEmailRow>(
    db,
    sql`${selectBulkEmails(accountId)} GROUP BY b.id, u.first_name, u.last_name ORDER BY b.created_at DESC, b.id DESC LIMIT 100`,
  );
}

export async function findBulkEmail(
  db: Db,
  accountId: number,
  id: number,
): Promise<BulkEmailRow | undefined> {
  const [row] = await rows<BulkEmailRow>(
    db,
    sql`${selectBulkEmails(accountId)} AND b.id = ${id} GROUP BY b.id, u.first_name, u.last_name`,
  );
  return row;
}

/** The recipients still waiting for the message. */
export async function pendingRecipients(db: Db, bulkEmailId: number) {
  return rows<{ user_id: number; email: string }>(
    db,
    sql`SELECT user_id, email FROM admin_bulk_email_recipients
      WHERE bulk_email_id = ${bulkEmailId} AND status = 'pending' ORDER BY user_id`,
  );
}

export async function markRecipient(
  db: Db,
  bulkEmailId: number,
  userId: number,
  status: 'sent' | 'kept' | 'failed',
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE admin_bulk_email_recipients SET status = ${status}, sent_at = ${now}
      WHERE bulk_email_id = ${bulkEmailId} AND user_id = ${userId}`,
  );
}

/** Failed recipients go back to pending for the queue's next attempt. */
export async function retryFailed(db: Db, bulkEmailId: number): Promise<void> {
  await db.execute(
    sql`UPDATE admin_bulk_email_recipients SET status = 'pending', sent_at = NULL
      WHERE bulk_email_id = ${bulkEmailId} AND status = 'failed'`,
  );
}
