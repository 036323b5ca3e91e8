import { describe, expect, it } from 'vitest';
import { isTxtTemplateFile, templateText } from '../src/tickets/email-templates';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('email template files (.txt only)', () => {
  it('takes a .txt file of plain text', () => {
    expect(
      isTxtTemplateFile({
        fileName: 'pre-event.txt',
        contentType: 'text/plain',
        bytes: bytes('Doors open at 7.'),
      }),
    ).toBe(true);
    expect(
      isTxtTemplateFile({
        fileName: 'NOTES.TXT',
        contentType: 'text/plain; charset=utf-8',
        bytes: bytes('Café\r\n'),
      }),
    ).toBe(true);
    expect(isTxtTemplateFile({ fileName: 'notes.txt', contentType: '', bytes: bytes('tab\there') })).toBe(
      true,
    );
  });

  it('refuses another extension, another type, or bytes that are not text', () => {
    expect(
      isTxtTemplateFile({ fileName: 'pre-event.html', contentType: 'text/plain', bytes: bytes('x') }),
    ).toBe(false);
    expect(
      isTxtTemplateFile({ fileName: 'pre-event.txt.pdf', contentType: 'text/plain', bytes: bytes('x') }),
    ).toBe(false);
    expect(
      isTxtTemplateFile({ fileName: 'pre-event.txt', contentType: 'text/html', bytes: bytes('x') }),
    ).toBe(false);
    expect(
      isTxtTemplateFile({ fileName: 'pre-event.txt', contentType: 'application/pdf', bytes: bytes('x') }),
    ).toBe(false);
    expect(
      isTxtTemplateFile({
        fileName: 'x.txt',
        contentType: 'text/plain',
        bytes: new Uint8Array([0xff, 0xfe, 0x00]),
      }),
    ).toBe(false);
    expect(
      isTxtTemplateFile({ fileName: 'x.txt', contentType: 'text/plain', bytes: bytes('%PDF\u0000') }),
    ).toBe(false);
  });

  it('keeps the text with a byte-order mark dropped and line breaks made plain', () => {
    expect(templateText('\uFEFF  Doors open at 7.\r\nBar at 6.\r\n')).toBe('Doors open at 7.\nBar at 6.');
  });
});
