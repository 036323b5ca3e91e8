import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EventTemplate, type PriceChange, type PriceTable, priceChangeInput } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditPanel } from '@/ui/EditPanel';
import { NameField, NoteField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { RemoveButton } from '@/ui/RemoveButton';
import { schemaErrors } from '@/ui/schema-errors';
import { useFieldProps } from '@/ui/useFieldProps';
import { useLocale } from '@/ui/useLocale';
import { useSavePriceChange } from '../queries';

type Line = { priceLevelId: number | null; priceTypeId: number | null; price: number | null };
const DEFAULT = 'default';
type Values = { name: string; effectiveFrom: string; note: string; items: Line[] };

const bodyOf = (values: Values) => ({
  name: values.name,
  effectiveFrom: values.effectiveFrom,
  note: values.note,
  // An empty choice is left out, so the contract's check names it as required.
  items: values.items.map((i) => ({
    priceLevelId: i.priceLevelId ?? undefined,
    priceTypeId: i.priceTypeId,
    price: i.price ?? undefined,
  })),
});

/** Drafts or rewrites a price change request: a name, the date it applies from, and its lines. */
export function PriceChangeForm({
  template,
  table,
  change,
  onClose,
}: {
  template: EventTemplate;
  table: PriceTable;
  change: PriceChange | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const save = useSavePriceChange(template.id);
  const form = useForm<Values>({
    validate: (values) => schemaErrors(priceChangeInput, bodyOf(values), locale),
    initialValues: {
      name: change?.name ?? '',
      effectiveFrom: change?.effectiveFrom ?? '',
      note: change?.note ?? '',
      items: (change?.items.map((i) => ({
        priceLevelId: i.priceLevelId,
        priceTypeId: i.priceTypeId,
        price: i.price,
      })) ?? [{ priceLevelId: null, priceTypeId: null, price: null }]) as Line[],
    },
  });
  const field = useFieldProps(form, 'admin.templates.priceChanges');
  const tableTypes = table.priceTypes.filter((p) => p.offsetType === 'Table');
  const priceOptions = [
    { value: DEFAULT, label: t('admin.templates.priceChanges.defaultPrice') },
    ...tableTypes.map((p) => ({ value: String(p.id), label: p.name })),
  ];

  return (
    <EditPanel
      onClose={onClose}
      size="xl"
      title={change ? t('admin.templates.priceChanges.editTitle') : t('admin.templates.priceChanges.new')}
      submitLabel={t('admin.templates.priceChanges.saveDraft')}
      form={form}
      fallback={t('admin.templates.saveFailed')}
      onSave={(values) =>
        save.mutateAsync({ id: change?.id, body: bodyOf(values) as z.input<typeof priceChangeInput> })
      }
    >
      <Group grow align="flex-start">
        <NameField form={form} label={t('admin.templates.priceChanges.name')} maxLength={100} />
        <TextInput
          {...field('effectiveFrom')}
          type="date"
          description={t('admin.templates.priceChanges.effectiveHint')}
          required
        />
      </Group>
      <NoteField {...field('note')} />
      <Text fw={600} size="sm">
        {t('admin.templates.priceChanges.lines')}
      </Text>
      {form.values.items.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
        <Group key={`line-${i}`} align="flex-start" wrap="nowrap">
          <Select
            label={t('admin.templates.priceChanges.level')}
            data={table.priceLevels.map((l) => ({ value: String(l.id), label: l.name }))}
            value={line.priceLevelId === null ? null : String(line.priceLevelId)}
            onChange={(v) => form.setFieldValue(`items.${i}.priceLevelId`, v === null ? null : Number(v))}
            error={form.errors[`items.${i}.priceLevelId`]}
            style={{ flex: 1 }}
          />
          <Select
            label={t('admin.templates.priceChanges.price')}
            allowDeselect={false}
            data={priceOptions}
            value={line.priceTypeId === null ? DEFAULT : String(line.priceTypeId)}
            onChange={(v) =>
              form.setFieldValue(`items.${i}.priceTypeId`, v === null || v === DEFAULT ? null : Number(v))
            }
            error={form.errors[`items.${i}.priceTypeId`]}
            style={{ flex: 1 }}
          />
          <MoneyInput
            label={t('admin.templates.priceChanges.newPrice')}
            value={line.price}
            onChange={(v) => form.setFieldValue(`items.${i}.price`, v)}
            error={form.errors[`items.${i}.price`]}
            w={150}
          />
          <RemoveButton
            mt={28}
            label={t('admin.templates.priceChanges.removeLine')}
            disabled={form.values.items.length === 1}
            onClick={() => form.removeListItem('items', i)}
          />
        </Group>
      ))}
      {form.errors.items ? (
        <Text c="red" size="sm">
          {form.errors.items}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button
          variant="light"
          size="xs"
          onClick={() => form.insertListItem('items', { priceLevelId: null, priceTypeId: null, price: null })}
        >
          {t('admin.templates.priceChanges.addLine')}
        </Button>
      </Group>
    </EditPanel>
  );
}
