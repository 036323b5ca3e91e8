import {
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type EventTemplate, productTypes } from '@tessera/contract';
import type { NameTranslations } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { namesColumn } from '@/ui/EditNamesButton';
import { AddPanel } from '@/ui/EditPanel';
import { FormChecks } from '@/ui/FormChecks';
import { NameField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { FormNameTranslations } from '@/ui/NameTranslationsInput';
import { RemoveButton } from '@/ui/RemoveButton';
import { Section } from '@/ui/Section';
import { templateQueries, useCreateProduct, useRenameProduct } from '../queries';

type Variant = { name: string; sku: string; quantityAvailable: number | null };

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
        <Select
          label={t('admin.templates.products.type')}
          allowDeselect={false}
          data={productTypes.map((value) => ({
            value,
            label: t(`admin.templates.products.types.${value}`),
          }))}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={t('admin.templates.products.sku')}
          required
          maxLength={50}
          {...form.getInputProps('sku')}
        />
        <MoneyInput
          label={t('admin.templates.products.price')}
          value={form.values.price}
          onChange={(v) => form.setFieldValue('price', v ?? 0)}
          error={form.errors.price}
        />
      </SimpleGrid>
      <FormNameTranslations form={form} />
      <Group>
        <FormChecks
          form={form}
          fields={[
            ['inventoryControlled', t('admin.templates.products.inventoryControlled')],
            ['fullPartyAddOn', t('admin.templates.products.fullPartyAddOn')],
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea
          label={t('admin.templates.products.redemptionInstructions')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('redemptionInstructions')}
        />
        <Textarea
          label={t('admin.templates.products.hardTicketText')}
          description={t('admin.templates.products.hardTicketHint')}
          autosize
          minRows={2}
          {...form.getInputProps('hardTicketText')}
        />
      </SimpleGrid>
      <Text fw={600}>{t('admin.templates.products.variants')}</Text>
      {form.values.variants.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
        <Group key={`variant-${i}`} align="flex-start">
          <TextInput
            label={t('admin.templates.fields.name')}
            maxLength={100}
            {...form.getInputProps(`variants.${i}.name`)}
          />
          <TextInput
            label={t('admin.templates.products.sku')}
            maxLength={50}
            {...form.getInputProps(`variants.${i}.sku`)}
          />
          <NumberInput
            label={t('admin.templates.products.quantity')}
            min={0}
            allowDecimal={false}
            value={form.values.variants[i]?.quantityAvailable ?? ''}
            onChange={(v) =>
              form.setFieldValue(`variants.${i}.quantityAvailable`, v === '' ? null : Number(v))
            }
            error={form.errors[`variants.${i}.quantityAvailable`]}
          />
          <RemoveButton
            mt={28}
            label={t('admin.templates.products.removeVariant')}
            onClick={() => form.removeListItem('variants', i)}
          />
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => form.insertListItem('variants', { name: '', sku: '', quantityAvailable: null })}
        >
          {t('admin.templates.products.addVariant')}
        </Button>
      </Group>
    </AddPanel>
  );
}

export function ProductsTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(templateQueries.products(template.id));
  const rename = useRenameProduct(template.id);
  return (
    <Stack>
      <Section title={t('admin.templates.products.title')}>
        <DataTable
          label={t('admin.templates.products.title')}
          prefix="products"
          bare
          {...queryRows(list)}
          empty={t('admin.templates.products.empty')}
          minWidth={640}
          columns={[
            namesColumn<NonNullable<typeof list.data>[number]>({
              header: t('admin.templates.fields.name'),
              disabled: template.archived,
              onRename: (p, body) => rename.mutateAsync({ productId: p.id, body }),
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
              value: (p) =>
                p.variants.length === 0
                  ? '—'
                  : p.variants
                      .map((v) =>
                        v.quantityAvailable === null
                          ? v.name
                          : t('admin.templates.products.variantStock', {
                              name: v.name,
                              left: v.quantityAvailable - v.sold,
                            }),
                      )
                      .join(', '),
            },
          ]}
        />
      </Section>
      {template.archived ? null : <AddProductForm templateId={template.id} />}
    </Stack>
  );
}
