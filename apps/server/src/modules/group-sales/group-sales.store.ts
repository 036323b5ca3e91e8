import { templateSections } from '@tessera/contract';
import type { GroupPriceTier, GroupSaleStatus, TemplateDeposit } from '@tessera/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  type GroupClientRow,
  type GroupSaleRequestRow,
  groupClients,
  groupPriceTiers,
  groupSaleNames,
  groupSaleRequests,
  partners,
} from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { type SeatPlaceRow, seatsOfOwners } from '@/modules/inventory/seat-owners.store';

export type { GroupClientRow, GroupSaleRequestRow };

/**
 * Whose groups a staff member works (decisions/0091): a user linked to a partner only the
 * clients linked to that partner and their requests; staff without a partner all of them.
 */
export interface GroupScope {
  partnerId: number | null;
}

const clientInScope = (scope: GroupScope) =>
  scope.partnerId === null ? undefined : eq(groupClients.partnerId, scope.partnerId);

const requestInScope = (accountId: number, scope: GroupScope) =>
  scope.partnerId === null
    ? undefined
    : sql`${groupSaleRequests.clientId} IN (SELECT id FROM group_clients WHERE account_id = ${accountId} AND partner_id = ${scope.partnerId})`;

// Clients

/** The account's clients (one by id when given), each with the name of the partner it books through. */
export async function clientRows(db: Db, accountId: number, scope: GroupScope, id?: number) {
  const found = await db
    .select({ client: groupClients, partnerName: partners.name })
    .from(groupClients)
    .leftJoin(partners, and(eq(partners.id, groupClients.partnerId), eq(partners.accountId, accountId)))
    .where(
      and(
        eq(groupClients.accountId, accountId),
        clientInScope(scope),
        id === undefined ? undefined : eq(groupClients.id, id),
      ),
    )
    .orderBy(asc(groupClients.name), asc(groupClients.id));
  return found.map((r) => ({ ...r.client, partnerName: r.partnerName }));
}

export async function clientRow(db: Db, accountId: number, scope: GroupScope, id: number) {
  const [row] = await db
    .select()
    .from(groupClients)
    .where(and(eq(groupClients.accountId, accountId), clientInScope(scope), eq(groupClients.id, id)));
  return row;
}

export async function insertClient(db: Db, values: typeof groupClients.$inferInsert) {
  const [row] = await db.insert(groupClients).values(values).returning();
  return row!;
}

export async function updateClientRow(
  db: Db,
  accountId: number,
  id: number,
  values: Pick<GroupClientRow, 'name' | 'notes' | 'contacts' | 'partnerId' | 'updatedAt'>,
) {
  const [row] = await db
    .update(groupClients)
    .set(values)
    .where(and(eq(groupClients.accountId, accountId), eq(groupClients.id, id)))
    .returning();
  return row;
}

