import type { AuditAction } from '@tessera/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { auditLog, users } from '@/db/schema';

export interface AuditEvent {
  accountId: number;
  action: AuditAction;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Records one security event; called inside the transaction of the change it describes. */
export async function recordAudit(db: Db, event: AuditEvent, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    accountId: event.accountId,
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    detail: event.detail ?? {},
    ip: event.ip ?? null,
    createdAt: at,
  });
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

export async function pageAuditLog(
  db: Db,
  accountId: number,
  filter: { page: number; pageSize: number; userId?: number; action?: AuditAction },
) {
  const conditions: SQL[] = [eq(auditLog.accountId, accountId)];
  if (filter.userId) conditions.push(eq(auditLog.subjectUserId, filter.userId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { id: actors.id, firstName: actors.firstName, lastName: actors.lastName, email: actors.email },
        subject: {
          id: subjects.id,
          firstName: subjects.firstName,
          lastName: subjects.lastName,
          email: subjects.email,
        },
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
      .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
