import type { AdminRole } from '../access/roles';
import { ownsReport, type ReportAccountHolder, type ReportOwnership } from './report-server-account';

/**
 * Advanced reporting (beta, decisions/0095): a report builder over the sales. What a person may
 * pick is this whitelist; the server builds its SQL only from these ids, never from user text.
 */
export const advancedMeasures = [
  'orders',
  'tickets',
  'faceValue',
  'fees',
  'discounts',
  'revenue',
  'refunds',
] as const;
export type AdvancedMeasure = (typeof advancedMeasures)[number];

/** Measures counted in minor units of money (the others are counts). */
export const moneyMeasures: readonly AdvancedMeasure[] = [
  'faceValue',
  'fees',
  'discounts',
  'revenue',
  'refunds',
];

export const advancedDimensions = [
  'event',
  'performanceDate',
  'channel',
  'priceLevel',
  'priceType',
  'paymentType',
  'day',
  'week',
  'month',
] as const;
export type AdvancedDimension = (typeof advancedDimensions)[number];

/** What a report shows: measures, the dimensions down the side (one or two) and across (none or one). */
export interface AdvancedLayout {
  readonly measures: readonly AdvancedMeasure[];
  readonly rows: readonly AdvancedDimension[];
  readonly columns: readonly AdvancedDimension[];
}

/** The report id a user group's restrict-reports list names advanced reporting by. */
export const advancedReportId = 'advanced-reporting';
export const advancedReportName = 'Advanced reporting';

/** Why a layout cannot run, or null: every id once, one or two row dimensions, at most one column. */
export function advancedLayoutProblem(layout: AdvancedLayout): string | null {
  if (layout.measures.length === 0) return 'measures';
  if (new Set(layout.measures).size !== layout.measures.length) return 'measures';
  if (layout.rows.length < 1 || layout.rows.length > 2) return 'rows';
  if (layout.columns.length > 1) return 'columns';
  const dims = [...layout.rows, ...layout.columns];
  if (new Set(dims).size !== dims.length) return 'columns';
  return null;
}

/** One group of the sales as the server read it: a key per dimension, a value per measure. */
export interface AdvancedCell {
  readonly keys: Readonly<Partial<Record<AdvancedDimension, string>>>;
  readonly values: Readonly<Partial<Record<AdvancedMeasure, number>>>;
}

export interface PivotTable {
  /** The row dimensions' keys of each row, sorted. */
  readonly rowKeys: readonly (readonly string[])[];
  /** The column dimension's keys, sorted; one empty key when there is no column dimension. */
  readonly columnKeys: readonly string[];
  /** values[row][column][measure index]. */
  readonly values: readonly (readonly (readonly number[])[])[];
  readonly rowTotals: readonly (readonly number[])[];
  readonly columnTotals: readonly (readonly number[])[];
  readonly grandTotal: readonly number[];
}

const compareKeys = (a: readonly string[], b: readonly string[]) => {
  for (let i = 0; i < a.length; i++) {
    const c = (a[i] ?? '').localeCompare(b[i] ?? '', 'en', { numeric: true });
    if (c !== 0) return c;
  }
  return 0;
};

/**
 * Folds the groups into a pivot: rows by the row dimensions, columns by the column dimension,
 * every measure per cell, with row, column and grand totals that add up to the same sums.
 * Counts of orders are sums of the groups' counts (an order in two columns counts in each).
 */
export function pivot(cells: readonly AdvancedCell[], layout: AdvancedLayout): PivotTable {
  const m = layout.measures.length;
  const column = layout.columns[0];
  const rowIndex = new Map<string, readonly string[]>();
  const columnSet = new Set<string>();
  for (const cell of cells) {
    const keys = layout.rows.map((d) => cell.keys[d] ?? '');
    rowIndex.set(JSON.stringify(keys), keys);
    columnSet.add(column ? (cell.keys[column] ?? '') : '');
  }
  const rowKeys = [...rowIndex.values()].sort(compareKeys);
  const columnKeys = [...columnSet].sort((a, b) => compareKeys([a], [b]));
  const rowAt = new Map(rowKeys.map((k, i) => [JSON.stringify(k), i]));
  const columnAt = new Map(columnKeys.map((k, i) => [k, i]));
  const zeros = () => Array.from({ length: m }, () => 0);
  const values = rowKeys.map(() => columnKeys.map(zeros));
  const rowTotals = rowKeys.map(zeros);
  const columnTotals = columnKeys.map(zeros);
  const grandTotal = zeros();
  for (const cell of cells) {
    const r = rowAt.get(JSON.stringify(layout.rows.map((d) => cell.keys[d] ?? ''))) ?? 0;
    const c = columnAt.get(column ? (cell.keys[column] ?? '') : '') ?? 0;
    layout.measures.forEach((measure, i) => {
      const v = cell.values[measure] ?? 0;
      values[r]![c]![i]! += v;
      rowTotals[r]![i]! += v;
      columnTotals[c]![i]! += v;
      grandTotal[i]! += v;
    });
  }
  return { rowKeys, columnKeys, values, rowTotals, columnTotals, grandTotal };
}

/** A saved report as the sharing rule reads it. */
export interface SharedReport extends ReportOwnership {
  readonly shared: boolean;
  /** The user groups the permissions tool lets see it; empty: every group. */
  readonly userGroupIds: readonly number[];
}

export interface ReportViewer extends ReportAccountHolder {
  readonly role: AdminRole;
  readonly userGroupId: number | null;
}

/**
 * Who sees a saved report: its owner always (the holder of its report-server account, decisions/0103); a report kept in "My Reports" nobody else; a
 * report shared to "All Reports" administrators, and everyone else whose user group the
 * permissions tool lists (every group while it lists none).
 */
export function canSeeAdvancedReport(report: SharedReport, viewer: ReportViewer): boolean {
  if (ownsReport(report, viewer)) return true;
  if (!report.shared) return false;
  if (viewer.role === 'Admin' || report.userGroupIds.length === 0) return true;
  return viewer.userGroupId !== null && report.userGroupIds.includes(viewer.userGroupId);
}
