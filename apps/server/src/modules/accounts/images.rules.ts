import {
  type HostnameImageKind,
  hostnameImageRules,
  type ImageRule,
  imageProblem,
  mapViewImageRule,
  productImageRule,
  type TemplateImageKind,
  templateImageRules,
} from '@tessera/domain';
import { imageSize } from 'image-size';
import { AppError } from '@/platform/http/app-error';

const MAX_BYTES = 2 * 1024 * 1024;
const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

export interface CheckedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

function describeSize(rule: ImageRule): string {
  if ('width' in rule) return `${rule.width}x${rule.height} pixels`;
  if ('minSide' in rule) return `square, at least ${rule.minSide}x${rule.minSide} pixels`;
  return `at most ${MAX_BYTES / 1024 / 1024} MB`;
}

/** Reads the image's real type and size from its bytes and holds them to the spec's rules (§9). */
export function checkImage(kind: HostnameImageKind, base64: string): CheckedImage {
  return checkImageAgainst(hostnameImageRules[kind], base64);
}

/** The same checks for an event template's images (spec §9 sizes, PNG or JPG). */
export function checkTemplateImage(kind: TemplateImageKind, base64: string): CheckedImage {
  return checkImageAgainst(templateImageRules[kind], base64);
}

/** A product's image: a 1000x1000 JPG (spec §9). */
export function checkProductImage(base64: string): CheckedImage {
  return checkImageAgainst(productImageRule, base64);
}

/** A seat map's "view from seat" image: PNG or JPG, at most 2 MB. */
export function checkMapViewImage(base64: string): CheckedImage {
  return checkImageAgainst(mapViewImageRule, base64);
}

/** The stored type name of a content type (as image-size names it), for re-checking stored images. */
export function imageTypeOf(contentType: string): string {
  return Object.entries(contentTypes).find(([, c]) => c === contentType)?.[0] ?? contentType;
}

export { describeSize };

function checkImageAgainst(rule: ImageRule, base64: string): CheckedImage {
  const types = rule.types.map((t) => t.toUpperCase()).join(', ');
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw new AppError('admin.image_type_invalid', 'dataBase64', { types });
  if (data.length > MAX_BYTES)
    throw new AppError('admin.image_size_invalid', 'dataBase64', { size: describeSize(rule) });
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(data);
  } catch {
    throw new AppError('admin.image_type_invalid', 'dataBase64', { types });
  }
  const type = info.type ?? '';
  const width = info.width ?? 0;
  const height = info.height ?? 0;
  const problem = imageProblem(rule, { type, width, height });
  if (problem === 'type') throw new AppError('admin.image_type_invalid', 'dataBase64', { types });
  if (problem === 'size') {
    throw new AppError('admin.image_size_invalid', 'dataBase64', { size: describeSize(rule) });
  }
  return { data, contentType: contentTypes[type] ?? 'application/octet-stream', width, height };
}
