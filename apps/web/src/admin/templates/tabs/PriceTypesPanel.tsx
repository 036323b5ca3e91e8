import { Badge, Group, NumberInput, Paper, Select, Stack, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, PriceType } from '@tessera/contract';
import type { NameTranslations } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { namesColumn } from '@/ui/EditNamesButton';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { FormNameTranslations } from '@/ui/NameTranslationsInput';
import { useFieldProps } from '@/ui/useFieldProps';
import {
  templateQueries,
  useArchivePriceType,
  useCreatePriceType,
  useRenamePriceType,
  useUpdatePriceType,
} from '../queries';
import { ArchiveRowConfirm, useEditAndArchive } from './ArchiveConfirm';

type OffsetType = 'Percentage' | 'FlatAmount' | 'Table';

/** Discounts are stored as basis points or minor units; people type percent or money. */
function describeDiscount(
  offsetType: OffsetType,
  value: number,
  money: (minor: number) => string,
  t: (k: 'admin.templates.priceTypes.table') => string,
) {
  if (offsetType === 'Percentage') return `${(value / 100).toFixed(2).replace(/\.00$/, '')}%`;
  if (offsetType === 'FlatAmount') return money(value);
  return t('admin.templates.priceTypes.table');
}

const newPriceType = {
  name: '',
  nameTranslations: {} as NameTranslations,
  offsetType: 'Percentage' as OffsetType,
  discount: 0,
  promotionId: null as string | null,
};

export function PriceTypesPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(templateQueries.priceTypes(template.id));
  const promotions = useQuery(templateQueries.promotions(template.id));
  const promotionCode = (id: number | null) => promotions.data?.find((p) => p.id === id)?.code ?? '';
  const create = useCreatePriceType(template.id);
  const rename = useRenamePriceType(template.id);
  const archive = useArchivePriceType(template.id);
  const form = useForm({ initialValues: newPriceType });
  const edit = useEditAndArchive<PriceType>();
  return (
    <Stack>
      <Paper p="lg" radius="md">
        <Title order={3} mb="sm">
          {t('admin.templates.priceTypes.title')}
        </Title>
        <DataTable
          label={t('admin.templates.priceTypes.title')}
          prefix="priceTypes"
          bare
          minWidth={560}
          {...queryRows(list)}
          empty={t('admin.templates.priceTypes.empty')}
          columns={[
            namesColumn<NonNullable<typeof list.data>[number]>({
              header: t('admin.templates.fields.name'),
              disabled: template.archived,
              onRename: (p, body) => rename.mutateAsync({ id: p.id, body }),
              badges: (p) =>
                p.archived ? <Badge color="gray">{t('admin.templates.list.archivedBadge')}</Badge> : null,
            }),
            {
              id: 'offsetType',
              header: t('admin.templates.priceTypes.offsetType'),
              value: (p) => t(`admin.templates.priceTypes.offsetTypes.${p.offsetType}`),
            },
            {
              id: 'discount',
              header: t('admin.templates.priceTypes.discount'),
              value: (p) => describeDiscount(p.offsetType, p.defaultDiscount, money, t),
            },
            {
              id: 'promotion',
              header: t('admin.templates.priceTypes.promotion'),
              value: (p) =>
                p.promotionId ? promotionCode(p.promotionId) : t('admin.templates.priceTypes.always'),
            },
          ]}
          rowActions={(p) => edit.actions(p, template.archived || p.archived)}
        />
      </Paper>
      {edit.editing ? (
        <EditPriceType
          template={template}
          priceType={edit.editing}
          promotions={promotions.data ?? []}
          onClose={edit.stopEditing}
        />
      ) : null}
      <ArchiveRowConfirm rows={edit} list="priceTypes" mutation={archive} />
      <AddPanel
        title={t('admin.templates.priceTypes.add')}
        form={form}
        readOnly={template.archived}
        fallback={t('admin.templates.saveFailed')}
        renamed={{ defaultDiscount: 'discount' }}
        onSave={(v) =>
          create.mutateAsync({
            name: v.name,
            nameTranslations: v.nameTranslations,
            offsetType: v.offsetType,
            defaultDiscount: discountOf(v),
            salesChannels: [],
            promotionId: v.promotionId ? Number(v.promotionId) : null,
          })
        }
      >
        <Group align="flex-start">
          <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
          <PriceTypeFields form={form} promotions={promotions.data ?? []} />
        </Group>
        <FormNameTranslations form={form} />
      </AddPanel>
    </Stack>
  );
}

type Settings = { offsetType: OffsetType; discount: number; promotionId: string | null };

/** The offset, its discount and the promotion that opens a price type: added or edited alike. */
function PriceTypeFields<V extends Settings>({
  form,
  promotions,
}: {
  form: UseFormReturnType<V>;
  promotions: readonly { id: number; code: string }[];
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form, 'admin.templates.priceTypes');
  return (
    <>
      <Select
        {...field('offsetType')}
        allowDeselect={false}
        data={(['Percentage', 'FlatAmount', 'Table'] as const).map((value) => ({
          value,
          label: t(`admin.templates.priceTypes.offsetTypes.${value}`),
        }))}
      />
      {form.values.offsetType !== 'Table' ? (
        <NumberInput
          label={t(
            form.values.offsetType === 'Percentage'
              ? 'admin.templates.priceTypes.discountPercent'
              : 'admin.templates.priceTypes.discountAmount',
          )}
          min={0}
          decimalScale={2}
          {...form.getInputProps('discount')}
        />
      ) : null}
      {promotions.length ? (
        <Select
          label={t('admin.templates.priceTypes.promotion')}
          placeholder={t('admin.templates.priceTypes.always')}
          clearable
          data={promotions.map((p) => ({ value: String(p.id), label: p.code }))}
          {...form.getInputProps('promotionId')}
        />
      ) : null}
    </>
  );
}

/** The discount as the API keeps it: basis points or minor units; none for a price table. */
const discountOf = (v: Settings) => (v.offsetType === 'Table' ? 0 : Math.round(v.discount * 100));

function EditPriceType({
  template,
  priceType,
  promotions,
  onClose,
}: {
  template: EventTemplate;
  priceType: PriceType;
  promotions: readonly { id: number; code: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePriceType(template.id);
  const form = useForm<Settings>({
    initialValues: {
      offsetType: priceType.offsetType,
      discount: priceType.defaultDiscount / 100,
      promotionId: priceType.promotionId === null ? null : String(priceType.promotionId),
    },
  });
  return (
    <EditPanel
      title={t('admin.templates.priceTypes.edit', { name: priceType.name })}
      form={form}
      onClose={onClose}
      renamed={{ defaultDiscount: 'discount' }}
      onSave={(v) =>
        update.mutateAsync({
          id: priceType.id,
          body: {
            offsetType: v.offsetType,
            defaultDiscount: discountOf(v),
            salesChannels: priceType.salesChannels,
            promotionId: v.promotionId ? Number(v.promotionId) : null,
          },
        })
      }
    >
      <PriceTypeFields form={form} promotions={promotions} />
    </EditPanel>
  );
}
