import type { Basket } from '@tessera/contract';
import {
  eventsScopeApplies,
  packageEventsChosen,
  packageSeatLabel,
  salePolicyProblem,
  splitPackagePrice,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { takeSeats } from '@/modules/inventory/reservations.store';
import { sellablePackage } from '@/modules/seasons/seasons.service';
import { scopedEvents } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { stopTimerIfEmpty } from './basket-add.store';
import { insertPackageLine, type PackagePart, seatsAtPlacesOf } from './basket-packages.store';
import { checkPickedSeats } from './basket-policy.service';
import { saleEventsOf } from './basket-sale-events.service';
import { viewBasket } from './baskets.service';
import { basketRow } from './baskets.store';
import type { Seller } from './sellers.service';

/**
 * A renewal taken into a basket: its held seats may come out of its hold, and an upgrade gives
 * them back before the new ones are taken; `afterTakes` records where the renewal now sits.
 */
export interface PackageRenewal {
  id: number;
  holdId: number;
  /** Until then the renewal sells before the channel's on-sale date (decisions/0111). */
  deadline: Date | null;
  heldSeatIds: readonly number[];
  /** Inside the add's transaction before any take; `upgrade` when seats not held are taken. */
  beforeTakes: (tx: Db, upgrade: boolean) => Promise<void>;
  afterTakes: (
    tx: Db,
    place: { section: string; row: string; seat: string },
    parts: readonly PackagePart[],
  ) => Promise<void>;
}

/**
 * Adds a fixed season package to a basket (decisions/0086): for each seat picked on the map of
 * one of the package's events, the seat at the same place (section, row, seat) in every event
 * of the package, taken in one transaction by the reservation core's take statement, events
 * in id order and seats in id order (so two package buyers never wait on each other in a
 * circle). A seat not available in any one event refuses the whole package, naming the seat
 * and the event, and the transaction gives back what the other events took: all or nothing.
 * Each seat becomes one package line; its parts (one basket line per event) share the
 * package's price for the price type, split by `splitPackagePrice`.
 */
export async function addSeasonPackage(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  request: {
    packageId: number;
    seatIds: readonly number[];
    priceTypeId: number;
    /** A flex package's chosen events (decisions/0108); none for a fixed one. */
    eventIds?: readonly number[];
  },
  now: Date,
  /** A renewal's seats, held in its hold for the holder (decisions/0096). */
  renewal?: PackageRenewal,
): Promise<Basket> {
  const pkg = await sellablePackage(db, accountId, request.packageId);
  if (!pkg || pkg.events.length === 0) throw new AppError('purchase.season_package_not_found', 'packageId');
  // A fixed package takes every event of its season, a flex one the events chosen.
  const chosen = packageEventsChosen(
    { kind: pkg.kind, chooseCount: pkg.choose_count, eventIds: pkg.events.map((e) => e.id) },
    request.eventIds,
  );
  if ('error' in chosen) throw new AppError(chosen.error, 'eventIds');
  const chosenIds = new Set(chosen.eventIds);
  // The package names its events, not the request: the seller's events scope is judged here.
  if (seller.policy && eventsScopeApplies(seller.policy)) {
    const scoped = await scopedEvents(db, accountId, chosen.eventIds);
    const problem = salePolicyProblem(seller.policy, { events: scoped });
    if (problem) throw new AppError(problem.code, 'packageId');
  }
  const price = pkg.prices.find((p) => p.priceTypeId === request.priceTypeId)?.price;
  if (price === undefined) throw new AppError('purchase.season_package_no_price', 'priceTypeId');
  const events = pkg.events.filter((e) => chosenIds.has(e.id)).sort((a, b) => a.id - b.id);
  const eventIds = events.map((e) => e.id);
  const { picked, placed } = await seatsAtPlacesOf(db, accountId, eventIds, request.seatIds);
  const pickedIds = new Set(request.seatIds);
  if (picked.length !== pickedIds.size) throw new AppError('common.not_found', 'seatIds');
  const places = [...new Map(picked.map((p) => [packageSeatLabel(p), p])).values()];

  // Every event on sale through the basket's channel, read as an add reads it (this also
  // starts the basket's timer); the buyer of each event with the holds it may sell.
  const { buyers, until } = await saleEventsOf(
    db,
    accountId,
    basketId,
    seller,
    eventIds,
    now,
    { code: 'purchase.season_package_not_found', field: 'packageId' },
    renewal ? { deadline: renewal.deadline } : undefined,
  );

  // The seat at each place in every event: one missing or unpriced refuses the package.
  const seatAt = (eventId: number, place: (typeof places)[number]) =>
    placed.find(
      (s) =>
        s.event_id === eventId && s.section === place.section && s.row === place.row && s.seat === place.seat,
    );
  for (const place of places)
    for (const event of events) {
      const seat = seatAt(event.id, place);
      const params = { event: event.name, seat: packageSeatLabel(place) };
      if (!seat) throw new AppError('purchase.season_package_seat_missing', 'seatIds', params);
      if (seat.price_level_id === null) throw new AppError('purchase.seat_unpriced', 'seatIds');
    }
  // A renewal's own held seats are the holder's: the seller's hold rules judge the others.
  const heldIds = new Set(renewal?.heldSeatIds ?? []);
  const notHeld = placed.filter((s) => !heldIds.has(s.id)).map((s) => s.id);
  if (seller.policy && notHeld.length) await checkPickedSeats(db, accountId, seller.policy, notHeld);

  const shares = splitPackagePrice(price, events.length);
  try {
    await db.transaction(async (tx) => {
      const basket = await basketRow(tx, accountId, basketId, true);
      if (!basket) throw new AppError('purchase.basket_not_found');
      if (basket.status !== 'open') throw new AppError('purchase.basket_closed');
      if (basket.expires_at && new Date(basket.expires_at).getTime() <= now.getTime())
        throw new AppError('purchase.reservation_expired');
      // A renewal first locks itself; an upgrade gives the held seats back, in the same transaction.
      if (renewal) await renewal.beforeTakes(tx, notHeld.length > 0);
      // The takes, in (event id, seat id) order; the first refusal rolls every one back.
      for (const event of events) {
        const seats = places
          .map((place) => ({ place, seat: seatAt(event.id, place)! }))
          .sort((a, b) => a.seat.id - b.seat.id);
        for (const { place, seat } of seats) {
          try {
            const buyer = buyers.get(event.id)!;
            // Only the renewal's own seats may be taken from its hold.
            const from = heldIds.has(seat.id)
              ? { ...buyer, allowedHoldIds: [...buyer.allowedHoldIds, renewal!.holdId] }
              : buyer;
            await takeSeats(tx, accountId, event.id, [seat.id], from, until, now);
          } catch (error) {
            if (error instanceof AppError && error.code === 'purchase.seats_unavailable')
              throw new AppError('purchase.season_package_seat_taken', 'seatIds', {
                event: event.name,
                seat: packageSeatLabel(place),
              });
            throw error;
          }
        }
      }
      for (const place of places) {
        const parts: PackagePart[] = events.map((event, i) => {
          const seat = seatAt(event.id, place)!;
          return {
            eventId: event.id,
            eventSeatId: seat.id,
            priceLevelId: seat.price_level_id,
            unitPrice: shares[i]!,
          };
        });
        await insertPackageLine(
          tx,
          accountId,
          {
            basketId,
            packageId: pkg.id,
            priceTypeId: request.priceTypeId,
            place,
            price,
            parts,
            renewalId: renewal?.id ?? null,
          },
          now,
        );
        if (renewal) await renewal.afterTakes(tx, place, parts);
      }
    });
  } catch (error) {
    // Refused before anything was written: a basket left empty stops its timer again.
    await stopTimerIfEmpty(db, accountId, basketId).catch(() => undefined);
    throw error;
  }
  return viewBasket(db, accountId, basketId, now);
}
