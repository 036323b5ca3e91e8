import { Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { Product } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { archivedColumn } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { useAddProductVariant, useArchiveProductVariant, useUpdateProductVariant } from '../queries';
import { ArchiveRowConfirm, useEditAndArchive } from './ArchiveConfirm';

export type Variant = { name: string; sku: string; quantityAvailable: number | null };
type ProductVariant = Product['variants'][number];

export function VariantFields<V extends Variant>({
  form,
  stock,
}: {
  form: UseFormReturnType<V>;
  stock: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start">
      <TextInput
        label={t('admin.templates.fields.name')}
        required
        maxLength={100}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('admin.templates.products.sku')}
        required
        maxLength={50}
        {...form.getInputProps('sku')}
      />
      {stock ? (
        <NumberInput
          label={t('admin.templates.products.quantity')}
          min={0}
          allowDecimal={false}
          value={form.values.quantityAvailable ?? ''}
          onChange={(v) => form.setFieldValue('quantityAvailable', (v === '' ? null : Number(v)) as never)}
          error={form.errors.quantityAvailable}
        />
      ) : null}
    </Group>
  );
}

function EditVariant({
  templateId,
  product,
  variant,
  onClose,
}: {
  templateId: number;
  product: Product;
  variant: ProductVariant;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProductVariant(templateId);
  const form = useForm<Variant>({
    initialValues: { name: variant.name, sku: variant.sku, quantityAvailable: variant.quantityAvailable },
  });
  return (
    <EditPanel
      title={t('admin.templates.products.editVariant', { name: variant.name })}
      form={form}
      onClose={onClose}
      fallback={t('admin.templates.saveFailed')}
      onSave={(body) => update.mutateAsync({ variantId: variant.id, body })}
    >
      <VariantFields form={form} stock={product.inventoryControlled} />
    </EditPanel>
  );
}

/** A product's variants: each edited or archived, a new one added; a product keeps one on sale. */
export function VariantsPanel({
  templateId,
  product,
  onClose,
}: {
  templateId: number;
  product: Product;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddProductVariant(templateId);
  const archive = useArchiveProductVariant(templateId);
  const edit = useEditAndArchive<ProductVariant>();
  const form = useForm<Variant>({ initialValues: { name: '', sku: '', quantityAvailable: null } });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('admin.templates.products.variantsOf', { name: product.name })}
    >
      <Stack>
        <DataTable
          label={t('admin.templates.products.variants')}
          prefix="variants"
          bare
          rows={product.variants}
          empty={t('admin.templates.products.noVariants')}
          columns={[
            { id: 'name', header: t('admin.templates.fields.name') },
            { id: 'sku', header: t('admin.templates.products.sku') },
            {
              id: 'stock',
              header: t('admin.templates.products.quantity'),
              value: (v) => (v.quantityAvailable === null ? '—' : v.quantityAvailable),
            },
            { id: 'sold', header: t('admin.templates.products.sold') },
            archivedColumn(t('admin.templates.products.state'), {
              live: t('admin.templates.products.onSale'),
              archived: t('admin.common.archived'),
            }),
          ]}
          rowActions={(v) => edit.actions(v, v.archived)}
        />
        <AddPanel
          bare
          title={t('admin.templates.products.addVariant')}
          form={form}
          fallback={t('admin.templates.saveFailed')}
          onSave={(body) => add.mutateAsync({ productId: product.id, body })}
        >
          <VariantFields form={form} stock={product.inventoryControlled} />
        </AddPanel>
      </Stack>
      {edit.editing ? (
        <EditVariant
          templateId={templateId}
          product={product}
          variant={edit.editing}
          onClose={edit.stopEditing}
        />
      ) : null}
      <ArchiveRowConfirm
        rows={edit}
        title={(row) => t('admin.templates.products.archiveTitle', { name: row.name })}
        text={t('admin.templates.products.archiveVariantText')}
        mutation={archive}
      />
    </Modal>
  );
}
