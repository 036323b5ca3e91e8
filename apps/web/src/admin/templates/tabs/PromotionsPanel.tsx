import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, Promotion } from '@tessera/contract';
import { MAX_GROUP_CODES } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { archivedColumn } from '@/ui/data-table/column';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { SectionTable } from '@/ui/data-table/SectionTable';
import { queryRows } from '@/ui/data-table/sources';
import { useTableView } from '@/ui/data-table/useTableView';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { formatDateTime } from '@/ui/format';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { AddRowButton, RemoveButton } from '@/ui/RemoveButton';
import { useFieldProps } from '@/ui/useFieldProps';
import {
  templateQueries,
  useArchivePromotion,
  useCreatePromotion,
  useGenerateGroupCodes,
  useUpdatePromotion,
} from '../queries';
import { ArchiveRowConfirm, type RowDialogProps, useEditAndArchive } from './ArchiveConfirm';

/** `datetime-local` text (venue wall clock in the browser's zone) as an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as `datetime-local` text in the browser's zone. */
function toLocal(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function GroupCodes({ templateId, promotionId }: { templateId: number; promotionId: number }) {
  const { t } = useTranslation();
  const generate = useGenerateGroupCodes(templateId);
  const [count, setCount] = useState<number | ''>(100);
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        size="xs"
        w={130}
        label={t('admin.templates.promotions.codeCount')}
        min={1}
        max={MAX_GROUP_CODES}
        allowDecimal={false}
        thousandSeparator=","
        value={count}
        onChange={(v) => setCount(v === '' ? '' : Number(v))}
        error={isApiError(generate.error) ? generate.error.message : undefined}
      />
      <Button
        size="xs"
        variant="light"
        loading={generate.isPending}
        onClick={() => count && generate.mutate({ promotionId, count })}
      >
        {t('admin.templates.promotions.generate')}
      </Button>
    </Group>
  );
}

const newPromotion = {
  name: '',
  code: '',
  startsAt: '',
  endsAt: '',
  discountKind: 'Percentage' as 'Percentage' | 'FlatAmount',
  percent: 10 as number,
  amount: 0 as number,
  requiredCustomerTags: '',
  /** Event rules: the promotion applies only to events starting inside one of these windows. */
  eventRules: [] as { startsAt: string; endsAt: string }[],
};
type PromotionForm = typeof newPromotion;

/** The form's values as the API keeps a promotion's settings. */
const promotionBody = (values: PromotionForm) => ({
  name: values.name,
  code: values.code,
  startsAt: toIso(values.startsAt),
  endsAt: toIso(values.endsAt),
  discountKind: values.discountKind,
  discount: values.discountKind === 'Percentage' ? Math.round(values.percent * 100) : values.amount,
  requiredCustomerTags: values.requiredCustomerTags
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  eventRules: values.eventRules.map((r) => ({ startsAt: toIso(r.startsAt), endsAt: toIso(r.endsAt) })),
});

/** A promotion's name, code, discount, dates and tags: added or edited alike. */
function PromotionFields<V extends PromotionForm>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form, 'admin.templates.promotions');
  const v = form.values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
      <TextInput {...field('code')} required maxLength={40} />
      <Select
        {...field('discountKind')}
        allowDeselect={false}
        data={(['Percentage', 'FlatAmount'] as const).map((c) => ({
          value: c,
          label: t(`admin.templates.priceTypes.offsetTypes.${c}`),
        }))}
      />
      <DateTimeInput {...field('startsAt')} required />
      <DateTimeInput {...field('endsAt')} required />
      <PercentOrMoneyInput
        kind={v.discountKind}
        percentLabel={t('admin.templates.promotions.percent')}
        moneyLabel={t('admin.templates.promotions.amount')}
        value={v}
        onChange={(next) => form.setValues(next as Partial<V>)}
        error={form.errors.discount}
        maxPercent={100}
      />
      <TextInput {...field('requiredCustomerTags')} description={t('admin.templates.promotions.tagsHint')} />
      <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
        <Text fw={600}>{t('admin.templates.promotions.eventRules')}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.templates.promotions.eventRulesHint')}
        </Text>
        {v.eventRules.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
          <Group key={`rule-${i}`} align="flex-start">
            <DateTimeInput
              label={t('admin.templates.promotions.ruleStartsAt', { rule: i + 1 })}
              required
              {...form.getInputProps(`eventRules.${i}.startsAt`)}
            />
            <DateTimeInput
              label={t('admin.templates.promotions.ruleEndsAt', { rule: i + 1 })}
              required
              {...form.getInputProps(`eventRules.${i}.endsAt`)}
            />
            <RemoveButton
              mt={28}
              label={t('admin.templates.promotions.removeRule', { rule: i + 1 })}
              onClick={() => form.removeListItem('eventRules', i)}
            />
          </Group>
        ))}
        <AddRowButton
          onClick={() => form.insertListItem('eventRules', { startsAt: '', endsAt: '' } as never)}
        >
          {t('admin.templates.promotions.addRule')}
        </AddRowButton>
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Edits a promotion for the next sale: orders keep the discount they were given, its group
 * codes and event rules stay.
 */
