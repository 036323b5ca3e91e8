import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { userGroups, users } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import type { UserGroupRow } from './user-groups.store';

/** The group a policy is read from. */
export async function findPolicyGroup(
  db: Db,
  accountId: number,
  groupId: number,
): Promise<UserGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.accountId, accountId), eq(userGroups.id, groupId)));
  return row;
}

/** These staff users of the account with their role and group (null without one). */
export function staffWithGroups(db: Db, accountId: number, userIds: number[]) {
  return db
    .select({ id: users.id, role: users.role, group: userGroups })
    .from(users)
    .leftJoin(
      userGroups,
      and(eq(userGroups.id, users.userGroupId), eq(userGroups.accountId, users.accountId)),
    )
    .where(and(eq(users.accountId, accountId), inArray(users.id, userIds)));
}

/** The template and venue of each of these events of the account (other ids are left out). */
export function eventScopeRows(db: Db, accountId: number, eventIds: number[]) {
  return rows<{ id: number; template_id: number | null; venue_id: number }>(
    db,
    sql`SELECT id, template_id, venue_id FROM events
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam(eventIds)}::int[])`,
  );
}
