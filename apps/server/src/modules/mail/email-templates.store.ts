import type { EmailTemplateKind } from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountEmailTemplates } from '@/db/schema';

export type EmailTemplateRow = typeof accountEmailTemplates.$inferSelect;

export async function listAccountEmailTemplates(db: Db, accountId: number): Promise<EmailTemplateRow[]> {
  return db.select().from(accountEmailTemplates).where(eq(accountEmailTemplates.accountId, accountId));
}

/** The account's text for one template; '' when it has none (the mail as without a template). */
export async function accountTemplateText(
  db: Db,
  accountId: number,
  kind: EmailTemplateKind,
): Promise<string> {
  const [row] = await db
    .select({ body: accountEmailTemplates.body })
    .from(accountEmailTemplates)
    .where(and(eq(accountEmailTemplates.accountId, accountId), eq(accountEmailTemplates.kind, kind)));
  return row?.body.trim() ?? '';
}

export async function putAccountEmailTemplate(
  db: Db,
  t: { accountId: number; kind: EmailTemplateKind; body: string; fileName: string | null; userId: number },
  now: Date,
): Promise<EmailTemplateRow> {
  const values = { body: t.body, fileName: t.fileName, updatedAt: now, updatedBy: t.userId };
  const [row] = await db
    .insert(accountEmailTemplates)
    .values({ accountId: t.accountId, kind: t.kind, ...values })
    .onConflictDoUpdate({
      target: [accountEmailTemplates.accountId, accountEmailTemplates.kind],
      set: values,
    })
    .returning();
  return row!;
}
