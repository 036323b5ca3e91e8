import {
  eventsScopeApplies,
  type GroupPolicy,
  type ListedItem,
  type Promotion,
  type StaffSaleRequest,
  salePolicyProblem,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { scopedEvents } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import {
  feeClassesOfFees,
  holdsOfSeatRows,
  type Named,
  namesOfPaymentTypes,
  saleTypesOfLevelRows,
  saleTypesOfSeatRows,
} from './basket-policy.store';
import type { PricedBasketView } from './basket-pricing.rules';
import type { ItemRow } from './baskets.store';

const listed = (list: readonly Named[]): ListedItem[] =>
  list.map((r) => ({ id: Number(r.id), name: r.name }));
const restricts = (policy: GroupPolicy, kind: keyof GroupPolicy['restrictions']) =>
  policy.role !== 'Admin' && policy.restrictions[kind] !== null;

/** The holds (id and name) of these seats of the account; seats in no hold give none. */
export async function holdsOfSeats(
  db: Db,
  accountId: number,
  seatIds: readonly number[],
): Promise<ListedItem[]> {
  if (seatIds.length === 0) return [];
  return listed(await holdsOfSeatRows(db, accountId, seatIds));
}

/** The sale types (id and name) of these seats: the seat's own, else its price level's. */
export async function saleTypesOfSeats(
  db: Db,
  accountId: number,
  seatIds: readonly number[],
): Promise<ListedItem[]> {
  if (seatIds.length === 0) return [];
  return listed(await saleTypesOfSeatRows(db, accountId, seatIds));
}

async function saleTypesOfLevels(db: Db, accountId: number, levelIds: readonly number[]) {
  if (levelIds.length === 0) return [];
  return listed(await saleTypesOfLevelRows(db, accountId, levelIds));
}

async function feeClassesOf(db: Db, accountId: number, feeIds: readonly number[]) {
  if (feeIds.length === 0) return [];
  return listed(await feeClassesOfFees(db, accountId, feeIds));
}

/**
 * What a basket's sale is judged on by the seller's group policy: its events, the holds and
 * sale types of its seats and places, the fee classes of the fees it charges and its promo
 * code. Only what the policy restricts is read.
 */
export async function basketSaleFacts(
  db: Db,
  accountId: number,
  policy: GroupPolicy,
  basket: { items: readonly ItemRow[]; priced: PricedBasketView; promoCode: string | null },
  promotion: { promotion: Promotion } | null,
): Promise<StaffSaleRequest> {
  const { items, priced } = basket;
  const seatIds = items.flatMap((i) => (i.event_seat_id ? [i.event_seat_id] : []));
  const gaLevels = items.flatMap((i) => (i.kind === 'ga' && i.price_level_id ? [i.price_level_id] : []));
  const feeIds = [
    ...priced.lines.flatMap((l) => l.fees.map((f) => f.feeId)),
    ...priced.orderFees.map((f) => f.feeId),
  ];
  const [events, holds, seatTypes, levelTypes, feeClasses] = await Promise.all([
    eventsScopeApplies(policy)
      ? scopedEvents(
          db,
          accountId,
          items.map((i) => i.event_id),
        )
      : [],
    restricts(policy, 'holds') ? holdsOfSeats(db, accountId, seatIds) : [],
    restricts(policy, 'saleTypes') ? saleTypesOfSeats(db, accountId, seatIds) : [],
    restricts(policy, 'saleTypes') ? saleTypesOfLevels(db, accountId, gaLevels) : [],
    restricts(policy, 'feeClasses') ? feeClassesOf(db, accountId, feeIds) : [],
  ]);
  return {
    events,
    holds,
    saleTypes: [...seatTypes, ...levelTypes],
    feeClasses,
    promoCode:
      basket.promoCode && promotion
        ? {
            code: basket.promoCode,
            promotionId: promotion.promotion.id,
            promotionCode: promotion.promotion.code,
          }
        : null,
  };
}

/** The payments of a sale as the group policy judges them, with each comp or custom payment type named. */
export async function paymentsOfSale(
  db: Db,
  accountId: number,
  policy: GroupPolicy,
  payments: readonly { type: string; compTypeId?: number; customPaymentTypeId?: number }[],
): Promise<NonNullable<StaffSaleRequest['payments']>> {
  const namesOf = async (table: 'comp_types' | 'custom_payment_types', ids: number[]) =>
    ids.length === 0
      ? new Map<number, string>()
      : new Map((await namesOfPaymentTypes(db, accountId, table, ids)).map((r) => [Number(r.id), r.name]));
  const idsOf = (pick: (p: (typeof payments)[number]) => number | undefined) =>
    payments.flatMap((p) => {
      const id = pick(p);
      return id !== undefined && id <= 2_147_483_647 ? [id] : [];
    });
  const [comps, customs] = await Promise.all([
    restricts(policy, 'compTypes')
      ? namesOf(
          'comp_types',
          idsOf((p) => p.compTypeId),
        )
      : new Map(),
    restricts(policy, 'customPayments')
      ? namesOf(
          'custom_payment_types',
          idsOf((p) => p.customPaymentTypeId),
        )
      : new Map(),
  ]);
  return payments.map((p) => ({
    type: p.type,
    compType: p.compTypeId ? { id: p.compTypeId, name: comps.get(p.compTypeId) ?? null } : null,
    customPayment: p.customPaymentTypeId
      ? { id: p.customPaymentTypeId, name: customs.get(p.customPaymentTypeId) ?? null }
      : null,
  }));
}

/**
 * Seats picked by a staff seller, judged by their group policy before they are taken: a seat
 * in a hold or of a sale type the group's lists leave out is refused with its own code.
 */
export async function checkPickedSeats(
  db: Db,
  accountId: number,
  policy: GroupPolicy,
  seatIds: readonly number[],
): Promise<void> {
  const [holds, saleTypes] = await Promise.all([
    restricts(policy, 'holds') ? holdsOfSeats(db, accountId, seatIds) : [],
    restricts(policy, 'saleTypes') ? saleTypesOfSeats(db, accountId, seatIds) : [],
  ]);
  const problem = salePolicyProblem(policy, { holds, saleTypes });
  if (problem) throw new AppError(problem.code, 'seatIds');
}

/**
 * A basket's lines judged by a staff seller's group policy (resuming a saved basket): their
 * events in the events scope, their seats' holds and sale types in the group's lists.
 */
export async function checkBasketLines(
  db: Db,
  accountId: number,
  policy: GroupPolicy,
  items: readonly ItemRow[],
): Promise<void> {
  const seatIds = items.flatMap((i) => (i.event_seat_id ? [i.event_seat_id] : []));
  const [events, holds, saleTypes] = await Promise.all([
    eventsScopeApplies(policy)
      ? scopedEvents(
          db,
          accountId,
          items.map((i) => i.event_id),
        )
      : [],
    restricts(policy, 'holds') ? holdsOfSeats(db, accountId, seatIds) : [],
    restricts(policy, 'saleTypes') ? saleTypesOfSeats(db, accountId, seatIds) : [],
  ]);
  const problem = salePolicyProblem(policy, { events, holds, saleTypes });
  if (problem) throw new AppError(problem.code);
}
