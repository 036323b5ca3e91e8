import { randomUUID } from 'node:crypto';
import type { HouseSeatPaymentView, HouseSeatRequest, houseSeatRequestInput } from '@tessera/contract';
import { accountMailTexts, type HouseSeatAction, houseSeatTransition, pickLocale } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { addToBasket } from '@/modules/baskets/basket-add.service';
import { viewBasket } from '@/modules/baskets/baskets.service';
import { basketRow, insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import { abandonSavedBasket } from '@/modules/baskets/saved-baskets.store';
import type { Seller } from '@/modules/baskets/sellers.service';
import { releaseChannelHolds } from '@/modules/inventory/channel-hold-release.store';
import { releaseHouseGaPlaces, returnHouseGaPlaces } from '@/modules/inventory/house-ga.store';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import { channelSeller, requireReachableEvent } from '@/modules/sell/sell.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { shopLinkOrigin } from '@/platform/tenancy';
import { approvalMail } from './house-seats.mail';
import {
  basketSeatsOutsideHouseHolds,
  countHeldHouseSeats,
  eventHouseRow,
  eventNames,
  type HouseSeatRequestRow,
  insertRequest,
  moveRequest,
  orderTotals,
  placesOfRequests,
  requestRow,
  requestRows,
  seatsOfRequests,
} from './house-seats.store';

/** The channel house seats are sold through (spec §3 sales channels). */
export const CHANNEL = 'HouseSeats';
/** A staff member who sells through the HouseSeats channel. */
export const houseSeller = (db: Db, staff: StaffPrincipal): Promise<Seller> =>
  channelSeller(db, staff, CHANNEL);

export const reachableEvent = (
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  now: Date,
) => requireReachableEvent(db, accountId, staff, eventId, now, 'eventId');

export async function outputs(db: Db, accountId: number, list: readonly HouseSeatRequestRow[], now: Date) {
  const seats = await seatsOfRequests(db, accountId, list);
  const places = await placesOfRequests(db, accountId, list);
  const names = await eventNames(db, accountId, [...new Set(list.map((r) => r.eventId))]);
  const totals = await orderTotals(
    db,
    accountId,
    list.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
  );
  const out: HouseSeatRequest[] = [];
  for (const r of list) {
    const waiting = r.status === 'requested' || r.status === 'approved';
    const event = names.get(r.eventId)!;
    const total =
      r.orderId !== null
        ? (totals.get(r.orderId) ?? 0)
        : waiting
          ? (await viewBasket(db, accountId, r.basketId, now)).total
          : 0;
    out.push({
      id: r.id,
      eventId: r.eventId,
      eventName: event.name,
      startsAt: event.startsAt.toISOString(),
      requesterName: r.requesterName,
      requesterEmail: r.requesterEmail,
      relationship: r.relationship,
      note: r.note,
      status: r.status,
      seats: (r.orderId !== null ? seats.get(`o${r.orderId}`) : seats.get(`b${r.basketId}`)) ?? [],
      places: (r.orderId !== null ? places.get(`o${r.orderId}`) : places.get(`b${r.basketId}`)) ?? [],
      total,
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
      approvedAt: r.approvedAt?.toISOString() ?? null,
      paidAt: r.paidAt?.toISOString() ?? null,
      canceledAt: r.canceledAt?.toISOString() ?? null,
    });
  }
  return out;
}

export async function listRequests(db: Db, accountId: number, staff: StaffPrincipal, now: Date) {
  await houseSeller(db, staff);
  return outputs(db, accountId, await requestRows(db, accountId), now);
}

export async function requireRequest(db: Db, accountId: number, id: number, lock = false) {
  const row = await requestRow(db, accountId, id, lock);
  if (!row) throw new AppError('admin.house_seat_request_not_found');
  return row;
}

export async function getRequest(db: Db, accountId: number, staff: StaffPrincipal, id: number, now: Date) {
  await houseSeller(db, staff);
  const [out] = await outputs(db, accountId, [await requireRequest(db, accountId, id)], now);
  return out!;
}

/**
 * Requests tickets for a requester: the seats must rest in the event's house-seat holds, and
 * general-admission places come from those each area keeps for house seats (decisions/0091).
 * They are taken into the request's own basket on the HouseSeats channel, through the shared
 * basket add (sale timing, price type, ticket limits, the seller's group), reserved until the
 * event starts. A seat released to general sale between the check and the take is given back.
 */
export async function createRequest(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  input: z.output<typeof houseSeatRequestInput>,
  now: Date,
): Promise<HouseSeatRequest> {
  const seller = await houseSeller(db, staff);
  await reachableEvent(db, accountId, staff, input.eventId, now);
  const seatIds = [...new Set(input.seatIds)];
  const places = new Map<number, number>();
  for (const p of input.places) places.set(p.areaId, (places.get(p.areaId) ?? 0) + p.quantity);
  if (seatIds.length === 0 && places.size === 0)
    throw new AppError('admin.house_seats_request_empty', 'seatIds');
  // One transaction under the event's lock, as the release takes it: a request is written whole
  // before the release (which then cancels it and frees its places) or refused after it. A
  // refusal part way leaves nothing behind.
  const row = await db.transaction(async (tx) => {
    const event = (await eventHouseRow(tx, accountId, input.eventId, true))!;
    if (event.houseSeatsReleasedAt) throw new AppError('admin.house_seats_already_released');
    if ((await countHeldHouseSeats(tx, accountId, input.eventId, seatIds)) !== seatIds.length) {
      throw new AppError('admin.house_seats_not_held', 'seatIds');
    }
    const basketId = randomUUID();
    await insertBasket(tx, accountId, { id: basketId, channel: CHANNEL, userId: staff.userId, now });
    // The seats wait for the requester until the show (a basket's timer would lapse in minutes).
    await updateBasket(tx, accountId, basketId, { expiresAt: new Date(event.startsAt) }, now);
    const base = { eventId: input.eventId, priceTypeId: input.priceTypeId };
    if (seatIds.length > 0) {
      await addToBasket(
        tx,
        accountId,
        basketId,
        seller,
        { ...base, kind: 'seats', seatIds, acknowledgedAlertIds: [] },
        now,
      );
    }
    for (const [areaId, quantity] of places) {
      await addToBasket(tx, accountId, basketId, seller, { ...base, kind: 'ga', areaId, quantity }, now, {
        gaFromHouseSeats: true,
      });
    }
    if ((await basketSeatsOutsideHouseHolds(tx, accountId, basketId)) > 0) {
      throw new AppError('admin.house_seats_not_held', 'seatIds');
    }
    return insertRequest(tx, {
      accountId,
      eventId: input.eventId,
      basketId,
      requesterName: input.requesterName,
      requesterEmail: input.requesterEmail.trim().toLowerCase(),
      relationship: input.relationship,
      note: input.note,
      requestedBy: staff.userId,
      createdAt: now,
    });
  });
  const [out] = await outputs(db, accountId, [row], now);
  return out!;
}

export function requireMove(row: HouseSeatRequestRow, action: HouseSeatAction) {
  const to = houseSeatTransition(row.status, action);
  if (!to) throw new AppError('admin.house_seat_request_status');
  return to;
}

/**
 * Approves a request and mails the requester the links to pay or cancel. The link carries a
 * random token whose hash only is kept; its address is built from configuration (PUBLIC_URL on
 * the account's default host name), never from the request's headers.
 */
export async function approveRequest(
  deps: AppDeps,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
): Promise<HouseSeatRequest> {
  const now = deps.now();
  await houseSeller(deps.db, staff);
  await deps.db.transaction(async (tx) => {
    const row = await requireRequest(tx, accountId, id, true);
    requireMove(row, 'approve');
    const token = newSessionToken();
    await moveRequest(tx, accountId, id, 'requested', {
      status: 'approved',
      tokenHash: hashToken(token),
      approvedBy: staff.userId,
      approvedAt: now,
    });
    const view = await paymentView(tx, accountId, { ...row, status: 'approved' }, now);
    const account = await requireAccount(tx, accountId);
    const origin = await shopLinkOrigin(tx, deps.config, accountId, '');
    const locale = pickLocale([account.defaultLanguage]);
    const texts = accountMailTexts[locale];
    const sent = await deps.mailer.send(
      tx,
      accountId,
      approvalMail(texts, {
        to: row.requesterEmail,
        lang: locale,
        requesterName: row.requesterName,
        accountName: account.name,
        eventName: view.eventName,
        startsAt: view.startsAt,
        seats: view.seats
          ? [
              ...view.seats.map((s) => `${s.section} ${s.row}-${s.seat}`),
              ...view.places.map((p) => texts.houseSeatsPlaces(p.areaName, p.quantity)),
            ]
          : null,
        seatCount: view.seatCount,
        total: view.totalText,
        payLink: `${origin}/shop/houseseat/payment?request=${id}&token=${token}`,
        cancelLink: `${origin}/shop/houseseat/cancel/${id}?token=${token}`,
        token,
      }),
      now,
    );
    if (sent.status === 'failed') throw new AppError('admin.mail_send_failed');
  });
  return getRequest(deps.db, accountId, staff, id, now);
}

/**
 * Cancels a waiting request under its lock: its basket's seats go back to their house-seat hold
 * (or, once the event's house seats were released, on to general sale) and the basket closes.
 * A basket already checked out means the payment won: the request is not cancelable.
 */
export async function cancelLocked(
  tx: Db,
  accountId: number,
  row: HouseSeatRequestRow,
  by: 'staff' | 'requester' | 'release',
  userId: number | null,
  now: Date,
): Promise<void> {
  const basket = await basketRow(tx, accountId, row.basketId, true);
  if (basket && basket.status !== 'open') {
    if (basket.status === 'checked_out') throw new AppError('admin.house_seat_request_status');
  }
  const event = await eventHouseRow(tx, accountId, row.eventId);
  // General-admission places go back to what the house keeps, unless the house seats were
  // released already: then the basket's release below gives them to general sale.
  if (!event?.houseSeatsReleasedAt) {
    await returnHouseGaPlaces(tx, accountId, row.basketId, now, {
      userId,
      reason: 'houseSeatsRequestCanceled',
    });
  }
  await releaseBasket(tx, accountId, row.basketId, now, { userId, reason: 'houseSeatsRequestCanceled' });
  await abandonSavedBasket(tx, accountId, row.basketId, now);
  await moveRequest(tx, accountId, row.id, row.status, {
    status: 'canceled',
    canceledBy: by,
    canceledAt: now,
  });
  if (by !== 'release' && event?.houseSeatsReleasedAt) {
    await releaseChannelHolds(tx, accountId, row.eventId, CHANNEL, 'houseSeatsReleased', now);
    await releaseHouseGaPlaces(tx, accountId, row.eventId, now);
  }
}

export async function cancelRequest(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  now: Date,
): Promise<HouseSeatRequest> {
  await houseSeller(db, staff);
  await db.transaction(async (tx) => {
    const row = await requireRequest(tx, accountId, id, true);
    requireMove(row, 'cancel');
    await cancelLocked(tx, accountId, row, 'staff', staff.userId, now);
  });
  return getRequest(db, accountId, staff, id, now);
}

/**
 * What the requester sees. Seat locations are left out when the account hides them for group
 * sales and house seats (account settings), here and in the approval mail.
 */
export async function paymentView(
  db: Db,
  accountId: number,
  row: HouseSeatRequestRow,
  now: Date,
): Promise<HouseSeatPaymentView> {
  const [out] = await outputs(db, accountId, [row], now);
  const account = await requireAccount(db, accountId);
  const money = await accountMoney(db, accountId);
  const request = out!;
  return {
    requestId: row.id,
    status: row.status,
    requesterName: row.requesterName,
    eventName: request.eventName,
    startsAt: request.startsAt,
    seatCount: request.seats.length + request.places.reduce((n, p) => n + p.quantity, 0),
    seats: account.hideSeatLocationsForGroupSalesAndHouseSeats
      ? null
      : request.seats.map((s) => ({ section: s.section, row: s.row, seat: s.seat })),
    places: request.places.map((p) => ({ areaName: p.areaName, quantity: p.quantity })),
    total: request.total,
    totalText: money(request.total),
    orderId: row.orderId,
  };
}
