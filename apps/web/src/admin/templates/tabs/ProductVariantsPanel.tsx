import { Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { Product } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { archivedColumn } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { useAddProductVariant, useArchiveProductVariant, useUpdateProductVariant } from '../queries';
import { ArchiveRowConfirm, type RowDialogProps, useEditAndArchive } from './ArchiveConfirm';

export type Variant = { name: string; sku: string; quantityAvailable: number | null };
type ProductVariant = Product['variants'][number];

/**
 * A variant's name, SKU and stock: on its own form (`path` empty), or as one row of a product's
 * variant list (`path` such as `variants.0.`), with that row's own controls as `children`.
 */
export function VariantFields<V>({
  form,
  stock,
  path = '',
  required = true,
  children,
}: {
  form: UseFormReturnType<V>;
  stock: boolean;
  path?: string;
  required?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const field = (name: keyof Variant) => `${path}${name}` as never;
  const quantity = form.getInputProps(field('quantityAvailable'));
  return (
    <Group align="flex-start">
      <TextInput
        label={t('admin.templates.fields.name')}
        required={required}
        maxLength={100}
        {...form.getInputProps(field('name'))}
      />
      <TextInput
        label={t('admin.templates.products.sku')}
        required={required}
        maxLength={50}
        {...form.getInputProps(field('sku'))}
      />
      {stock ? (
        <NumberInput
          label={t('admin.templates.products.quantity')}
          min={0}
          allowDecimal={false}
          value={(quantity.value as number | null) ?? ''}
          onChange={(v) =>
            form.setFieldValue(field('quantityAvailable'), (v === '' ? null : Number(v)) as never)
          }
          error={quantity.error}
        />
      ) : null}
      {children}
    </Group>
  );
}

function EditVariant({
  templateId,
  product,
  variant,
  onClose,
}: RowDialogProps<'product', Product> & { variant: ProductVariant }) {
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
      onSave={(body) => update.mutateAsync({ id: variant.id, body })}
    >
      <VariantFields form={form} stock={product.inventoryControlled} />
    </EditPanel>
  );
}

/** A product's variants: each edited or archived, a new one added; a product keeps one on sale. */
export function VariantsPanel({ templateId, product, onClose }: RowDialogProps<'product', Product>) {
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
          onSave={(body) => add.mutateAsync({ id: product.id, body })}
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
        list="products"
        text={t('admin.templates.products.archiveVariantText')}
        mutation={archive}
      />
    </Modal>
  );
}
