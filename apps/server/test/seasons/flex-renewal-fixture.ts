import type { TestApp } from '../harness';
import { soldPackage } from './renewal-fixture';
import { ok, type SeasonFixture, stallsEvent } from './season-fixture';

export interface FlexSeasons {
  /** This season's flex package: any two of its three events. */
  fromId: number;
  /** Next season's three events (same seats as this season's). */
  eventIds: number[];
  /** Seat ids by event, keyed "Row-Seat" of section S1. */
  seatsOf: Map<number, Map<string, number>>;
  /** Next season's flex package: any two of its three events, $90.00 full price. */
  packageId: number;
}

const flexPackage = (f: SeasonFixture, seasonId: number, name: string, price: number) =>
  f.api('POST', '/api/admin/season-packages', {
    seasonId,
    name,
    kind: 'flex',
    chooseCount: 2,
    prices: [
      { priceTypeId: f.fullId, price },
      { priceTypeId: f.concessionId, price: price - 2000 },
    ],
  });

/**
 * Flex renewals (decisions/0119) beside the season fixture: a flex package of this season
 * ("Any two of spring 2027") and next season's three events at the same seats, a season
 * "Spring 2028" of them and its flex package "Any two of spring 2028", both choosing two.
 */
export async function flexSeasons(t: TestApp, f: SeasonFixture): Promise<FlexSeasons> {
  const from = ok(await flexPackage(f, f.seasonId, 'Any two of spring 2027', 8000));
  const eventIds: number[] = [];
  const seatsOf = new Map<number, Map<string, number>>();
  for (const day of ['2028-03-06T19:30:00Z', '2028-03-13T19:30:00Z', '2028-03-20T19:30:00Z']) {
    const { eventId, seats } = await stallsEvent(t, f, day);
    seatsOf.set(eventId, seats);
    eventIds.push(eventId);
  }
  const season = ok(
    await f.api('POST', '/api/admin/seasons', {
      name: 'Spring 2028',
      startsOn: '2028-03-01',
      endsOn: '2028-03-31',
      eventIds,
    }),
  );
  const pkg = ok(await flexPackage(f, season.id, 'Any two of spring 2028', 9000));
  return { fromId: from.id, eventIds, seatsOf, packageId: pkg.id };
}

/** Sells this season's flex package at a place ("Row-Seat") for its first two events, for cash. */
export const soldFlex = (f: SeasonFixture, s: FlexSeasons, place: string, customerId: number) =>
  soldPackage(f, place, customerId, { packageId: s.fromId, eventIds: f.eventIds.slice(0, 2) });

/** The seat ids of one place ("Row-Seat") in every event of next season. */
export const flexPlace = (s: FlexSeasons, place: string) =>
  s.eventIds.map((e) => s.seatsOf.get(e)!.get(place)!);
