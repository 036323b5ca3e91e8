import type { TicketLayout } from './layout';

export const ticketPrinterTypes = ['Boca', 'Zebra'] as const;
export type TicketPrinterType = (typeof ticketPrinterTypes)[number];

/** Printer languages are 7-bit: accents are dropped and control characters removed. */
function plain(text: string, forbidden: RegExp): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(forbidden, ' ');
}

function lines(layout: TicketLayout): string[] {
  return [
    layout.title,
    ...layout.subtitles,
    layout.when,
    layout.venue,
    layout.place,
    [layout.priceType, layout.price].filter(Boolean).join('  '),
    ...(layout.fees ? [layout.fees] : []),
    layout.order,
    layout.buyer,
    ...layout.texts,
  ];
}

/** Boca FGL: one ticket, text rows then a Code 128 barcode, cut with <p>. */
function fgl(layout: TicketLayout): string {
  const rows = lines(layout).map((l, i) => `<RC${20 + i * 40},20><F3>${plain(l, /[<>]/g)}`);
  return `${rows.join('')}<RC60,900><X2><NXL10>^${plain(layout.barcode, /[<>^]/g)}^<RC330,900><F2>${plain(layout.barcode, /[<>]/g)}<p>`;
}

/** Zebra ZPL: one label, text fields then a Code 128 barcode. */
function zpl(layout: TicketLayout): string {
  const rows = lines(layout).map((l, i) => `^FO30,${30 + i * 36}^A0N,28,28^FD${plain(l, /[\^~]/g)}^FS`);
  return `^XA^CI0${rows.join('')}^FO30,${60 + rows.length * 36}^BCN,100,Y,N,N^FD${plain(layout.barcode, /[\^~]/g)}^FS^XZ`;
}

/** The bytes (as 7-bit text) a ticket printer of the given kind prints one ticket from. */
export function ticketPrintData(layout: TicketLayout, type: TicketPrinterType): string {
  return type === 'Boca' ? fgl(layout) : zpl(layout);
}
