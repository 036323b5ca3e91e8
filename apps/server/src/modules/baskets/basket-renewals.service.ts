import type { Basket } from '@tessera/contract';
import { accessibleRenewalAllowed, renewalEventsChosen } from '@tessera/domain';
import type { Db } from '@/db/client';
import { releaseHeldSeats, restInRenewalHold } from '@/modules/inventory/renewal-holds.store';
import { renewableRenewal } from '@/modules/seasons/season-renewals.service';
import { lockRenewal, moveRenewal } from '@/modules/seasons/season-renewals.store';
import { AppError } from '@/platform/http/app-error';
import { addSeasonPackage } from './basket-packages.service';
import { adaTypesAtPlaces } from './basket-packages.store';
import { setBasketCustomerId } from './baskets.store';
import type { Seller } from './sellers.service';

/** What a staff renewer may do with accessible seats (spec §5); none for the holder in the shop. */
export interface RenewalRights {
  accessibleSeatingRenewals: boolean;
  seasonPackageManagement: boolean;
}

/**
 * Takes a renewal into a basket as next season's package (decisions/0096): the holder's held
 * seats, out of the renewal hold, in every event at once; with `seatIds`, an upgrade: the held
 * seats are given back and the seats at the picked place taken instead, in the same
 * transaction (all or nothing), and they rest in the renewal hold should the basket let them
 * go before it is paid. A flex package's renewal (decisions/0119) takes the held seats of the
 * N `eventIds` chosen among the held events and gives back the others in the same transaction.
 * A staff basket is sold to the holder. A staff member renews or upgrades into accessible seats
 * only with accessible seating for renewals and season package management; in the shop
 * (`customerId`) only the holder renews, and takes no upgrade.
 */
export async function renewIntoBasket(
  db: Db,
  accountId: number,
  basketId: string,
  seller: Seller,
  request: {
    renewalId: number;
    priceTypeId?: number;
    seatIds?: readonly number[];
    eventIds?: readonly number[];
  },
  now: Date,
  who: { rights: RenewalRights } | { customerId: number },
): Promise<Basket> {
  const renewal = await renewableRenewal(
    db,
    accountId,
    request.renewalId,
    now,
    'customerId' in who ? who.customerId : undefined,
  );
  const all = renewal.seats.map((s) => Number(s.eventSeatId));
  if (all.length === 0) throw new AppError('purchase.season_renewal_not_held');
  const choice = renewalEventsChosen(
    { kind: renewal.kind, chooseCount: renewal.choose_count },
    renewal.seats.map((s) => s.eventId),
    request.eventIds,
  );
  if ('error' in choice) throw new AppError(choice.error, 'eventIds');
  const chosenIds = new Set(choice.eventIds);
  const chosen = renewal.seats.filter((s) => chosenIds.has(s.eventId));
  const held = chosen.map((s) => Number(s.eventSeatId));
  const notChosen = renewal.seats.filter((s) => !chosenIds.has(s.eventId)).map((s) => Number(s.eventSeatId));
  const upgrade = request.seatIds?.length ? request.seatIds : null;
  if ('rights' in who) {
    const target = upgrade ? await adaTypesAtPlaces(db, accountId, choice.eventIds, upgrade) : [];
    const seats = [...chosen.map((s) => ({ adaType: s.adaType })), ...target];
    if (!accessibleRenewalAllowed(seats, who.rights))
      throw new AppError('purchase.season_renewal_accessible');
  }
  const holdId = renewal.hold_id;
  const basket = await addSeasonPackage(
    db,
    accountId,
    basketId,
    seller,
    {
      packageId: renewal.package_id,
      seatIds: upgrade ?? [held[0]!],
      priceTypeId: request.priceTypeId ?? renewal.price_type_id,
      ...(renewal.kind === 'flex' ? { eventIds: choice.eventIds } : {}),
    },
    now,
    {
      id: Number(renewal.id),
      holdId,
      deadline: renewal.deadline === null ? null : new Date(renewal.deadline),
      heldSeatIds: held,
      beforeTakes: async (tx, swapping) => {
        await lockRenewal(tx, Number(renewal.id));
        // Every seat given back must still rest in the hold (none in a basket): an upgrade
        // gives back every held seat, a flex renewal those of the events not chosen.
        const back = swapping ? all : notChosen;
        const reason = swapping ? 'renewalUpgrade' : 'renewalNotChosen';
        if ((await releaseHeldSeats(tx, accountId, holdId, back, now, reason)) !== back.length)
          throw new AppError('purchase.season_renewal_not_held');
      },
      afterTakes: async (tx, place, parts) => {
        if (!upgrade && notChosen.length === 0) return;
        const ids = parts.map((p) => p.eventSeatId);
        if (upgrade) await restInRenewalHold(tx, accountId, basketId, holdId, ids);
        // The renewal now holds the chosen events' seats only (at the new place on an upgrade).
        await moveRenewal(
          tx,
          Number(renewal.id),
          place,
          parts.map((p) => ({ eventId: p.eventId, eventSeatId: p.eventSeatId })),
        );
      },
    },
  );
  if ('rights' in who) await setBasketCustomerId(db, accountId, basketId, renewal.customer_id, now);
  return basket;
}
