/** One CSV field: quoted when it holds a comma, quote, line break or leading/trailing space. */
function field(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet; a quote mark keeps it text.
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[-+]?\d[\d.,]*$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text: a header line, then a line per row, CRLF between lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((line) => line.map(field).join(',')).join('\r\n');
}

/** Saves text as a file through the browser (a byte-order mark so spreadsheets read UTF-8). */
export function saveCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
