import type { ShippedLocale } from '../format/locales';
import { formatMoney } from '../format/money';
import { ticketTexts } from './texts';
import { ticketValue, type ValuePlanRule } from './ticket-template';

/** Spec §9: hard ticket text is at most 12 lines of about 100 characters. */
export const ticketTextMaxLines = 12;
export const ticketTextMaxChars = 100;

/** The symbology printed on every ticket (see docs/decisions: Code 128 for 1D wedge scanners). */
export const ticketBarcodeSymbology = 'code128' as const;

export interface TicketFacts {
  barcode: string;
  eventName: string;
  /** Hard-ticket name lines 1 and 2 of the event; blank ones are skipped. */
  nameLines: readonly string[];
  startsAt: Date;
  timeZone: string;
  venueName: string;
  /** Section name or general-admission area. */
  section: string;
  row: string;
  seat: string;
  priceTypeName: string | null;
  /** What the buyer paid for the ticket, in minor units. */
  price: number;
  /** The fees added on top that the price includes, named in the reader's language. */
  fees?: readonly { name: string; amount: number }[];
  currency: string;
  orderNumber: string;
  buyerName: string;
  /** The event's ticket texts 1 to 3; each may hold several lines. */
  ticketTexts: readonly string[];
  /** The seller's user group hides the price on consumer elements (spec §3 display rules). */
  hidePrice?: boolean;
  /** The account hides seat locations on this order's channel (`hidesSeatLocations`). */
  hideSeat?: boolean;
  /** The value plan of the ticket's price type, else the account's default plan (decisions/0072). */
  valuePlan?: ValuePlanRule | null;
  /** The account ticket template's hard-ticket text lines, printed after the event's texts. */
  templateLines?: readonly string[];
}

/** What goes on one ticket, already in the reader's language: the PDF and printers draw this. */
export interface TicketLayout {
  barcode: string;
  title: string;
  subtitles: string[];
  when: string;
  venue: string;
  place: string;
  priceType: string;
  price: string;
  /** The fees the price includes (blank when there are none or the price is hidden). */
  fees: string;
  order: string;
  buyer: string;
  texts: string[];
}

/** Event date and time as the venue's wall clock, in the reader's language. */
export function ticketWhen(startsAt: Date, timeZone: string, locale: ShippedLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    startsAt,
  );
}

/** Ticket text lines: blank lines dropped, each cut to 100 characters, at most 12 (spec §9). */
export function ticketTextLines(texts: readonly string[]): string[] {
  return texts
    .flatMap((t) => t.split(/\r?\n/))
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => (l.length > ticketTextMaxChars ? l.slice(0, ticketTextMaxChars) : l))
    .slice(0, ticketTextMaxLines);
}

export function ticketPlace(
  facts: Pick<TicketFacts, 'section' | 'row' | 'seat'>,
  locale: ShippedLocale,
): string {
  const t = ticketTexts[locale];
  if (!facts.row && !facts.seat) return `${t.generalAdmission} · ${facts.section}`;
  return [
    `${t.section} ${facts.section}`,
    facts.row && `${t.row} ${facts.row}`,
    facts.seat && `${t.seat} ${facts.seat}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ticketLayout(facts: TicketFacts, locale: ShippedLocale): TicketLayout {
  const t = ticketTexts[locale];
  const value = facts.hidePrice
    ? null
    : ticketValue(facts.valuePlan, formatMoney(facts.price, facts.currency, locale));
  const showFees = value !== null && (!facts.valuePlan || facts.valuePlan.prints === 'faceValue');
  return {
    barcode: facts.barcode,
    title: facts.eventName,
    subtitles: facts.nameLines.map((l) => l.trim()).filter((l) => l.length > 0),
    when: ticketWhen(facts.startsAt, facts.timeZone, locale),
    venue: facts.venueName,
    place: facts.hideSeat ? t.seatAssignedAtVenue : ticketPlace(facts, locale),
    priceType: facts.priceTypeName ? `${t.priceType}: ${facts.priceTypeName}` : '',
    price: value === null ? '' : `${t.price}: ${value}`,
    fees:
      !showFees || !facts.fees?.length
        ? ''
        : `${t.feesIncluded} ${facts.fees.map((f) => `${f.name} ${formatMoney(f.amount, facts.currency, locale)}`).join(', ')}`,
    order: `${t.order} ${facts.orderNumber}`,
    buyer: `${t.buyer}: ${facts.buyerName}`,
    texts: [...ticketTextLines(facts.ticketTexts), ...ticketTextLines(facts.templateLines ?? [])],
  };
}
