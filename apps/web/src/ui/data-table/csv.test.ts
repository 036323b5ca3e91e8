import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV text', () => {
  it('quotes commas, quotes and line breaks, and separates lines with CRLF', () => {
    expect(
      toCsv(
        ['Seat', 'Note'],
        [
          ['A-1', 'plain'],
          ['A-2', 'say "hi", then\nleave'],
        ],
      ),
    ).toBe('Seat,Note\r\nA-1,plain\r\nA-2,"say ""hi"", then\nleave"');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text, but not a negative number', () => {
    expect(toCsv(['a', 'b', 'c'], [['=SUM(A1)', '-12.50', '@x']])).toBe("a,b,c\r\n'=SUM(A1),-12.50,'@x");
  });
});
