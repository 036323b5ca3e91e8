import { templateImageKinds } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const base = {
  tag: 'event templates',
  auth: 'staff',
  permission: 'manageEventTemplates',
  tenant: 'session',
} as const;

const id = z.object({ id: z.idParam() });
const imageParams = id.extend({
  templateImageKind: z.enum(templateImageKinds as [string, ...string[]]),
});

export const templateImage = z.object({
  kind: z.enum(templateImageKinds as [string, ...string[]]),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type TemplateImage = z.infer<typeof templateImage>;

export const listTemplateImages = defineEndpoint({
  ...base,
  id: 'listTemplateImages',
  method: 'GET',
  path: '/api/admin/event-templates/:id/images',
  summary: 'The images a template has: poster, banner, large banner, GA background, digital wallet hero.',
  params: id,
  output: z.array(templateImage),
  errors: ['admin.event_template_not_found'],
});

export const getTemplateImage = defineEndpoint({
  ...base,
  id: 'getTemplateImage',
  method: 'GET',
  path: '/api/admin/event-templates/:id/images/:templateImageKind',
  summary: 'The bytes of one template image, with its content type.',
  params: imageParams,
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: ['admin.event_template_not_found', 'common.not_found'],
});

export const uploadTemplateImage = defineEndpoint({
  ...base,
  id: 'uploadTemplateImage',
  method: 'PUT',
  path: '/api/admin/event-templates/:id/images/:templateImageKind',
  summary:
    'Uploads a template image (base64), PNG or JPG of exactly: poster 400x400, banner 652x306, large banner 1400x680, GA background 1440x1024, digital wallet hero 1125x366.',
  params: imageParams,
  body: z.object({ dataBase64: z.string().min(1).max(3_000_000) }),
  output: z.array(templateImage),
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.image_type_invalid',
    'admin.image_size_invalid',
  ],
  // A 1x1 PNG: valid to parse, refused by the size rules.
  example: {
    dataBase64:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
});

export const deleteTemplateImage = defineEndpoint({
  ...base,
  id: 'deleteTemplateImage',
  method: 'DELETE',
  path: '/api/admin/event-templates/:id/images/:templateImageKind',
  summary: 'Removes a template image.',
  params: imageParams,
  output: z.array(templateImage),
  errors: ['admin.event_template_not_found', 'admin.event_template_archived'],
});
