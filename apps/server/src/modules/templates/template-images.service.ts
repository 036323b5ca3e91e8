import type { TemplateImage } from '@tessera/contract';
import { type TemplateImageKind, templateImageKinds } from '@tessera/domain';
import type { Db } from '@/db/client';
import { checkTemplateImage } from '@/modules/accounts/images.rules';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import {
  deleteTemplateImageRow,
  findTemplateImage,
  listTemplateImageRows,
  upsertTemplateImage,
} from './template-images.store';
import { requireEditableTemplate, requireTemplate } from './templates.service';

/** The template's images in the spec's order (poster first), without their bytes. */
export async function templateImagesOf(
  db: Db,
  accountId: number,
  templateId: number,
): Promise<TemplateImage[]> {
  const rows = await listTemplateImageRows(db, accountId, templateId);
  return templateImageKinds.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? [
          {
            kind,
            contentType: row.contentType,
            width: row.width,
            height: row.height,
            bytes: row.data.length,
            uploadedAt: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

export async function listImagesOfTemplate(db: Db, accountId: number, templateId: number) {
  await requireTemplate(db, accountId, templateId);
  return templateImagesOf(db, accountId, templateId);
}

/** The template is looked up first, so another account's id is a 404 before the image is read. */
export async function putTemplateImage(
  deps: AppDeps,
  accountId: number,
  templateId: number,
  kind: TemplateImageKind,
  base64: string,
) {
  await requireEditableTemplate(deps.db, accountId, templateId);
  const image = checkTemplateImage(kind, base64);
  await upsertTemplateImage(deps.db, { accountId, templateId, kind, ...image, createdAt: deps.now() });
  return templateImagesOf(deps.db, accountId, templateId);
}

export async function dropTemplateImage(
  deps: AppDeps,
  accountId: number,
  templateId: number,
  kind: TemplateImageKind,
) {
  await requireEditableTemplate(deps.db, accountId, templateId);
  await deleteTemplateImageRow(deps.db, accountId, templateId, kind);
  return templateImagesOf(deps.db, accountId, templateId);
}

export async function readTemplateImage(
  db: Db,
  accountId: number,
  templateId: number,
  kind: TemplateImageKind,
) {
  await requireTemplate(db, accountId, templateId);
  const row = await findTemplateImage(db, accountId, templateId, kind);
  if (!row) throw new AppError('common.not_found');
  return row;
}
