import { formatMoney } from '@tessera/domain';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/** A report as its downloads show it: a title, a line saying what it covers, columns, rows and totals. */
export interface ReportTable {
  title: string;
  subtitle: string;
  columns: { id: string; header: string; kind: 'text' | 'int' | 'money' }[];
  rows: (string | number | null)[][];
  totals: (string | number | null)[];
  currency: string;
}

/** A cell that needs neither the formula guard nor quotes (most of them): written as it is. */
const plainCell = /^(?![=+\-@\t\r])[^",\n\r]*$/;

const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (plainCell.test(value)) return value;
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Money as a plain decimal for files a spreadsheet reads (minor units / 100, two places). */
const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * One CSV line of a report's row, with its line break. Money is a plain decimal, written as a
 * number even when negative (a refund): only text a user typed gets the formula guard.
 */
export function csvLine(columns: ReportTable['columns'], row: (string | number | null)[]): string {
  const line = row.map((value, i) =>
    columns[i]?.kind === 'money' && typeof value === 'number' ? decimal(value) : csvCell(value),
  );
  return `${line.join(',')}\r\n`;
}

/** The start of a report's CSV: the byte-order mark (spreadsheets then read accents) and the header line. */
export function csvHead(columns: ReportTable['columns']): string {
  return `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
}

/** CSV (UTF-8 with a byte-order mark, so spreadsheets read accents), the totals row last. */
export function reportCsv(table: ReportTable): Buffer {
  const lines = [...table.rows, table.totals].map((row) => csvLine(table.columns, row));
  return Buffer.from(csvHead(table.columns) + lines.join(''), 'utf8');
}

/** An Excel workbook: one sheet, a bold header and totals row, money as numbers in a money format. */
export async function reportXlsx(table: ReportTable): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.title.slice(0, 31));
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  sheet.addRow([table.subtitle]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = { bold: true };
  const asCell = (row: (string | number | null)[]) =>
    row.map((v, i) => (table.columns[i]?.kind === 'money' && typeof v === 'number' ? v / 100 : v));
  for (const row of table.rows) sheet.addRow(asCell(row));
  const totals = sheet.addRow(asCell(table.totals));
  totals.font = { bold: true };
  table.columns.forEach((column, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = Math.max(12, column.header.length + 2);
    if (column.kind === 'money') col.numFmt = '#,##0.00';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A PDF: landscape pages of the table, the header again on each page, the totals last. */
export function reportPdf(table: ReportTable, locale: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 72;
  const colWidth = width / Math.max(1, table.columns.length);
  const show = (row: (string | number | null)[]) =>
    row.map((v, i) =>
      v === null
        ? ''
        : table.columns[i]?.kind === 'money' && typeof v === 'number'
          ? formatMoney(v, table.currency, locale)
          : String(v),
    );
  const line = (values: string[], bold = false) => {
    if (doc.y > doc.page.height - 54) {
      doc.addPage();
      line(
        table.columns.map((c) => c.header),
        true,
      );
    }
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    values.forEach((text, i) => {
      const align = table.columns[i]?.kind === 'text' ? 'left' : 'right';
      doc.text(text, 36 + i * colWidth, y, { width: colWidth - 4, align, lineBreak: false, ellipsis: true });
    });
    doc.x = 36;
    doc.y = y + 12;
  };
  doc.font('Helvetica-Bold').fontSize(14).text(table.title);
  doc.font('Helvetica').fontSize(9).text(table.subtitle).moveDown();
  line(
    table.columns.map((c) => c.header),
    true,
  );
  for (const row of table.rows) line(show(row));
  line(show(table.totals), true);
  doc.end();
  return done;
}
