import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { templateImages } from '@/db/schema';

export type TemplateImageRow = typeof templateImages.$inferSelect;

export function listTemplateImageRows(db: Db, accountId: number, templateId: number) {
  return db
    .select()
    .from(templateImages)
    .where(and(eq(templateImages.accountId, accountId), eq(templateImages.templateId, templateId)))
    .orderBy(asc(templateImages.id));
}

export async function findTemplateImage(db: Db, accountId: number, templateId: number, kind: string) {
  const [row] = await db
    .select()
    .from(templateImages)
    .where(
      and(
        eq(templateImages.accountId, accountId),
        eq(templateImages.templateId, templateId),
        eq(templateImages.kind, kind),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertTemplateImage(db: Db, values: typeof templateImages.$inferInsert) {
  await db
    .insert(templateImages)
    .values(values)
    .onConflictDoUpdate({
      target: [templateImages.templateId, templateImages.kind],
      set: {
        contentType: values.contentType,
        width: values.width,
        height: values.height,
        data: values.data,
        createdAt: values.createdAt,
      },
    });
}

export async function deleteTemplateImageRow(db: Db, accountId: number, templateId: number, kind: string) {
  await db
    .delete(templateImages)
    .where(
      and(
        eq(templateImages.accountId, accountId),
        eq(templateImages.templateId, templateId),
        eq(templateImages.kind, kind),
      ),
    );
}
