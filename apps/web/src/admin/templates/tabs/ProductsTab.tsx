import { Badge, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type EventTemplate, type Product, productTypes } from '@tessera/contract';
import type { NameTranslations } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { archivedColumn } from '@/ui/data-table/column';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { queryRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { namesColumn } from '@/ui/EditNamesButton';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { NameField, NoteField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { NamedChecks } from '@/ui/NamedChecks';
import { FormNameTranslations } from '@/ui/NameTranslationsInput';
import { AddRowButton, RemoveButton } from '@/ui/RemoveButton';
import { useFieldProps } from '@/ui/useFieldProps';
import {
  templateQueries,
  useArchiveProduct,
  useCreateProduct,
  useRenameProduct,
  useUpdateProduct,
} from '../queries';
import { ArchiveRowConfirm, type RowDialogProps, useEditAndArchive } from './ArchiveConfirm';
import { type Variant, VariantFields, VariantsPanel } from './ProductVariantsPanel';

const newProduct = {
  name: '',
  nameTranslations: {} as NameTranslations,
  type: 'Merchandise' as (typeof productTypes)[number],
  sku: '',
  price: 0 as number,
  inventoryControlled: false,
  fullPartyAddOn: false,
  redemptionInstructions: '',
  hardTicketText: '',
  variants: [] as Variant[],
};

type Settings = Pick<
  typeof newProduct,
  | 'type'
  | 'sku'
  | 'price'
  | 'inventoryControlled'
  | 'fullPartyAddOn'
  | 'redemptionInstructions'
  | 'hardTicketText'
>;

/** A product's type, SKU and price: added or edited alike. */
function ProductSettingsFields<V extends Settings>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form, 'admin.templates.products');
  return (
    <>
      <Select
        {...field('type')}
        allowDeselect={false}
        data={productTypes.map((value) => ({
          value,
          label: t(`admin.templates.products.types.${value}`),
        }))}
      />
      <TextInput {...field('sku')} required maxLength={50} />
      <MoneyInput
        label={t('admin.templates.products.price')}
        value={form.values.price}
        onChange={(v) => form.setFieldValue('price', (v ?? 0) as never)}
        error={form.errors.price}
      />
    </>
  );
}

/** A product's stock control, add-on flag and texts: added or edited alike. */
function ProductTexts<V extends Settings>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form, 'admin.templates.products');
  return (
    <>
      <Group>
        <NamedChecks
          form={form}
          labels="admin.templates.products"
          names={['inventoryControlled', 'fullPartyAddOn']}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NoteField {...field('redemptionInstructions')} />
        <Textarea
          {...field('hardTicketText')}
          description={t('admin.templates.products.hardTicketHint')}
          autosize
          minRows={2}
        />
      </SimpleGrid>
    </>
  );
}

function AddProductForm({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const create = useCreateProduct(templateId);
  const form = useForm({ initialValues: newProduct });
  return (
    <AddPanel
      title={t('admin.templates.products.add')}
      form={form}
      fallback={t('admin.templates.saveFailed')}
      onSave={(values) => create.mutateAsync(values)}
    >
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
        <ProductSettingsFields form={form} />
      </SimpleGrid>
      <FormNameTranslations form={form} />
      <ProductTexts form={form} />
      <Text fw={600}>{t('admin.templates.products.variants')}</Text>
      {form.values.variants.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
        <VariantFields key={`variant-${i}`} form={form} stock path={`variants.${i}.`} required={false}>
          <RemoveButton
            mt={28}
            label={t('admin.templates.products.removeVariant')}
            onClick={() => form.removeListItem('variants', i)}
          />
        </VariantFields>
      ))}
      <AddRowButton
        onClick={() => form.insertListItem('variants', { name: '', sku: '', quantityAvailable: null })}
      >
        {t('admin.templates.products.addVariant')}
      </AddRowButton>
    </AddPanel>
  );
}

