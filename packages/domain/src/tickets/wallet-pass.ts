import type { ShippedLocale } from '../format/locales';
import { type TicketFacts, ticketBarcodeSymbology, ticketWhen } from './layout';
import { ticketTexts } from './texts';

/**
 * An Apple Wallet event ticket (decisions/0088): what `pass.json` holds for one ticket. Pure: the
 * server adds the images, the manifest and the signature.
 */

/** The pass type and look an account signs its passes with. */
export interface WalletPassLook {
  passTypeIdentifier: string;
  teamIdentifier: string;
  organizationName: string;
  /** #rrggbb */
  backgroundColor: string;
  foregroundColor: string;
  labelColor: string;
}

export interface WalletPassTicket
  extends Pick<
    TicketFacts,
    | 'barcode'
    | 'eventName'
    | 'startsAt'
    | 'timeZone'
    | 'venueName'
    | 'section'
    | 'row'
    | 'seat'
    | 'hideSeat'
    | 'priceTypeName'
    | 'orderNumber'
  > {
  /** Unique per ticket and barcode: a reissued barcode makes a new pass. */
  serialNumber: string;
}

/** Colours as Wallet reads them: `rgb(r, g, b)`. */
export function walletColour(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 'rgb(0, 0, 0)';
  return `rgb(${m
    .slice(1)
    .map((h) => Number.parseInt(h, 16))
    .join(', ')})`;
}

/**
 * The instant written with the venue's offset (2026-12-01T19:30:00-05:00): with
 * `ignoresTimeZone` Wallet shows the performance time as on the tickets, wherever the phone is.
 */
export function zonedIso(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const labels: Record<
  ShippedLocale,
  { event: string; date: string; venue: string; place: string; barcode: string }
> = {
  'en-US': { event: 'Event', date: 'Date', venue: 'Venue', place: 'Seat', barcode: 'Barcode' },
  'en-AU': { event: 'Event', date: 'Date', venue: 'Venue', place: 'Seat', barcode: 'Barcode' },
  'en-GB': { event: 'Event', date: 'Date', venue: 'Venue', place: 'Seat', barcode: 'Barcode' },
  'es-ES': {
    event: 'Evento',
    date: 'Fecha',
    venue: 'Recinto',
    place: 'Asiento',
    barcode: 'Código de barras',
  },
  fr: { event: 'Événement', date: 'Date', venue: 'Salle', place: 'Place', barcode: 'Code-barres' },
};

type Field = { key: string; label: string; value: string; [more: string]: unknown };

/** pass.json of an event ticket, in `locale`: the event, its date at the venue, the place, the barcode. */
export function walletPassJson(look: WalletPassLook, ticket: WalletPassTicket, locale: ShippedLocale) {
  const t = ticketTexts[locale];
  const l = labels[locale];
  const place: Field[] = ticket.hideSeat
    ? [{ key: 'place', label: l.place, value: t.seatAssignedAtVenue }]
    : !ticket.row && !ticket.seat
      ? [{ key: 'section', label: t.generalAdmission, value: ticket.section }]
      : [
          { key: 'section', label: t.section, value: ticket.section },
          ...(ticket.row ? [{ key: 'row', label: t.row, value: ticket.row }] : []),
          ...(ticket.seat ? [{ key: 'seat', label: t.seat, value: ticket.seat }] : []),
        ];
  return {
    formatVersion: 1,
    passTypeIdentifier: look.passTypeIdentifier,
    teamIdentifier: look.teamIdentifier,
    organizationName: look.organizationName,
    serialNumber: ticket.serialNumber,
    description: `${ticket.eventName} · ${ticket.venueName}`,
    backgroundColor: walletColour(look.backgroundColor),
    foregroundColor: walletColour(look.foregroundColor),
    labelColor: walletColour(look.labelColor),
    relevantDate: zonedIso(ticket.startsAt, ticket.timeZone),
    barcodes: [
      {
        // The symbology printed on the tickets, so the door's scanners read the phone the same way.
        format: ticketBarcodeSymbology === 'code128' ? 'PKBarcodeFormatCode128' : 'PKBarcodeFormatQR',
        message: ticket.barcode,
        messageEncoding: 'iso-8859-1',
        altText: ticket.barcode,
      },
    ],
    eventTicket: {
      primaryFields: [{ key: 'event', label: l.event, value: ticket.eventName }],
      secondaryFields: [
        {
          key: 'date',
          label: l.date,
          value: zonedIso(ticket.startsAt, ticket.timeZone),
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleShort',
          ignoresTimeZone: true,
        },
        { key: 'venue', label: l.venue, value: ticket.venueName },
      ],
      auxiliaryFields: place,
      backFields: [
        { key: 'when', label: l.date, value: ticketWhen(ticket.startsAt, ticket.timeZone, locale) },
        ...(ticket.priceTypeName
          ? [{ key: 'priceType', label: t.priceType, value: ticket.priceTypeName }]
          : []),
        { key: 'order', label: t.order, value: ticket.orderNumber },
        { key: 'barcode', label: l.barcode, value: ticket.barcode },
      ],
    },
  };
}
export type WalletPassJson = ReturnType<typeof walletPassJson>;
