import type { advancedReportQuery, downloadAdvancedReport } from '@tessera/contract';
import { moneyMeasures, pickLocale, pivot, type ShippedLocale } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { advancedLabels } from './advanced-report-labels.data';
import { runAdvanced } from './advanced-reports.service';
import { types } from './report-downloads.service';
import type { ReportTable } from './report-files.render';
import { renderReport } from './report-format.render';
import { rangeLine } from './report-headings.render';
import { reportLabels } from './report-labels.data';

type DownloadQuery = z.output<(typeof downloadAdvancedReport)['query']>;

/**
 * An advanced report as a file: the pivot flattened, one line per row with a cell per column
 * key and measure, the rows' totals at the right and a totals line (decisions/0095).
 */
export async function advancedReportFile(
  db: Db,
  staff: StaffPrincipal,
  query: DownloadQuery,
  requestLocale: ShippedLocale,
  now: Date,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const locale = query.locale ? pickLocale([query.locale]) : requestLocale;
  const labels = advancedLabels[locale];
  const { format: _format, locale: _locale, ...asked } = query;
  const result = await runAdvanced(db, staff, asked as z.output<typeof advancedReportQuery>, now);
  const layout = { measures: result.measures, rows: result.rows, columns: result.columns };
  const table = pivot(result.cells, layout);
  const kind = (m: (typeof result.measures)[number]): 'money' | 'int' =>
    moneyMeasures.includes(m) ? 'money' : 'int';
  const column = result.columns[0];
  const valueColumns = column
    ? table.columnKeys.flatMap((key, c) =>
        result.measures.map((m) => ({
          id: `c${c}-${m}`,
          header: `${key} · ${labels.measures[m]}`,
          kind: kind(m),
        })),
      )
    : [];
  const totalLabel = reportLabels[locale].total;
  const file: ReportTable = {
    title: labels.title,
    subtitle: rangeLine(reportLabels[locale].range, result.scope),
    columns: [
      ...result.rows.map((d) => ({ id: d, header: labels.dimensions[d], kind: 'text' as const })),
      ...valueColumns,
      ...result.measures.map((m) => ({
        id: `total-${m}`,
        header: column ? `${totalLabel} · ${labels.measures[m]}` : labels.measures[m],
        kind: kind(m),
      })),
    ],
    rows: table.rowKeys.map((keys, r) => [
      ...keys,
      ...(column ? table.values[r]!.flat() : []),
      ...table.rowTotals[r]!,
    ]),
    totals: [
      totalLabel,
      ...result.rows.slice(1).map(() => null),
      ...(column ? table.columnTotals.flat() : []),
      ...table.grandTotal,
    ],
    currency: result.currency,
  };
  const body = await renderReport(file, query.format, locale);
  return {
    body,
    contentType: types[query.format],
    fileName: `advanced-report-${result.scope.firstDay}.${query.format}`,
  };
}
