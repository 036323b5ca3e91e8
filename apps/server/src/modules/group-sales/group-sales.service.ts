import { randomUUID } from 'node:crypto';
import type { GroupSaleRequest, groupSaleRequestInput } from '@tessera/contract';
import {
  type GroupSaleAction,
  type GroupSaleStatus,
  groupDepositTerms,
  groupDiscountBp,
  groupSaleAlerts,
  groupSaleTransition,
  type TemplateDeposit,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { addToBasket } from '@/modules/baskets/basket-add.service';
import { viewBasket } from '@/modules/baskets/baskets.service';
import { basketRow, insertBasket, updateBasket } from '@/modules/baskets/baskets.store';
import { abandonSavedBasket, markBasketSaved } from '@/modules/baskets/saved-baskets.store';
import type { Seller } from '@/modules/baskets/sellers.service';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import { partnerOfUser } from '@/modules/partners/partners.store';
import { channelSeller, requireReachableEvent } from '@/modules/sell/sell.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import {
  clientNames,
  clientRow,
  eventFacts,
  eventNames,
  type GroupSaleRequestRow,
  type GroupScope,
  insertRequest,
  moveRequest,
  orderMoney,
  quotableSeats,
  requestRow,
  requestRows,
  seatsOfRequests,
  tierRows,
} from './group-sales.store';

/** The channel group sales are sold through (spec §3 sales channels). */
const CHANNEL = 'GroupSales';

/** A staff member who sells through the GroupSales channel. */
export const groupSeller = (db: Db, staff: StaffPrincipal): Promise<Seller> =>
  channelSeller(db, staff, CHANNEL);

/**
 * A group-sales seller and whose groups they work (decisions/0091): a user linked to a
 * partner only that partner's clients and their requests, anyone else all of the account's.
 */
export async function groupAgent(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
): Promise<{ seller: Seller; scope: GroupScope }> {
  const seller = await groupSeller(db, staff);
  return { seller, scope: { partnerId: await partnerOfUser(db, accountId, staff.userId) } };
}

// Requests

/** The deposit and due date offered to confirm a quoted group (the template's deposit, or the default). */
function depositTermsOf(
  event: { startsAt: Date; deposit: TemplateDeposit | null },
  seats: number,
  total: number,
  now: Date,
) {
  const terms = groupDepositTerms({ deposit: event.deposit, seats, total, startsAt: event.startsAt, now });
  return terms ? { deposit: terms.deposit, balanceDueAt: terms.balanceDueAt.toISOString() } : null;
}

async function outputs(
  db: Db,
  accountId: number,
  list: readonly GroupSaleRequestRow[],
  now: Date,
): Promise<GroupSaleRequest[]> {
  const seats = await seatsOfRequests(db, accountId, list);
  const events = await eventNames(db, accountId, [...new Set(list.map((r) => r.eventId))]);
  const clients = await clientNames(db, accountId, [...new Set(list.map((r) => r.clientId))]);
  const money = await orderMoney(
    db,
    accountId,
    list.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
  );
  const out: GroupSaleRequest[] = [];
  for (const r of list) {
    const event = events.get(r.eventId)!;
    const order = r.orderId !== null ? money.get(r.orderId) : undefined;
    const total = order
      ? order.total
      : r.status === 'quoted' && r.basketId
        ? (await viewBasket(db, accountId, r.basketId, now)).total
        : 0;
    out.push({
      id: r.id,
      clientId: r.clientId,
      clientName: clients.get(r.clientId) ?? '',
      eventId: r.eventId,
      eventName: event.name,
      startsAt: event.startsAt.toISOString(),
      groupSize: r.groupSize,
      seatingNote: r.seatingNote,
      status: r.status,
      discountBp: r.discountBp,
      seats:
        (r.orderId !== null
          ? seats.get(`o${r.orderId}`)
          : r.basketId && r.status === 'quoted'
            ? seats.get(`b${r.basketId}`)
            : undefined) ?? [],
      total,
      holdUntil: r.holdUntil?.toISOString() ?? null,
      deposit: r.deposit,
      balance: order ? order.owed : null,
      balanceDueAt: r.balanceDueAt?.toISOString() ?? null,
      depositTerms: r.status === 'quoted' ? depositTermsOf(event, r.groupSize, total, now) : null,
      autoChargeBalance: r.autoChargeBalance,
      orderId: r.orderId,
      alerts: groupSaleAlerts(now, {
        status: r.status,
        holdUntil: r.holdUntil,
        balanceDueAt: r.balanceDueAt,
      }),
      createdAt: r.createdAt.toISOString(),
    });
  }
  return out;
}

