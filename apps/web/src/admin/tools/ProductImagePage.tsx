import { Alert, Badge, Button, FileButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { deleteProductImage, listProductImages, uploadProductImage } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '@/api/api-query';
import { callApi } from '@/api/client';
import { useRefreshingMutation } from '@/api/mutations';
import { readBase64 } from '@/ui/ImageActions';

const productImageKeys = { all: ['admin', 'tools', 'product-images'] as const };

/** /admin/v2/tools/update-product-image: a product's 1000x1000 JPG, shown with it in the shop. */
export function ProductImagePage() {
  const { t } = useTranslation();
  const list = useQuery(apiQuery(productImageKeys.all, listProductImages));
  const [productId, setProductId] = useState<string | null>(null);
  const product = list.data?.find((p) => String(p.productId) === productId);
  const upload = useRefreshingMutation([productImageKeys.all], async (file: File) =>
    callApi(uploadProductImage, {
      params: { productId: Number(productId) },
      body: { dataBase64: await readBase64(file) },
    }),
  );
  const remove = useRefreshingMutation([productImageKeys.all], () =>
    callApi(deleteProductImage, { params: { productId: Number(productId) } }),
  );
  return (
    <Stack gap="lg">
      <Title order={1}>{t('admin.tools.productImage.title')}</Title>
      <Text c="dimmed">{t('admin.tools.productImage.intro')}</Text>
      {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
      <Select
        label={t('admin.tools.productImage.product')}
        placeholder={t('admin.tools.productImage.chooseProduct')}
        searchable
        maw={420}
        data={(list.data ?? []).map((p) => ({
          value: String(p.productId),
          label: `${p.name} · ${p.templateName} (${p.sku})`,
        }))}
        value={productId}
        onChange={(v) => {
          upload.reset();
          setProductId(v);
        }}
      />
      {product ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={product.image ? 'teal' : 'gray'} variant="light">
              {product.image
                ? t('admin.tools.productImage.has', {
                    width: product.image.width,
                    height: product.image.height,
                  })
                : t('admin.tools.productImage.none')}
            </Badge>
          </Group>
          <Group gap="sm">
            <FileButton accept="image/jpeg" onChange={(file) => file && upload.mutate(file)}>
              {(props) => (
                <Button {...props} loading={upload.isPending}>
                  {t('admin.tools.productImage.upload')}
                </Button>
              )}
            </FileButton>
            {product.image ? (
              <Button variant="light" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('admin.tools.productImage.remove')}
              </Button>
            ) : null}
          </Group>
          {upload.isError ? <Alert color="red">{upload.error.message}</Alert> : null}
          {upload.isSuccess ? (
            <Alert color="teal" role="status">
              {t('admin.tools.productImage.saved')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
