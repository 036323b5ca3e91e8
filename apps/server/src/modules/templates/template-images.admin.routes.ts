import {
  deleteTemplateImage,
  getTemplateImage,
  listTemplateImages,
  uploadTemplateImage,
} from '@tessera/contract';
import type { TemplateImageKind } from '@tessera/domain';
import { implement } from '@/platform/http/implement';
import {
  dropTemplateImage,
  listImagesOfTemplate,
  putTemplateImage,
  readTemplateImage,
} from './template-images.service';

const kindOf = (params: { templateImageKind: string }) => params.templateImageKind as TemplateImageKind;

export const templateImagesAdminRoutes = [
  implement(listTemplateImages, async ({ deps, accountId, params }) =>
    listImagesOfTemplate(deps.db, accountId, params.id),
  ),
  implement(getTemplateImage, async ({ deps, accountId, params, reply }) => {
    const image = await readTemplateImage(deps.db, accountId, params.id, kindOf(params));
    reply.type(image.contentType).header('cache-control', 'private, no-cache');
    return image.data;
  }),
  implement(uploadTemplateImage, async ({ deps, accountId, params, body }) =>
    putTemplateImage(deps, accountId, params.id, kindOf(params), body.dataBase64),
  ),
  implement(deleteTemplateImage, async ({ deps, accountId, params }) =>
    dropTemplateImage(deps, accountId, params.id, kindOf(params)),
  ),
];