export async function listRequests(db: Db, accountId: number, staff: StaffPrincipal, now: Date) {
  const { scope } = await groupAgent(db, accountId, staff);
  return outputs(db, accountId, await requestRows(db, accountId, scope), now);
}

/** A request the staff member works; another partner's (or account's) is not found. */
export async function requireRequest(db: Db, accountId: number, scope: GroupScope, id: number, lock = false) {
  const row = await requestRow(db, accountId, scope, id, lock);
  if (!row) throw new AppError('admin.group_sale_not_found');
  return row;
}

export async function getRequest(db: Db, accountId: number, staff: StaffPrincipal, id: number, now: Date) {
  const { scope } = await groupAgent(db, accountId, staff);
  const [out] = await outputs(db, accountId, [await requireRequest(db, accountId, scope, id)], now);
  return out!;
}

export function requireMove(status: GroupSaleStatus, action: GroupSaleAction) {
  const to = groupSaleTransition(status, action);
  if (!to) throw new AppError('admin.group_sale_status');
  return to;
}

const reachableEvent = (db: Db, accountId: number, staff: StaffPrincipal, eventId: number, now: Date) =>
  requireReachableEvent(db, accountId, staff, eventId, now, 'eventId');

export async function createRequest(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  input: z.output<typeof groupSaleRequestInput>,
  now: Date,
) {
  const { scope } = await groupAgent(db, accountId, staff);
  if (!(await clientRow(db, accountId, scope, input.clientId)))
    throw new AppError('admin.group_client_not_found', 'clientId');
  await reachableEvent(db, accountId, staff, input.eventId, now);
  const row = await insertRequest(db, {
    accountId,
    clientId: input.clientId,
    eventId: input.eventId,
    groupSize: input.groupSize,
    seatingNote: input.seatingNote,
    createdBy: staff.userId,
    createdAt: now,
  });
  const [out] = await outputs(db, accountId, [row], now);
  return out!;
}

export async function seatsToQuote(db: Db, accountId: number, staff: StaffPrincipal, id: number) {
  const { scope } = await groupAgent(db, accountId, staff);
  const row = await requireRequest(db, accountId, scope, id);
  return quotableSeats(db, accountId, row.eventId);
}

/** Gives back the seats a quote holds (its basket released and closed), unless it was checked out. */
async function releaseQuote(tx: Db, accountId: number, basketId: string, userId: number | null, now: Date) {
  const basket = await basketRow(tx, accountId, basketId, true);
  if (basket?.status === 'checked_out') throw new AppError('admin.group_sale_status');
  await releaseBasket(tx, accountId, basketId, now, { userId, reason: 'groupSalesQuote' });
  await abandonSavedBasket(tx, accountId, basketId, now);
}

/**
 * Quotes the group: its seats are held in the request's own basket on the GroupSales channel
 * (the group's saved basket), through the shared basket add (sale timing, price type, holds
 * open to the channel, ticket limits, the seller's group), until `holdUntil`. The basket is
 * priced at the discount of the largest tier the group's size reaches (decisions/0057). A new
 * quote first gives back the seats of the previous one.
 */
