import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { staffSessions, users } from '@/db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function insertSession(
  db: Db,
  values: { accountId: number; userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await db.insert(staffSessions).values(values).returning({ id: staffSessions.id });
  return row!;
}

export async function endSession(db: Db, accountId: number, sessionId: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.accountId, accountId),
        isNull(staffSessions.endedAt),
      ),
    );
}
