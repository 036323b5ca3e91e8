import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, PaymentCommissionRow } from '@tessera/contract';
import { type CardType, cardTypes, fundingTypes } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import type { Column as DataColumn } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { SectionLoader } from '@/ui/FullPageLoader';
import { MoneyInput } from '@/ui/MoneyInput';
import { Section } from '@/ui/Section';
import { SavedText } from '@/ui/StatusNotice';
import { type CommissionRows, packageQueries, useSaveCommissions } from '../packages-queries';

/** One cell per card type and funding type, in the grid's order. */
const cells = cardTypes.flatMap((cardType) => fundingTypes.map((fundingType) => ({ cardType, fundingType })));
type GridRow = (typeof cells)[number] & { g: number };
const gridRows: GridRow[] = cells.map((cell, g) => ({ ...cell, g }));

interface Cell {
  percent: number | '';
  flat: number | null;
  min: number | null;
  max: number | null;
}
type Column = 'basisPoints' | 'flatAmount' | 'min' | 'max';

function gridOf(rows: readonly PaymentCommissionRow[]): Cell[] {
  return cells.map(({ cardType, fundingType }) => {
    const row = rows.find((r) => r.cardType === cardType && r.fundingType === fundingType);
    return row
      ? {
          percent: row.basisPoints ? row.basisPoints / 100 : '',
          flat: row.flatAmount || null,
          min: row.min,
          max: row.max,
        }
      : { percent: '', flat: null, min: null, max: null };
  });
}

const isSet = (c: Cell) =>
  (c.percent !== '' && c.percent > 0) || (c.flat ?? 0) > 0 || c.min !== null || c.max !== null;

function useCardName() {
  const { t } = useTranslation();
  // Card brands keep their own names in every language.
  return (card: CardType) => (card === 'Other' ? t('admin.commissions.otherCard') : card);
}

function Grid({ template, rows }: { template: EventTemplate; rows: readonly PaymentCommissionRow[] }) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const save = useSaveCommissions(template.id);
  const [grid, setGrid] = useState<Cell[]>(() => gridOf(rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'saved' | string | null>(null);
  const readOnly = template.archived;
  const change = (g: number, next: Partial<Cell>) => {
    setStatus(null);
    setGrid(grid.map((c, i) => (i === g ? { ...c, ...next } : c)));
  };
  const submit = async () => {
    setStatus(null);
    setErrors({});
    const sent = grid.flatMap((c, g) => (isSet(c) ? [g] : []));
    const body: CommissionRows = sent.map((g) => {
      const c = grid[g]!;
      return {
        ...cells[g]!,
        basisPoints: c.percent === '' ? 0 : Math.round(c.percent * 100),
        flatAmount: c.flat ?? 0,
        min: c.min,
        max: c.max,
      };
    });
    try {
      const saved = await save.mutateAsync(body);
      setGrid(gridOf(saved.rows));
      setStatus('saved');
    } catch (error) {
      if (!isApiError(error)) return setStatus(t('admin.templates.saveFailed'));
      const next: Record<string, string> = {};
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
        const g = match ? sent[Number(match[1])] : undefined;
        if (g === undefined) continue;
        const column = match![2] === 'fundingType' || match![2] === 'cardType' ? 'basisPoints' : match![2]!;
        next[`${g}.${column}`] = message;
      }
      setErrors(next);
      if (Object.keys(next).length === 0) setStatus(error.message || t('admin.templates.saveFailed'));
    }
  };
  const errorOf = (g: number, column: Column) => errors[`${g}.${column}`];
  const labelOf = (g: number, column: string) =>
    t('admin.commissions.cellLabel', {
      card: cardName(cells[g]!.cardType),
      funding: t(`admin.commissions.fundingTypes.${cells[g]!.fundingType}`),
      column,
    });

  const money = (column: 'flat' | 'min' | 'max', field: Column): DataColumn<GridRow> => ({
    id: column,
    header: t(`admin.commissions.${column}`),
    cell: ({ g }) => (
      <MoneyInput
        size="xs"
        hideControls
        w={120}
        disabled={readOnly}
        aria-label={labelOf(g, t(`admin.commissions.${column}`))}
        value={grid[g]![column]}
        onChange={(value) => change(g, { [column]: value })}
        error={errorOf(g, field)}
      />
    ),
  });
  return (
    <Stack gap="sm">
      <DataTable
        label={t('admin.commissions.title')}
        prefix="commissions"
        rows={gridRows}
        rowKey={({ g }) => g}
        empty=""
        minWidth={760}
        columns={[
          {
            id: 'card',
            header: t('admin.commissions.cardType'),
            // The card's name heads its group of funding types.
            cell: ({ cardType, fundingType }) =>
              fundingType === fundingTypes[0] ? <b>{cardName(cardType)}</b> : null,
          },
          {
            id: 'funding',
            header: t('admin.commissions.fundingType'),
            value: ({ fundingType }) => t(`admin.commissions.fundingTypes.${fundingType}`),
          },
          {
            id: 'percent',
            header: t('admin.commissions.percent'),
            cell: ({ g }) => (
              <NumberInput
                size="xs"
                hideControls
                w={110}
                suffix="%"
                min={0}
                max={100}
                decimalScale={2}
                disabled={readOnly}
                aria-label={labelOf(g, t('admin.commissions.percent'))}
                value={grid[g]!.percent}
                onChange={(v) => change(g, { percent: v === '' ? '' : Number(v) })}
                error={errorOf(g, 'basisPoints')}
              />
            ),
          },
          money('flat', 'flatAmount'),
          money('min', 'min'),
          money('max', 'max'),
        ]}
      />
      {readOnly ? null : (
        <Group justify="flex-end">
          {status === 'saved' ? (
            <SavedText>{t('admin.templates.saved')}</SavedText>
          ) : status ? (
            <Text c="red">{status}</Text>
          ) : null}
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('admin.commissions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Template pricing → commissions: per card type and funding type, saved as a whole. */
export function CommissionsPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const query = useQuery(packageQueries.commissions(template.id));
  return (
    <Section title={t('admin.commissions.title')} intro={t('admin.commissions.intro')}>
      {query.isError ? (
        <ErrorDetails error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <SectionLoader />
      ) : (
        <Grid template={template} rows={query.data.rows} />
      )}
    </Section>
  );
}