export async function quoteRequest(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  input: { seatIds: number[]; bestAvailable?: boolean; priceTypeId: number | null; holdUntil: string },
  now: Date,
) {
  const { seller, scope } = await groupAgent(db, accountId, staff);
  const row = await requireRequest(db, accountId, scope, id);
  requireMove(row.status, 'quote');
  const seatIds = [...new Set(input.seatIds)];
  const best = input.bestAvailable === true;
  // Best available finds the group's size itself; chosen seats must be exactly the group.
  if (best ? seatIds.length > 0 : seatIds.length !== row.groupSize)
    throw new AppError('admin.group_sale_size_mismatch', 'seatIds');
  await reachableEvent(db, accountId, staff, row.eventId, now);
  const event = (await eventFacts(db, accountId, row.eventId))!;
  const holdUntil = new Date(input.holdUntil);
  if (holdUntil.getTime() <= now.getTime() || holdUntil.getTime() > event.startsAt.getTime()) {
    throw new AppError('admin.group_sale_hold_until_invalid', 'holdUntil');
  }
  const discountBp = groupDiscountBp(await tierRows(db, accountId), row.groupSize, event.seats);
  if (row.status === 'quoted' && row.basketId) {
    // A new quote first gives back the seats of the last one (the same seats may be quoted
    // again): the request is new again until its new seats are held.
    await db.transaction(async (tx) => {
      const locked = await requireRequest(tx, accountId, scope, id, true);
      if (locked.status !== 'quoted' || locked.basketId !== row.basketId)
        throw new AppError('admin.group_sale_status');
      await releaseQuote(tx, accountId, row.basketId!, staff.userId, now);
      await moveRequest(tx, accountId, id, 'quoted', { status: 'new', basketId: null, holdUntil: null });
    });
  }
  const basketId = randomUUID();
  await insertBasket(db, accountId, { id: basketId, channel: CHANNEL, userId: staff.userId, now });
  await updateBasket(db, accountId, basketId, { expiresAt: holdUntil, groupDiscountBp: discountBp }, now);
  try {
    await addToBasket(
      db,
      accountId,
      basketId,
      seller,
      best
        ? {
            eventId: row.eventId,
            priceTypeId: input.priceTypeId,
            kind: 'best',
            quantity: row.groupSize,
            priceLevelIds: [],
            maxPrice: null,
          }
        : {
            eventId: row.eventId,
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
  const client = await clientRow(db, accountId, scope, row.clientId);
  await db.transaction(async (tx) => {
    const locked = await requireRequest(tx, accountId, scope, id, true);
    if (locked.status !== 'new') {
      // Quoted or declined meanwhile by someone else: these seats go back.
      await releaseQuote(tx, accountId, basketId, staff.userId, now);
      throw new AppError('admin.group_sale_status');
    }
    await markBasketSaved(
      tx,
      accountId,
      basketId,
      {
        name: `${client?.name ?? ''} (${row.groupSize})`,
        notes: row.seatingNote,
        paymentDueAt: null,
        expiresAt: holdUntil,
      },
      now,
    );
    await moveRequest(tx, accountId, id, 'new', {
      status: 'quoted',
      basketId,
      discountBp,
      holdUntil,
      quotedAt: now,
    });
  });
  return getRequest(db, accountId, staff, id, now);
}

export async function declineRequest(
  db: Db,
  accountId: number,
  staff: StaffPrincipal,
  id: number,
  now: Date,
) {
  const { scope } = await groupAgent(db, accountId, staff);
  await db.transaction(async (tx) => {
    const row = await requireRequest(tx, accountId, scope, id, true);
    requireMove(row.status, 'decline');
    if (row.basketId) await releaseQuote(tx, accountId, row.basketId, staff.userId, now);
    await moveRequest(tx, accountId, id, row.status, { status: 'declined', declinedAt: now });
  });
  return getRequest(db, accountId, staff, id, now);
}
