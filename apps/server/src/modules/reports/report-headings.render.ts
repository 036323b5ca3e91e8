import type { ReportTable } from './report-files.render';
import type { ReportColumn, ReportLabels } from './report-labels.data';

export type ColumnKind = ReportTable['columns'][number]['kind'];

/** A download's columns with their headings in the reader's language. */
export const columnsOf = (labels: ReportLabels, list: readonly (readonly [ReportColumn, ColumnKind])[]) =>
  list.map(([id, kind]) => ({ id, kind, header: labels.columns[id] }));

/** "From … to … (time zone)" from a language's template for the report's days. */
export const rangeLine = (template: string, scope: { firstDay: string; lastDay: string; timeZone: string }) =>
  template
    .replace('{from}', scope.firstDay)
    .replace('{to}', scope.lastDay)
    .replace('{timeZone}', scope.timeZone);
