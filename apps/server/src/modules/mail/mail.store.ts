import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { mailOutbox } from '@/db/schema';

export async function pageOutbox(db: Db, accountId: number, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.accountId, accountId))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.accountId, accountId)),
  ]);
  return { items, total: total?.n ?? 0 };
}
