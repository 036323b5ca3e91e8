import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attendanceBuckets, type TicketFacts, ticketLayout, ticketPrintData, ticketTextLines } from '../src';

const facts: TicketFacts = {
  barcode: '123456789012345678',
  eventName: 'Hamlet',
  nameLines: ['Royal Company', ''],
  startsAt: new Date('2026-12-05T01:30:00Z'),
  timeZone: 'America/New_York',
  venueName: 'Demo Theatre',
  section: 'Orchestra',
  row: 'B',
  seat: '12',
  priceTypeName: 'Adult',
  price: 8250,
  currency: 'USD',
  orderNumber: '42',
  buyerName: 'Ada Lovelace',
  ticketTexts: ['No late entry', '', 'Doors 30 minutes before\nNo photography'],
};

describe('ticket layout', () => {
  it('shows the event in the venue time zone with seat, price, order and buyer', () => {
    const l = ticketLayout(facts, 'en-US');
    expect(l.when).toBe('Friday, December 4, 2026 at 8:30 PM');
    expect(l.place).toBe('Section Orchestra · Row B · Seat 12');
    expect(l.price).toBe('Price: $82.50');
    expect(l.priceType).toBe('Price type: Adult');
    expect(l.order).toBe('Order 42');
    expect(l.buyer).toBe('Name: Ada Lovelace');
    expect(l.subtitles).toEqual(['Royal Company']);
    expect(l.texts).toEqual(['No late entry', 'Doors 30 minutes before', 'No photography']);
  });

  it('names a general-admission area and speaks the buyer language', () => {
    const l = ticketLayout({ ...facts, section: 'Floor', row: '', seat: '' }, 'fr');
    expect(l.place).toBe('Placement libre · Floor');
    expect(l.when).toContain('2026');
    expect(l.when).toContain('20:30');
    expect(l.order).toBe('Commande 42');
  });

  it('keeps at most 12 ticket text lines of 100 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 300 }), { maxLength: 20 }), (texts) => {
        const out = ticketTextLines(texts);
        expect(out.length).toBeLessThanOrEqual(12);
        for (const l of out) {
          expect(l.length).toBeGreaterThan(0);
          expect(l.length).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('ticket printer data', () => {
  it('writes a Zebra label and a Boca ticket carrying the barcode', () => {
    const l = ticketLayout({ ...facts, eventName: 'Café ^Night~' }, 'en-US');
    const z = ticketPrintData(l, 'Zebra');
    expect(z.startsWith('^XA')).toBe(true);
    expect(z.endsWith('^XZ')).toBe(true);
    expect(z).toContain(`^BCN,100,Y,N,N^FD${facts.barcode}^FS`);
    expect(z).toContain('Cafe  Night ');
    const b = ticketPrintData(l, 'Boca');
    expect(b).toContain(`^${facts.barcode}^`);
    expect(b.endsWith('<p>')).toBe(true);
    expect(/^[\x20-\x7e]*$/.test(b)).toBe(true);
  });
});

describe('attendance buckets', () => {
  it('counts scans per 5 minutes, keeping empty increments', () => {
    const at = (hm: string) => new Date(`2026-12-05T${hm}:00Z`);
    const buckets = attendanceBuckets([
      { at: at('19:01'), direction: 'in' },
      { at: at('19:04'), direction: 'in' },
      { at: at('19:05'), direction: 'in' },
      { at: at('19:16'), direction: 'out' },
    ]);
    expect(buckets.map((b) => [b.from.toISOString().slice(11, 16), b.in, b.out, b.inside])).toEqual([
      ['19:00', 2, 0, 2],
      ['19:05', 1, 0, 3],
      ['19:10', 0, 0, 3],
      ['19:15', 0, 1, 2],
    ]);
  });

  it('never loses a scan', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 86_400_000 }), { maxLength: 50 }), (times) => {
        const b = attendanceBuckets(times.map((t) => ({ at: new Date(t), direction: 'in' as const })));
        expect(b.reduce((n, x) => n + x.in, 0)).toBe(times.length);
      }),
    );
  });
});

describe('the fees a ticket’s price includes', () => {
  const fees = [
    { name: 'Gastos de gestión', amount: 250 },
    { name: 'Tasa', amount: 100 },
  ];

  it('are named with their amounts under the price, in the reader’s language', () => {
    const l = ticketLayout({ ...facts, currency: 'EUR', fees }, 'es-ES');
    expect(l.fees).toBe('Incluye Gastos de gestión 2,50\u00a0€, Tasa 1,00\u00a0€');
    expect(ticketLayout({ ...facts, fees }, 'en-US').fees).toBe(
      'Includes Gastos de gestión $2.50, Tasa $1.00',
    );
    expect(ticketPrintData(ticketLayout({ ...facts, fees }, 'en-US'), 'Zebra')).toContain(
      'Includes Gastos de gestion $2.50, Tasa $1.00',
    );
  });

  it('are left off when there are none or the seller hides prices', () => {
    expect(ticketLayout(facts, 'en-US').fees).toBe('');
    expect(ticketLayout({ ...facts, fees, hidePrice: true }, 'en-US').fees).toBe('');
    expect(ticketPrintData(ticketLayout({ ...facts, fees, hidePrice: true }, 'en-US'), 'Boca')).not.toContain(
      'Includes',
    );
  });
});
