import { Resvg } from '@resvg/resvg-js';
import { formatMoney } from '@tessera/domain';
import type { ReportTable } from './report-files.render';

/**
 * A report as a PNG image (decisions/0106): the table drawn as SVG and rasterised by resvg, for
 * a scheduled report read in a mail client or a chat without opening a file. An image is for
 * looking at, not for a year of rows: past `MAX_ROWS` the first rows are drawn and the subtitle
 * says which of how many ("1–500 / 12345"); the totals row is always drawn.
 */
export const MAX_IMAGE_ROWS = 500;

const FONT_SIZE = 12;
const ROW_HEIGHT = 22;
const PAD = 24;
/** An average glyph's width at FONT_SIZE in a sans font: enough to size columns without measuring. */
const CHAR_WIDTH = 7;
const FONT_FAMILY = 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function cellText(table: ReportTable, value: string | number | null, i: number, locale: string): string {
  if (value === null) return '';
  if (table.columns[i]?.kind === 'money' && typeof value === 'number')
    return formatMoney(value, table.currency, locale);
  return String(value);
}

const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/** The report's table as an SVG document, sized to its columns and rows. */
export function reportSvg(table: ReportTable, locale: string): string {
  const shown = table.rows.slice(0, MAX_IMAGE_ROWS);
  const lines = [
    table.columns.map((c) => c.header),
    ...shown.map((row) => row.map((v, i) => cellText(table, v, i, locale))),
    table.totals.map((v, i) => cellText(table, v, i, locale)),
  ];
  // Each column as wide as its longest text, within bounds (longer text is cut with an ellipsis).
  const chars = table.columns.map((_, i) =>
    Math.min(40, Math.max(6, ...lines.map((l) => (l[i] ?? '').length))),
  );
  const widths = chars.map((n) => n * CHAR_WIDTH + 16);
  const lefts = widths.map((_, i) => PAD + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const width = Math.max(480, tableWidth + 2 * PAD);
  const top = PAD + 52;
  const height = top + lines.length * ROW_HEIGHT + PAD;
  const cut = table.rows.length > shown.length ? ` · 1–${shown.length} / ${table.rows.length}` : '';

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}" font-size="${FONT_SIZE}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${PAD}" y="${PAD + 16}" font-size="18" font-weight="bold" fill="#111111">${escapeXml(table.title)}</text>`,
    `<text x="${PAD}" y="${PAD + 36}" fill="#555555">${escapeXml(table.subtitle + cut)}</text>`,
  ];
  lines.forEach((line, r) => {
    const y = top + r * ROW_HEIGHT;
    const header = r === 0;
    const totals = r === lines.length - 1;
    if (header || totals) {
      parts.push(`<rect x="${PAD}" y="${y}" width="${tableWidth}" height="${ROW_HEIGHT}" fill="#eef1f5"/>`);
    } else if (r % 2 === 0) {
      parts.push(`<rect x="${PAD}" y="${y}" width="${tableWidth}" height="${ROW_HEIGHT}" fill="#f8f9fa"/>`);
    }
    const weight = header || totals ? ' font-weight="bold"' : '';
    line.forEach((text, i) => {
      if (!text) return;
      const right = !header && table.columns[i]?.kind !== 'text';
      const x = right ? lefts[i]! + widths[i]! - 8 : lefts[i]! + 8;
      parts.push(
        `<text x="${x}" y="${y + 15}"${right ? ' text-anchor="end"' : ''}${weight} fill="#111111">${escapeXml(clip(text, chars[i]!))}</text>`,
      );
    });
  });
  parts.push(
    `<rect x="${PAD}" y="${top}" width="${tableWidth}" height="${lines.length * ROW_HEIGHT}" fill="none" stroke="#c9ced6"/>`,
    '</svg>',
  );
  return parts.join('');
}

/** The report's table as a PNG image. */
export function reportPng(table: ReportTable, locale: string): Buffer {
  const svg = reportSvg(table, locale);
  const image = new Resvg(svg, {
    background: '#ffffff',
    font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' },
  });
  return Buffer.from(image.render().asPng());
}
