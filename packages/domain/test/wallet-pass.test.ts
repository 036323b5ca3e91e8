import { describe, expect, it } from 'vitest';
import { walletColour, walletPassJson, zonedIso } from '../src/tickets/wallet-pass';

const look = {
  passTypeIdentifier: 'pass.org.example.tickets',
  teamIdentifier: 'A1B2C3D4E5',
  organizationName: 'Example Theatre',
  backgroundColor: '#1a2b3c',
  foregroundColor: '#ffffff',
  labelColor: '#ffcc00',
};
const ticket = {
  serialNumber: '7-41-1',
  barcode: 'TK-000123',
  eventName: 'Hamlet',
  startsAt: new Date('2026-12-02T00:30:00Z'),
  timeZone: 'America/New_York',
  venueName: 'Main Hall',
  section: 'Stalls',
  row: 'B',
  seat: '12',
  hideSeat: false,
  priceTypeName: 'Adult',
  orderNumber: '41',
};

describe('wallet pass.json', () => {
  it('writes the performance time with the venue offset, shown as at the venue', () => {
    expect(zonedIso(ticket.startsAt, 'America/New_York')).toBe('2026-12-01T19:30:00-05:00');
    expect(zonedIso(new Date('2026-07-01T18:00:00Z'), 'Europe/London')).toBe('2026-07-01T19:00:00+01:00');
    expect(zonedIso(new Date('2026-01-01T18:00:00Z'), 'UTC')).toBe('2026-01-01T18:00:00+00:00');
    const pass = walletPassJson(look, ticket, 'en-US');
    const date = pass.eventTicket.secondaryFields[0]!;
    expect(date).toMatchObject({ value: '2026-12-01T19:30:00-05:00', ignoresTimeZone: true });
  });

  it('carries the ticket barcode in the tickets’ symbology, the seat and the colours', () => {
    const pass = walletPassJson(look, ticket, 'es-ES');
    expect(pass.barcodes).toEqual([
      {
        format: 'PKBarcodeFormatCode128',
        message: 'TK-000123',
        messageEncoding: 'iso-8859-1',
        altText: 'TK-000123',
      },
    ]);
    expect(pass.eventTicket.auxiliaryFields.map((f) => `${f.label} ${f.value}`)).toEqual([
      'Sección Stalls',
      'Fila B',
      'Asiento 12',
    ]);
    expect(pass.backgroundColor).toBe('rgb(26, 43, 60)');
    expect(walletColour('#FFCC00')).toBe('rgb(255, 204, 0)');
    expect(pass.eventTicket.primaryFields[0]!.label).toBe('Evento');
  });

  it('leaves the seat out when the account hides seat locations', () => {
    const pass = walletPassJson(look, { ...ticket, hideSeat: true }, 'en-GB');
    expect(pass.eventTicket.auxiliaryFields).toEqual([
      { key: 'place', label: 'Seat', value: 'Seat assigned at the venue' },
    ]);
    expect(JSON.stringify(pass)).not.toContain('Stalls');
  });
});
