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
