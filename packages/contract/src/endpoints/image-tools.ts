import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const tools = { tag: 'tools', auth: 'staff', tenant: 'session', permission: 'accountSettings' } as const;

export const productImageInfo = z.object({
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});

export const productWithImage = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  templateName: z.string(),
  image: productImageInfo.nullable(),
});
export type ProductWithImage = z.infer<typeof productWithImage>;

export const listProductImages = defineEndpoint({
  ...tools,
  id: 'listProductImages',
  method: 'GET',
  path: '/api/admin/tools/update-product-image',
  summary:
    'Update product image: the account\u2019s products (not archived), each with its image if it has one.',
  output: z.array(productWithImage),
  errors: [],
});

const productParams = z.object({ productId: z.idParam() });

export const uploadProductImage = defineEndpoint({
  ...tools,
  id: 'uploadProductImage',
  method: 'PUT',
  path: '/api/admin/tools/update-product-image/:productId',
  summary:
    'Update product image: sets a product\u2019s image (base64), a JPG of exactly 1000x1000 pixels; it is shown with the product in the shop.',
  params: productParams,
  body: z.object({ dataBase64: z.string().min(1).max(3_000_000) }),
  output: productWithImage,
  errors: ['purchase.product_not_found', 'admin.image_type_invalid', 'admin.image_size_invalid'],
  // A 1x1 PNG: valid to parse, refused by the type rule.
  example: {
    dataBase64:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
});

export const deleteProductImage = defineEndpoint({
  ...tools,
  id: 'deleteProductImage',
  method: 'DELETE',
  path: '/api/admin/tools/update-product-image/:productId',
  summary: 'Update product image: removes a product\u2019s image.',
  params: productParams,
  output: productWithImage,
  errors: ['purchase.product_not_found'],
});

export const getShopProductImage = defineEndpoint({
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  id: 'getShopProductImage',
  method: 'GET',
  path: '/api/shop/products/:productId/image',
  summary: 'A product\u2019s image (JPG), as the shop shows it with the product.',
  params: productParams,
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: ['common.not_found'],
});

export const storedImage = z.object({
  owner: z.enum(['hostname', 'template', 'product', 'map']),
  ownerId: z.number().int(),
  ownerName: z.string(),
  kind: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** What the spec asks of this kind, e.g. "1000x1000 pixels". */
  expected: z.string(),
  expectedTypes: z.array(z.string()),
  /** What is wrong with the stored image: its type, its size, or nothing. */
  problem: z.enum(['type', 'size']).nullable(),
});
export type StoredImage = z.infer<typeof storedImage>;

export const validateImages = defineEndpoint({
  ...tools,
  id: 'validateImages',
  method: 'GET',
  path: '/api/admin/tools/validate-images',
  summary:
    'Validate images: every stored image of the account (host name, event template and product images), read from its bytes and checked against the spec\u2019s type and size for its kind; wrong ones first.',
  output: z.array(storedImage),
  errors: [],
});
