import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, PriceTable } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import type { Column } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { MoneyInput } from '@/ui/MoneyInput';
import { PriceLevelName } from '@/ui/PriceLevelName';
import { Section } from '@/ui/Section';
import { SavedText } from '@/ui/StatusNotice';
import { templateQueries, useSavePriceTable } from '../queries';

const cellKey = (levelId: number, typeId: number) => `${levelId}:${typeId}`;

/** Only Table cells are typed in; the server answers every other cell from `faceValue`. */
function Grid({
  template,
  table,
  saved,
  saving,
  error,
  onSave,
}: {
  template: EventTemplate;
  table: PriceTable;
  saved: boolean;
  saving: boolean;
  error: unknown;
  onSave: (entries: { priceLevelId: number; priceTypeId: number; price: number }[]) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [values, setValues] = useState<Map<string, number | null>>(
    () =>
      new Map(
        table.cells
          .flat()
          .flatMap((c) => (c.editable ? [[cellKey(c.priceLevelId, c.priceTypeId), c.price]] : [])),
      ),
  );
  const typeOf = new Map(table.priceTypes.map((p) => [p.id, p]));
  const describeOffset = (typeId: number) => {
    const type = typeOf.get(typeId)!;
    if (type.defaultDiscount === 0) return t('admin.templates.priceTables.noDiscount');
    return type.offsetType === 'Percentage'
      ? t('admin.templates.priceTables.percentOff', { percent: type.defaultDiscount / 100 })
      : t('admin.templates.priceTables.amountOff', { amount: money(type.defaultDiscount) });
  };
  const submit = () => {
    const entries = [...values].flatMap(([key, price]) => {
      if (price === null) return [];
      const [priceLevelId, priceTypeId] = key.split(':').map(Number) as [number, number];
      return [{ priceLevelId, priceTypeId, price }];
    });
    onSave(entries);
  };
  return (
    <Stack gap="md">
      <DataTable
        label={t('admin.templates.priceTables.title')}
        prefix="grid"
        rows={table.priceLevels}
        empty=""
        minWidth={240 + table.priceTypes.length * 150}
        columns={[
          {
            id: 'level',
            header: t('admin.templates.priceTables.level'),
            value: (level) => level.name,
            cell: (level) => <PriceLevelName level={level} detail={money(level.defaultPrice)} />,
          },
          ...table.priceTypes.map(
            (type, column): Column<(typeof table.priceLevels)[number]> => ({
              id: `type${type.id}`,
              header: type.name,
              headerCell: (
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {type.name}
                  </Text>
                  <Badge size="xs" variant="light" color={type.offsetType === 'Table' ? 'blue' : 'gray'}>
                    {type.offsetType === 'Table'
                      ? t('admin.templates.priceTypes.offsetTypes.Table')
                      : describeOffset(type.id)}
                  </Badge>
                </Stack>
              ),
              cell: (level) => {
                const cell = table.cells[table.priceLevels.indexOf(level)]![column]!;
                const key = cellKey(cell.priceLevelId, cell.priceTypeId);
                return cell.editable ? (
                  <MoneyInput
                    size="xs"
                    aria-label={t('admin.templates.priceTables.cellLabel', {
                      level: level.name,
                      type: type.name,
                    })}
                    placeholder={t('admin.templates.priceTables.noPrice')}
                    disabled={template.archived}
                    value={values.get(key) ?? null}
                    onChange={(v) => setValues(new Map(values).set(key, v))}
                  />
                ) : (
                  <Text size="sm" c="dimmed" title={describeOffset(type.id)}>
                    {cell.price === null ? '—' : money(cell.price)}
                  </Text>
                );
              },
            }),
          ),
        ]}
      />
      {error ? (
        <Alert color="red">{isApiError(error) ? error.message : t('admin.templates.saveFailed')}</Alert>
      ) : null}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('admin.templates.priceTables.computedHint')}
        </Text>
        <Group gap="sm">
          {saved ? <SavedText>{t('admin.templates.saved')}</SavedText> : null}
          <Button onClick={submit} loading={saving} disabled={template.archived}>
            {t('admin.templates.priceTables.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Pricing → price tables: price level × price type, Table prices typed in, the others worked out. */
export function PriceTablePanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const table = useQuery(templateQueries.priceTable(template.id));
  const save = useSavePriceTable(template.id);
  const [saved, setSaved] = useState(false);
  const onSave = (entries: { priceLevelId: number; priceTypeId: number; price: number }[]) => {
    setSaved(false);
    save.mutateAsync({ entries }).then(
      () => setSaved(true),
      () => undefined,
    );
  };
  const body = () => {
    if (table.isError) return <ErrorDetails error={table.error} onRetry={() => void table.refetch()} />;
    if (!table.data) return <SectionLoader />;
    const data = table.data;
    if (data.priceLevels.length === 0 || data.priceTypes.length === 0) {
      return (
        <Text c="dimmed">
          {data.priceLevels.length === 0
            ? t('admin.templates.priceTables.needLevels')
            : t('admin.templates.priceTables.needTypes')}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        {data.priceTypes.some((p) => p.offsetType === 'Table') ? null : (
          <Alert color="blue" variant="light">
            {t('admin.templates.priceTables.noTableTypes')}
          </Alert>
        )}
        {/* A fresh grid after every save, so the fields show what the server kept. */}
        <Grid
          key={table.dataUpdatedAt}
          template={template}
          table={data}
          saved={saved}
          saving={save.isPending}
          error={save.error}
          onSave={onSave}
        />
      </Stack>
    );
  };
  return (
    <Section title={t('admin.templates.priceTables.title')} intro={t('admin.templates.priceTables.intro')}>
      {body()}
    </Section>
  );
}
