import { ScrollArea, Table } from '@mantine/core';
import type { AdvancedReportResult } from '@tessera/contract';
import { type AdvancedDimension, type AdvancedMeasure, moneyMeasures, pivot } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';

/** A dimension's key as a person reads it: channels and payment types translated. */
export function useKeyLabel() {
  const { t } = useTranslation();
  return (dimension: AdvancedDimension | undefined, key: string) => {
    if (key === '') return t('reports.advanced.none');
    if (dimension === 'channel') return t(`channels.${key}`, key);
    if (dimension === 'paymentType')
      return key === 'split' ? t('reports.advanced.split') : t(`orders.paymentTypes.${key}`, key);
    return key;
  };
}

/** The builder's answer as a pivot: rows by the row dimensions, a column per key and measure, totals. */
export function PivotTable({ result }: { result: AdvancedReportResult }) {
  const { t } = useTranslation();
  const money = useMoney();
  const label = useKeyLabel();
  const table = pivot(result.cells, result);
  const column = result.columns[0];
  const measure = (m: AdvancedMeasure) => t(`reports.advanced.measures.${m}`);
  const value = (m: AdvancedMeasure, v: number) => (moneyMeasures.includes(m) ? money(v) : String(v));
  const cells = (values: readonly number[], at: string) =>
    result.measures.map((m, i) => (
      <Table.Td key={`${at}-${m}`} ta="right">
        {value(m, values[i] ?? 0)}
      </Table.Td>
    ));
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder withColumnBorders aria-label={t('reports.advanced.pivot')}>
        <Table.Thead>
          {column && (
            <Table.Tr>
              <Table.Th colSpan={result.rows.length} />
              {table.columnKeys.map((key) => (
                <Table.Th key={key} colSpan={result.measures.length} ta="center">
                  {label(column, key)}
                </Table.Th>
              ))}
              <Table.Th colSpan={result.measures.length} ta="center">
                {t('reports.total')}
              </Table.Th>
            </Table.Tr>
          )}
          <Table.Tr>
            {result.rows.map((d) => (
              <Table.Th key={d}>{t(`reports.advanced.dimensions.${d}`)}</Table.Th>
            ))}
            {(column ? [...table.columnKeys, '∑'] : ['∑']).flatMap((key) =>
              result.measures.map((m) => (
                <Table.Th key={`${key}-${m}`} ta="right">
                  {measure(m)}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rowKeys.map((keys, r) => (
            <Table.Tr key={keys.join('\u0000')}>
              {keys.map((key, i) => (
                <Table.Td key={result.rows[i]}>{label(result.rows[i], key)}</Table.Td>
              ))}
              {column && table.values[r]!.flatMap((values, c) => cells(values, String(c)))}
              {cells(table.rowTotals[r]!, 'total')}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={result.rows.length}>{t('reports.total')}</Table.Td>
            {column && table.columnTotals.flatMap((values, c) => cells(values, String(c)))}
            {cells(table.grandTotal, 'total')}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