function EditPromotion({ templateId, promotion, onClose }: RowDialogProps<'promotion', Promotion>) {
  const { t } = useTranslation();
  const update = useUpdatePromotion(templateId);
  const form = useForm<PromotionForm & { active: boolean }>({
    initialValues: {
      name: promotion.name,
      code: promotion.code,
      startsAt: toLocal(promotion.startsAt),
      endsAt: toLocal(promotion.endsAt),
      discountKind: promotion.discountKind,
      percent: promotion.discountKind === 'Percentage' ? promotion.discount / 100 : 10,
      amount: promotion.discountKind === 'FlatAmount' ? promotion.discount : 0,
      requiredCustomerTags: promotion.requiredCustomerTags.join(', '),
      eventRules: promotion.eventRules.map((r) => ({
        startsAt: toLocal(r.startsAt),
        endsAt: toLocal(r.endsAt),
      })),
      active: promotion.active,
    },
  });
  return (
    <EditPanel
      title={t('admin.templates.promotions.edit', { name: promotion.code })}
      form={form}
      size="xl"
      onClose={onClose}
      hint={t('admin.templates.promotions.editHint')}
      fallback={t('admin.templates.saveFailed')}
      onSave={(values) =>
        update.mutateAsync({
          id: promotion.id,
          body: {
            ...promotionBody(values),
            active: values.active,
            priceLevelIds: promotion.priceLevelIds,
          },
        })
      }
    >
      <PromotionFields form={form} />
      <Checkbox
        label={t('admin.templates.promotions.active')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </EditPanel>
  );
}

/** The template's promotions: on sale by default, the archived ones under the archived filter. */
export function PromotionsPanel({ template }: { template: EventTemplate }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const view = useTableView({ prefix: 'promotions' });
  const showArchived = view.filter('archived') === 'true';
  const list = useQuery(templateQueries.promotions(template.id));
  const create = useCreatePromotion(template.id);
  const archive = useArchivePromotion(template.id);
  const form = useForm({ initialValues: newPromotion });
  const edit = useEditAndArchive<Promotion>();
  const rows = queryRows(list);
  return (
    <Stack>
      <SectionTable
        title={t('admin.templates.promotions.title')}
        view={view}
        bare
        toolbar={<ArchivedFilter view={view} activeLabel={t('admin.templates.promotions.onSale')} />}
        {...rows}
        rows={rows.rows?.filter((p) => p.archived === showArchived)}
        empty={t(showArchived ? 'admin.templates.promotions.noArchived' : 'admin.templates.promotions.empty')}
        minWidth={720}
        columns={[
          {
            id: 'code',
            header: t('admin.templates.promotions.code'),
            sortable: true,
            cell: (p) => (
              <Stack gap={2}>
                <Group gap={6}>
                  <Text fw={600}>{p.code}</Text>
                  {p.active ? null : <Badge color="gray">{t('admin.templates.promotions.inactive')}</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {p.name}
                </Text>
              </Stack>
            ),
          },
          {
            id: 'discount',
            header: t('admin.templates.promotions.discount'),
            value: (p) => (p.discountKind === 'Percentage' ? `${p.discount / 100}%` : money(p.discount)),
          },
          {
            id: 'window',
            header: t('admin.templates.promotions.window'),
            value: (p) =>
              `${formatDateTime(p.startsAt, i18n.language)} – ${formatDateTime(p.endsAt, i18n.language)}`,
            cell: (p) => (
              <>
                {formatDateTime(p.startsAt, i18n.language)}
                <br />
                {formatDateTime(p.endsAt, i18n.language)}
              </>
            ),
          },
          {
            id: 'groupCodes',
            header: t('admin.templates.promotions.groupCodes'),
            value: (p) => p.groupCodes,
            cell: (p) => (
              <Stack gap={4}>
                <Text size="sm">{t('admin.templates.promotions.codesSoFar', { count: p.groupCodes })}</Text>
                {template.archived || p.archived ? null : (
                  <GroupCodes templateId={template.id} promotionId={p.id} />
                )}
              </Stack>
            ),
          },
          archivedColumn(t('admin.templates.promotions.state'), {
            live: t('admin.templates.promotions.onSale'),
            archived: t('admin.common.archived'),
          }),
        ]}
        rowActions={(p) => edit.actions(p, template.archived || p.archived)}
      />
      {edit.editing ? (
        <EditPromotion templateId={template.id} promotion={edit.editing} onClose={edit.stopEditing} />
      ) : null}
      <ArchiveRowConfirm rows={edit} list="promotions" name={(row) => row.code} mutation={archive} />
      {template.archived ? null : (
        <AddPanel
          title={t('admin.templates.promotions.add')}
          form={form}
          fallback={t('admin.templates.saveFailed')}
          onSave={(values) => create.mutateAsync(promotionBody(values))}
        >
          <PromotionFields form={form} />
        </AddPanel>
      )}
    </Stack>
  );
}
