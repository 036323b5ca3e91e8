import type { EventTemplate } from '@tessera/contract';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { readSections } from './templates.rules';
import { findTemplate, type TemplateRow } from './templates.store';

export function templateOutput(row: TemplateRow): EventTemplate {
  const s = readSections(row);
  const { credentials, ...sync } = s.externalSync;
  return {
    id: row.id,
    name: row.name,
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    ...s,
    externalSync: { ...sync, credentialKeys: Object.keys(credentials) },
  };
}

export async function requireTemplate(db: Db, accountId: number, id: number): Promise<TemplateRow> {
  const row = await findTemplate(db, accountId, id);
  if (!row) throw new AppError('admin.event_template_not_found', undefined, { id });
  return row;
}

export async function requireEditableTemplate(db: Db, accountId: number, id: number): Promise<TemplateRow> {
  const row = await requireTemplate(db, accountId, id);
  if (row.archivedAt) throw new AppError('admin.event_template_archived');
  return row;
}
