import { describe, expect, it } from 'vitest';
import { type TicketFacts, ticketLayout, ticketPrintData, ticketValue } from '../src';

const facts: TicketFacts = {
  barcode: '123456789012345678',
  eventName: 'Hamlet',
  nameLines: [],
  startsAt: new Date('2026-12-05T01:30:00Z'),
  timeZone: 'America/New_York',
  venueName: 'Demo Theatre',
  section: 'Orchestra',
  row: 'B',
  seat: '12',
  priceTypeName: 'Comp',
  price: 8250,
  fees: [{ name: 'Booking fee', amount: 250 }],
  currency: 'USD',
  orderNumber: '42',
  buyerName: 'Ada Lovelace',
  ticketTexts: ['No late entry'],
};

describe('value plans', () => {
  it('prints the face value, the plan text, or nothing in the price’s place', () => {
    expect(ticketValue(null, '$82.50')).toBe('$82.50');
    expect(ticketValue({ prints: 'faceValue', text: '' }, '$82.50')).toBe('$82.50');
    expect(ticketValue({ prints: 'text', text: ' COMP ' }, '$82.50')).toBe('COMP');
    expect(ticketValue({ prints: 'nothing', text: 'COMP' }, '$82.50')).toBeNull();
  });

  it('changes the ticket’s price line and drops the fees unless the face value is printed', () => {
    const face = ticketLayout({ ...facts, valuePlan: { prints: 'faceValue', text: '' } }, 'en-US');
    expect(face.price).toBe('Price: $82.50');
    expect(face.fees).toContain('Booking fee');
    const comp = ticketLayout({ ...facts, valuePlan: { prints: 'text', text: 'COMP' } }, 'en-US');
    expect(comp.price).toBe('Price: COMP');
    expect(comp.fees).toBe('');
    const hidden = ticketLayout({ ...facts, valuePlan: { prints: 'nothing', text: '' } }, 'en-US');
    expect(hidden.price).toBe('');
    expect(hidden.fees).toBe('');
    expect(ticketPrintData(comp, 'Boca')).toContain('Price: COMP');
    expect(ticketPrintData(hidden, 'Zebra')).not.toContain('82.50');
  });

  it('keeps a hidden price hidden whatever the plan', () => {
    const l = ticketLayout(
      { ...facts, hidePrice: true, valuePlan: { prints: 'text', text: 'COMP' } },
      'en-US',
    );
    expect(l.price).toBe('');
  });
});

describe('ticket template lines', () => {
  it('follow the event’s texts, blank ones dropped, each cut to 100 characters, at most 12', () => {
    const lines = [
      'No refunds or exchanges',
      '',
      'x'.repeat(120),
      ...Array.from({ length: 15 }, (_, i) => `L${i}`),
    ];
    const l = ticketLayout({ ...facts, templateLines: lines }, 'en-US');
    expect(l.texts[0]).toBe('No late entry');
    expect(l.texts[1]).toBe('No refunds or exchanges');
    expect(l.texts[2]).toHaveLength(100);
    expect(l.texts).toHaveLength(13);
    expect(ticketPrintData(l, 'Zebra')).toContain('No refunds or exchanges');
  });
});