export async function clientNames(db: Db, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const found = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM group_clients WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ids)}::int[])`,
  );
  return new Map(found.map((c) => [Number(c.id), c.name]));
}

// Price tiers

export async function tierRows(db: Db, accountId: number): Promise<GroupPriceTier[]> {
  const found = await db
    .select()
    .from(groupPriceTiers)
    .where(eq(groupPriceTiers.accountId, accountId))
    .orderBy(asc(groupPriceTiers.id));
  return found.map((t) => ({
    threshold: { kind: t.thresholdKind, value: t.thresholdValue },
    discountBp: t.discountBp,
  }));
}

export async function replaceTiers(db: Db, accountId: number, tiers: readonly GroupPriceTier[]) {
  await db.transaction(async (tx) => {
    await tx.delete(groupPriceTiers).where(eq(groupPriceTiers.accountId, accountId));
    if (tiers.length === 0) return;
    await tx.insert(groupPriceTiers).values(
      tiers.map((t) => ({
        accountId,
        thresholdKind: t.threshold.kind,
        thresholdValue: t.threshold.value,
        discountBp: t.discountBp,
      })),
    );
  });
}

// Requests

export async function insertRequest(db: Db, values: typeof groupSaleRequests.$inferInsert) {
  const [row] = await db.insert(groupSaleRequests).values(values).returning();
  return row!;
}

export async function requestRows(db: Db, accountId: number, scope: GroupScope) {
  return db
    .select()
    .from(groupSaleRequests)
    .where(and(eq(groupSaleRequests.accountId, accountId), requestInScope(accountId, scope)))
    .orderBy(desc(groupSaleRequests.createdAt), desc(groupSaleRequests.id));
}

/** One request of the account (locked for the rest of the transaction when asked). */
export async function requestRow(
  db: Db,
  accountId: number,
  scope: GroupScope,
  id: number,
  lock = false,
): Promise<GroupSaleRequestRow | undefined> {
  const query = db
    .select()
    .from(groupSaleRequests)
    .where(
      and(
        eq(groupSaleRequests.accountId, accountId),
        requestInScope(accountId, scope),
        eq(groupSaleRequests.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Moves a request guarded by the status it was read in: false when another change came first. */
export async function moveRequest(
  db: Db,
  accountId: number,
  id: number,
  from: GroupSaleStatus,
  change: Partial<typeof groupSaleRequests.$inferInsert>,
): Promise<boolean> {
  const done = await db
    .update(groupSaleRequests)
    .set(change)
    .where(
      and(
        eq(groupSaleRequests.accountId, accountId),
        eq(groupSaleRequests.id, id),
        eq(groupSaleRequests.status, from),
      ),
    )
    .returning({ id: groupSaleRequests.id });
  return done.length === 1;
}

/** The event's name, start and number of seats (the base of percent thresholds). */
export async function eventFacts(db: Db, accountId: number, eventId: number) {
  const [row] = await rows<{ id: number; name: string; starts_at: Date | string; seats: number }>(
    db,
    sql`SELECT e.id, e.name, e.starts_at,
        (SELECT count(*)::int FROM event_seats s WHERE s.account_id = ${accountId} AND s.event_id = e.id) AS seats
      FROM events e WHERE e.account_id = ${accountId} AND e.id = ${eventId}`,
  );
  return (
    row && { id: Number(row.id), name: row.name, startsAt: new Date(row.starts_at), seats: Number(row.seats) }
  );
}

/** The events' names and starts, with their template's deposit (money tab), for the requests' views. */
export async function eventNames(db: Db, accountId: number, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { name: string; startsAt: Date; deposit: TemplateDeposit | null }>();
  const found = await rows<{ id: number; name: string; starts_at: Date | string; money: unknown }>(
    db,
    sql`SELECT e.id, e.name, e.starts_at, et.money FROM events e
      LEFT JOIN event_templates et ON et.id = e.template_id AND et.account_id = e.account_id
      WHERE e.account_id = ${accountId} AND e.id = ANY(${arrayParam(ids)}::int[])`,
  );
  return new Map(
    found.map((e) => [
      Number(e.id),
      {
        name: e.name,
        startsAt: new Date(e.starts_at),
        deposit: templateSections.money.parse(e.money ?? {}).deposit,
      },
    ]),
  );
}

/** Seats of each request: in its basket while quoted, in its order once confirmed. */
export function seatsOfRequests(db: Db, accountId: number, requests: readonly GroupSaleRequestRow[]) {
  return seatsOfOwners(db, accountId, {
    basketIds: requests.flatMap((r) => (r.basketId === null ? [] : [r.basketId])),
    orderIds: requests.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
  });
}

/** Each confirmed order's total, what was paid of its schedule and its plan's id. */
export async function orderMoney(db: Db, accountId: number, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { total: number; owed: number; planId: number | null }>();
  const found = await rows<{ id: number; total: number; owed: number | null; plan_id: number | null }>(
    db,
    sql`SELECT o.id, o.total, p.id AS plan_id,
        (SELECT coalesce(sum(i.amount), 0)::int FROM order_instalments i
          WHERE i.order_plan_id = p.id AND i.status NOT IN ('paid', 'cancelled')) AS owed
      FROM orders o LEFT JOIN order_payment_plans p ON p.order_id = o.id AND p.account_id = o.account_id
      WHERE o.account_id = ${accountId} AND o.id = ANY(${arrayParam(orderIds)}::bigint[])`,
  );
  return new Map(
    found.map((o) => [
      Number(o.id),
      {
        total: Number(o.total),
        owed: Number(o.owed ?? 0),
        planId: o.plan_id === null ? null : Number(o.plan_id),
      },
    ]),
  );
}

/** Seats of the event free to quote: open, or resting in a hold open to the GroupSales channel. */
export async function quotableSeats(db: Db, accountId: number, eventId: number) {
  const found = await rows<SeatPlaceRow>(
    db,
    sql`SELECT s.id, s.section, s.row, s.seat FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        AND (s.status = 'open' OR (s.status = 'hold' AND s.hold_id IN (
          SELECT id FROM holds WHERE account_id = ${accountId} AND archived_at IS NULL AND NOT act_as_kill
            AND 'GroupSales' = ANY(allowed_channels))))
      ORDER BY s.section, s.position
      LIMIT 5000`,
  );
  return found.map((s) => ({ id: Number(s.id), section: s.section, row: s.row, seat: s.seat }));
}

// Names list

export async function ticketsOfOrder(db: Db, accountId: number, orderId: number) {
  return rows<{ id: number; section: string; row: string; seat: string }>(
    db,
    sql`SELECT id, section, row, seat FROM order_tickets
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'
      ORDER BY section, row, seat, id`,
  );
}

export async function namesOf(db: Db, accountId: number, requestId: number) {
  const found = await db
    .select({ ticketId: groupSaleNames.ticketId, name: groupSaleNames.name })
    .from(groupSaleNames)
    .where(and(eq(groupSaleNames.accountId, accountId), eq(groupSaleNames.requestId, requestId)));
  return new Map(found.map((n) => [n.ticketId, n.name]));
}

export async function writeNames(
  db: Db,
  accountId: number,
  requestId: number,
  names: readonly { ticketId: number; name: string }[],
) {
  for (const n of names) {
    if (n.name === '') {
      await db
        .delete(groupSaleNames)
        .where(
          and(
            eq(groupSaleNames.accountId, accountId),
            eq(groupSaleNames.requestId, requestId),
            eq(groupSaleNames.ticketId, n.ticketId),
          ),
        );
    } else {
      await db
        .insert(groupSaleNames)
        .values({ accountId, requestId, ticketId: n.ticketId, name: n.name })
        .onConflictDoUpdate({
          target: [groupSaleNames.requestId, groupSaleNames.ticketId],
          set: { name: n.name },
        });
    }
  }
}
