import { randomUUID } from 'node:crypto';
import type {
  HouseSeatPaymentView,
  HouseSeatRequest,
  HouseSeatsOfEvent,
  houseSeatRequestInput,
} from '@tessera/contract';
import { type HouseSeatAction, houseSeatReleaseAt, houseSeatTransition } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import { addToBasket } from '@/modules/baskets/basket-add.service';
import { type Seller, viewBasket } from '@/modules/baskets/baskets.service';
import { basketRow, insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import { abandonSavedBasket } from '@/modules/baskets/saved-baskets.store';
import { releaseChannelHolds } from '@/modules/inventory/channel-hold-release.store';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import { checkout } from '@/modules/orders/checkout.service';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import { channelSeller, requireReachableEvent } from '@/modules/sell/sell.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import { shopLinkOrigin } from '@/platform/tenancy';
import { approvalMail } from './house-seats.mail';
import {
  basketSeatsOutsideHouseHolds,
  countHeldHouseSeats,
  type EventHouseRow,
  eventHouseRow,
  eventNames,
  type HouseSeatRequestRow,
  heldHouseSeats,
  insertRequest,
  markReleased,
  moveRequest,
  orderTotals,
  requestByToken,
  requestRow,
  requestRows,
  seatsOfRequests,
  setReleaseHours,
  waitingRequests,
} from './house-seats.store';

/** The channel house seats are sold through (spec §3 sales channels). */
const CHANNEL = 'HouseSeats';
export const HOUSE_SEATS_RELEASE_JOB = 'house-seats-release';

export interface ReleasePayload {
  accountId: number;
  eventId: number;
  /** The release time the job was queued for: a changed setting makes this job do nothing. */
  releaseAt: string;
}

/** A staff member who sells through the HouseSeats channel. */
const houseSeller = (db: Db, staff: StaffPrincipal): Promise<Seller> => channelSeller(db, staff, CHANNEL);

const reachableEvent = (db: Db, accountId: number, staff: StaffPrincipal, eventId: number, now: Date) =>
  requireReachableEvent(db, accountId, staff, eventId, now, 'eventId');

function eventOutput(
  event: EventHouseRow,
  seats: Awaited<ReturnType<typeof heldHouseSeats>>,
): HouseSeatsOfEvent {
  const releaseAt = houseSeatReleaseAt(new Date(event.startsAt), event.houseSeatsReleaseHours);
  return {
    eventId: event.id,
    eventName: event.name,
    startsAt: new Date(event.startsAt).toISOString(),
    releaseHours: event.houseSeatsReleaseHours,
    releaseAt: releaseAt?.toISOString() ?? null,
    releasedAt: event.houseSeatsReleasedAt ? new Date(event.houseSeatsReleasedAt).toISOString() : null,
    seats: seats.map((s) => ({
      id: Number(s.id),
      section: s.section,
      row: s.row,
      seat: s.seat,
      holdId: Number(s.hold_id),
      holdName: s.hold_name,
    })),
  };
}

export async function houseSeatsOfEvent(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  now: Date,
): Promise<HouseSeatsOfEvent> {
  await houseSeller(db, staff);
  await reachableEvent(db, accountId, staff, eventId, now);
  const event = (await eventHouseRow(db, accountId, eventId))!;
  return eventOutput(event, await heldHouseSeats(db, accountId, eventId));
}

/**
 * Sets the event's release time (hours before the start) and queues the release job for it;
 * a time already past releases at once. A job queued for an earlier setting does nothing.
 */
export async function setRelease(
  deps: AppDeps,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  hours: number | null,
): Promise<HouseSeatsOfEvent> {
  const now = deps.now();
  await houseSeller(deps.db, staff);
  await reachableEvent(deps.db, accountId, staff, eventId, now);
  await deps.db.transaction(async (tx) => {
    await setReleaseHours(tx, accountId, eventId, hours);
    const event = (await eventHouseRow(tx, accountId, eventId))!;
    const releaseAt = houseSeatReleaseAt(new Date(event.startsAt), hours);
    if (releaseAt && !event.houseSeatsReleasedAt) {
      await scheduleRelease(deps.jobs, tx, { accountId, eventId, releaseAt: releaseAt.toISOString() }, now);
    }
  });
  return houseSeatsOfEvent(deps.db, accountId, staff, eventId, now);
}

export interface ReleaseIo {
  readonly db: Db;
  readonly now: () => Date;
  /** To follow an event whose start moved after the job was queued. */
  readonly jobs?: Jobs;
}

/** Queues the release for its time (at once when that is past), inside the caller's transaction. */
async function scheduleRelease(jobs: Jobs, tx: Db, payload: ReleasePayload, now: Date) {
  const at = new Date(payload.releaseAt);
  await jobs.schedule(HOUSE_SEATS_RELEASE_JOB, payload, {
    tx,
    runAt: at.getTime() > now.getTime() ? at : now,
    retry: { limit: 5, delaySeconds: 60, backoff: true },
  });
}

/**
 * The release at the event's set time (decisions/0054): requests never approved are canceled
 * and their seats go back to the hold; then every seat still resting in a house-seat hold goes
 * back to general sale in one guarded statement. Approved requests keep their seats (the
 * requester holds the link). Runs once per event; answers how many seats were released.
 */
export async function releaseUnusedHouseSeats(io: ReleaseIo, p: ReleasePayload): Promise<number | null> {
  const now = io.now();
  return io.db.transaction(async (tx) => {
    const event = await eventHouseRow(tx, p.accountId, p.eventId, true);
    if (!event || event.houseSeatsReleasedAt) return null;
    const releaseAt = houseSeatReleaseAt(new Date(event.startsAt), event.houseSeatsReleaseHours);
    if (!releaseAt) return null;
    if (releaseAt.toISOString() !== p.releaseAt) {
      // The event moved since this job was queued: the release follows it to its new time (at
      // once when that has passed).
      if (io.jobs) {
        await scheduleRelease(io.jobs, tx, { ...p, releaseAt: releaseAt.toISOString() }, now);
      }
      return null;
    }
    for (const request of await waitingRequests(tx, p.accountId, p.eventId)) {
      if (request.status !== 'requested') continue;
      await cancelLocked(tx, p.accountId, request, 'release', null, now);
    }
    const released = await releaseChannelHolds(
      tx,
      p.accountId,
      p.eventId,
      CHANNEL,
      'house seats released',
      now,
    );
    await markReleased(tx, p.accountId, p.eventId, now);
    return released;
  });
}

async function outputs(db: Db, accountId: number, list: readonly HouseSeatRequestRow[], now: Date) {
  const seats = await seatsOfRequests(db, accountId, list);
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

async function requireRequest(db: Db, accountId: number, id: number, lock = false) {
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
 * Requests tickets for a requester: the seats must rest in the event's house-seat holds. They
 * are taken into the request's own basket on the HouseSeats channel, through the shared basket
 * add (sale timing, price type, ticket limits, the seller's group), reserved until the event
 * starts. A seat released to general sale between the check and the take is given back.
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
  const event = (await eventHouseRow(db, accountId, input.eventId))!;
  const seatIds = [...new Set(input.seatIds)];
  if ((await countHeldHouseSeats(db, accountId, input.eventId, seatIds)) !== seatIds.length) {
    throw new AppError('admin.house_seats_not_held', 'seatIds');
  }
  const basketId = randomUUID();
  await insertBasket(db, accountId, { id: basketId, channel: CHANNEL, userId: staff.userId, now });
  // The seats wait for the requester until the show (a basket's timer would lapse in minutes).
  await updateBasket(db, accountId, basketId, { expiresAt: new Date(event.startsAt) }, now);
  const giveUp = async () => {
    await releaseBasket(db, accountId, basketId, now, {
      userId: staff.userId,
      reason: 'house seats request',
    });
    await abandonSavedBasket(db, accountId, basketId, now);
  };
  try {
    await addToBasket(
      db,
      accountId,
      basketId,
      seller,
      {
        eventId: input.eventId,
        priceTypeId: input.priceTypeId,
        kind: 'seats',
        seatIds,
        acknowledgedAlertIds: [],
      },
      now,
    );
  } catch (error) {
    await abandonSavedBasket(db, accountId, basketId, now);
    throw error;
  }
  if ((await basketSeatsOutsideHouseHolds(db, accountId, basketId)) > 0) {
    await giveUp();
    throw new AppError('admin.house_seats_not_held', 'seatIds');
  }
  const row = await insertRequest(db, {
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
  const [out] = await outputs(db, accountId, [row], now);
  return out!;
}

function requireMove(row: HouseSeatRequestRow, action: HouseSeatAction) {
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
    const sent = await deps.mailer.send(
      tx,
      accountId,
      approvalMail({
        to: row.requesterEmail,
        requesterName: row.requesterName,
        accountName: account.name,
        eventName: view.eventName,
        startsAt: view.startsAt,
        seats: view.seats?.map((s) => `${s.section} ${s.row}-${s.seat}`) ?? null,
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
async function cancelLocked(
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
  await releaseBasket(tx, accountId, row.basketId, now, { userId, reason: 'house seats request canceled' });
  await abandonSavedBasket(tx, accountId, row.basketId, now);
  await moveRequest(tx, accountId, row.id, row.status, {
    status: 'canceled',
    canceledBy: by,
    canceledAt: now,
  });
  if (by !== 'release') {
    const event = await eventHouseRow(tx, accountId, row.eventId);
    if (event?.houseSeatsReleasedAt) {
      await releaseChannelHolds(tx, accountId, row.eventId, CHANNEL, 'house seats released', now);
    }
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

/** The request a link names, when its token is the one mailed; anything else is "invalid". */
async function requireLink(db: Db, accountId: number, requestId: number, token: string) {
  const row = await requestByToken(db, accountId, requestId, hashToken(token));
  if (!row) throw new AppError('purchase.house_seat_link_invalid');
  return row;
}

/**
 * What the requester sees. Seat locations are left out when the account hides them for group
 * sales and house seats (account settings), here and in the approval mail.
 */
async function paymentView(
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
    seatCount: request.seats.length,
    seats: account.hideSeatLocationsForGroupSalesAndHouseSeats
      ? null
      : request.seats.map((s) => ({ section: s.section, row: s.row, seat: s.seat })),
    total: request.total,
    totalText: money(request.total),
    orderId: row.orderId,
  };
}

export async function viewByLink(db: Db, accountId: number, requestId: number, token: string, now: Date) {
  return paymentView(db, accountId, await requireLink(db, accountId, requestId, token), now);
}

/**
 * The requester pays an approved request: its basket is checked out through the shared
 * idempotent checkout (the payment port: the sandbox, or the account's processor) into an
 * order on the HouseSeats channel, credited to the staff member who requested the seats.
 */
export async function payByLink(
  deps: AppDeps,
  accountId: number,
  input: {
    requestId: number;
    token: string;
    idempotencyKey: string;
    expectedTotal: number;
    card: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  },
): Promise<HouseSeatPaymentView> {
  const now = deps.now();
  const row = await requireLink(deps.db, accountId, input.requestId, input.token);
  if (row.status === 'paid') return paymentView(deps.db, accountId, row, now);
  if (row.status !== 'approved') throw new AppError('purchase.house_seat_request_not_payable');
  const basket = await viewBasket(deps.db, accountId, row.basketId, now);
  if (basket.total !== input.expectedTotal) {
    const money = await accountMoney(deps.db, accountId);
    throw new AppError('purchase.total_changed', 'expectedTotal', { total: money(basket.total) });
  }
  const [firstName, ...rest] = row.requesterName.split(/\s+/);
  const orderId = await checkout(
    deps.db,
    accountId,
    row.basketId,
    {
      idempotencyKey: input.idempotencyKey,
      buyer: {
        title: null,
        firstName: firstName!,
        lastName: rest.join(' ') || firstName!,
        email: row.requesterEmail,
        phone: '',
      },
      payments: [{ type: 'CreditCard', amount: basket.total, card: input.card }],
      deliveryMethodId: null,
      deliveryAddress: null,
      paymentPlanId: null,
      partnerId: null,
    },
    { userId: row.requestedBy, userGroupId: null },
    now,
    deps.jobs,
    deps.config,
  );
  await moveRequest(deps.db, accountId, row.id, 'approved', { status: 'paid', orderId, paidAt: now });
  return paymentView(deps.db, accountId, (await requestRow(deps.db, accountId, row.id))!, now);
}

export async function cancelByLink(deps: AppDeps, accountId: number, requestId: number, token: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await requireLink(tx, accountId, requestId, token);
    const locked = (await requestRow(tx, accountId, row.id, true))!;
    if (!houseSeatTransition(locked.status, 'cancel')) {
      throw new AppError('purchase.house_seat_request_not_payable');
    }
    await cancelLocked(tx, accountId, locked, 'requester', null, now).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'admin.house_seat_request_status') {
        throw new AppError('purchase.house_seat_request_not_payable');
      }
      throw error;
    });
  });
  return viewByLink(deps.db, accountId, requestId, token, now);
}
