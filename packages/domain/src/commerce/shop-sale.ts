import { seatsForPercent } from '../templates/template-rules';

/** The availability indication the shop shows for an event (spec §4). */
export type AvailabilityLevel = 'High' | 'Medium' | 'Low' | 'SoldOut';

/**
 * High when more than the template's high percentage of places is left, Low at or below its low
 * percentage, Medium between; SoldOut when nothing is left. Without percentages the template
 * defaults apply (high 50 %, low 10 %). Percentages of total seats round up to whole seats.
 */
export function availabilityLevel(
  placesLeft: number,
  totalPlaces: number,
  percents: { high: number | null; low: number | null } = { high: null, low: null },
): AvailabilityLevel {
  if (placesLeft <= 0 || totalPlaces <= 0) return 'SoldOut';
  const high = seatsForPercent(totalPlaces, percents.high ?? 50);
  const low = seatsForPercent(totalPlaces, percents.low ?? 10);
  if (placesLeft > high) return 'High';
  if (placesLeft <= low) return 'Low';
  return 'Medium';
}

/** Where an event stands in the Web channel's sale window. */
export type WebSaleState = 'on_sale' | 'not_yet_on_sale' | 'off_sale';

/**
 * The Web channel sells from its on-sale date (none set: as soon as the event is active) until
 * its off-sale date, and never after the event has started or the admin off-sale.
 */
export function webSaleState(
  now: Date,
  event: {
    active: boolean;
    startsAt: Date;
    webOnSaleAt: Date | null;
    webOffSaleAt: Date | null;
    adminOffSaleAt: Date | null;
  },
): WebSaleState {
  const t = now.getTime();
  if (!event.active) return 'off_sale';
  if (event.webOnSaleAt && t < event.webOnSaleAt.getTime()) return 'not_yet_on_sale';
  const ends = [event.webOffSaleAt, event.adminOffSaleAt, event.startsAt].filter(
    (d): d is Date => d !== null,
  );
  if (ends.some((d) => t >= d.getTime())) return 'off_sale';
  return 'on_sale';
}