/** Edits a product for the next sale; items already sold keep their price. */
function EditProduct({ templateId, product, onClose }: RowDialogProps<'product', Product>) {
  const { t } = useTranslation();
  const update = useUpdateProduct(templateId);
  const form = useForm<Settings>({
    initialValues: {
      type: product.type,
      sku: product.sku,
      price: product.price,
      inventoryControlled: product.inventoryControlled,
      fullPartyAddOn: product.fullPartyAddOn,
      redemptionInstructions: product.redemptionInstructions,
      hardTicketText: product.hardTicketText,
    },
  });
  return (
    <EditPanel
      title={t('admin.templates.products.edit', { name: product.name })}
      form={form}
      size="xl"
      onClose={onClose}
      hint={t('admin.templates.products.editHint')}
      fallback={t('admin.templates.saveFailed')}
      onSave={(body) => update.mutateAsync({ id: product.id, body })}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ProductSettingsFields form={form} />
      </SimpleGrid>
      <ProductTexts form={form} />
    </EditPanel>
  );
}

/** A variant's name, SKU and stock (the stock only counts when the product's inventory is controlled). */
/** The template's products: on sale by default, the archived ones under the archived filter. */
export function ProductsTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView({ prefix: 'products' });
  const showArchived = view.filter('archived') === 'true';
  const list = useQuery(templateQueries.products(template.id));
  const rename = useRenameProduct(template.id);
  const archive = useArchiveProduct(template.id);
  const edit = useEditAndArchive<Product>();
  const [variantsOf, setVariantsOf] = useState<number | null>(null);
  const rows = queryRows(list);
  // The variants panel follows the list, so a change shows at once.
  const variantsProduct = list.data?.find((p) => p.id === variantsOf) ?? null;
  return (
    <Stack>
      <SectionTable
        title={t('admin.templates.products.title')}
        view={view}
        bare
        toolbar={<ArchivedFilter view={view} activeLabel={t('admin.templates.products.onSale')} />}
        {...rows}
        rows={rows.rows?.filter((p) => p.archived === showArchived)}
        empty={t(showArchived ? 'admin.templates.products.noArchived' : 'admin.templates.products.empty')}
        minWidth={640}
        columns={[
          namesColumn<Product>({
            header: t('admin.templates.fields.name'),
            disabled: template.archived,
            onRename: (p, body) => rename.mutateAsync({ id: p.id, body }),
            badges: (p) => <Badge variant="light">{t(`admin.templates.products.types.${p.type}`)}</Badge>,
          }),
          { id: 'sku', header: t('admin.templates.products.sku'), sortable: true },
          {
            id: 'price',
            header: t('admin.templates.products.price'),
            sortable: true,
            cell: (p) => money(p.price),
          },
          {
            id: 'variants',
            header: t('admin.templates.products.variants'),
            value: (p) => {
              const live = p.variants.filter((v) => !v.archived);
              return live.length === 0
                ? '—'
                : live
                    .map((v) =>
                      v.quantityAvailable === null
                        ? v.name
                        : t('admin.templates.products.variantStock', {
                            name: v.name,
                            left: v.quantityAvailable - v.sold,
                          }),
                    )
                    .join(', ');
            },
          },
          archivedColumn(t('admin.templates.products.state'), {
            live: t('admin.templates.products.onSale'),
            archived: t('admin.common.archived'),
          }),
        ]}
        rowActions={(p) =>
          edit.actions(p, template.archived || p.archived, {
            label: t('admin.templates.products.variants'),
            onClick: () => setVariantsOf(p.id),
          })
        }
      />
      {edit.editing ? (
        <EditProduct templateId={template.id} product={edit.editing} onClose={edit.stopEditing} />
      ) : null}
      {variantsProduct ? (
        <VariantsPanel
          templateId={template.id}
          product={variantsProduct}
          onClose={() => setVariantsOf(null)}
        />
      ) : null}
      <ArchiveRowConfirm rows={edit} list="products" mutation={archive} />
      {template.archived || showArchived ? null : <AddProductForm templateId={template.id} />}
    </Stack>
  );
}
