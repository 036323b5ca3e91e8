import type { ReportFormat } from '@tessera/domain';
import { type ReportTable, reportCsv, reportPdf, reportXlsx } from './report-files.render';
import { reportPng } from './report-image.render';

/** The report's file in a download or scheduled format (decisions/0052; the image, decisions/0106). */
export async function renderReport(
  table: ReportTable,
  format: ReportFormat,
  locale: string,
): Promise<Buffer> {
  switch (format) {
    case 'csv':
      return reportCsv(table);
    case 'xlsx':
      return reportXlsx(table);
    case 'pdf':
      return reportPdf(table, locale);
    case 'png':
      return reportPng(table, locale);
  }
}
