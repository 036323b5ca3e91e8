import type { EventPlan, EventPlanQuote, EventPlanSummary, eventPlanInput } from '@tessera/contract';
import {
  BASIS,
  type PlanDiscount,
  planDefinitionProblems,
  planSelectionProblems,
  pricePlan,
  type TicketLineInput,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { AppError, AppErrors } from '@/platform/http/app-error';
import {
  accountEventIds,
  findPlan,
  insertPlan,
  type PlanRow,
  type PlanSummaryRow,
  type PlanValues,
  planEventRows,
  priceLevelsOf,
  replacePlanEvents,
  updatePlanRow,
} from './event-plans.store';

export type PlanBody = z.output<typeof eventPlanInput>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function requirePlan(db: Db, accountId: number, id: number, lock = false): Promise<PlanRow> {
  const row = await findPlan(db, accountId, id, lock);
  if (!row) throw new AppError('admin.event_plan_not_found');
  return row;
}

export function planSummaryOf(row: PlanSummaryRow): EventPlanSummary {
  return {
    id: row.id,
    name: row.name,
    selectionMode: row.selectionMode,
    minEvents: row.minEvents,
    maxEvents: row.maxEvents,
    discountKind: row.discountKind,
    discount: row.discount,
    eventCount: row.eventCount,
    firstEventAt: iso(row.firstEventAt),
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function planView(db: Db, accountId: number, row: PlanRow): Promise<EventPlan> {
  const planEvents = await planEventRows(db, accountId, row.id);
  const levels = await priceLevelsOf(
    db,
    accountId,
    planEvents.map((e) => e.eventId),
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    selectionMode: row.selectionMode,
    minEvents: row.minEvents,
    maxEvents: row.maxEvents,
    discountKind: row.discountKind,
    discount: row.discount,
    salesChannels: row.salesChannels as EventPlan['salesChannels'],
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    events: planEvents.map((e) => ({
      eventId: e.eventId,
      name: e.name,
      startsAt: e.startsAt.toISOString(),
      venueName: e.venueName,
      timezone: e.timezone,
      priceLevels: levels
        .filter((l) => l.eventId === e.eventId)
        .map((l) => ({ id: l.id, name: l.name, defaultPrice: l.defaultPrice })),
    })),
  };
}

/**
 * Checks a plan as staff send it and answers every problem at once, each on its field:
 * the domain's selection rules, the price rule, the sales window, and that every event is
 * one of the account's.
 */
async function checkedValues(
  db: Db,
  accountId: number,
  body: PlanBody,
): Promise<Omit<PlanValues, 'updatedAt'>> {
  const eventIds = body.events.map((e) => e.eventId);
  const flexible = body.selectionMode === 'Flexible';
  const rules = {
    selectionMode: body.selectionMode,
    minEvents: flexible ? body.minEvents : null,
    maxEvents: flexible ? body.maxEvents : null,
    eventIds,
  };
  const problems = planDefinitionProblems(rules).map((p) => new AppError(p.code, p.field, p.params));
  if (body.discountKind === 'Percentage' && body.discount > BASIS) {
    problems.push(new AppError('admin.event_plan_discount_too_high', 'discount'));
  }
  if (body.startsAt && body.endsAt && new Date(body.startsAt) >= new Date(body.endsAt)) {
    problems.push(new AppError('admin.event_plan_window_invalid', 'endsAt'));
  }
  const known = await accountEventIds(db, accountId, eventIds);
  eventIds.forEach((id, i) => {
    if (!known.has(id))
      problems.push(new AppError('admin.event_plan_event_not_found', `events.${i}.eventId`));
  });
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AppErrors(problems);
  return {
    name: body.name,
    description: body.description,
    selectionMode: body.selectionMode,
    minEvents: rules.minEvents,
    maxEvents: rules.maxEvents,
    discountKind: body.discountKind,
    discount: body.discountKind === 'None' ? 0 : body.discount,
    salesChannels: [...new Set(body.salesChannels)],
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
  };
}

export async function createPlan(db: Db, accountId: number, body: PlanBody, now: Date): Promise<EventPlan> {
  return db.transaction(async (tx) => {
    const values = await checkedValues(tx, accountId, body);
    const row = await insertPlan(tx, accountId, { ...values, updatedAt: now }, now);
    await replacePlanEvents(
      tx,
      accountId,
      row.id,
      body.events.map((e) => e.eventId),
    );
    return planView(tx, accountId, row);
  });
}

export async function updatePlan(
  db: Db,
  accountId: number,
  id: number,
  body: PlanBody,
  now: Date,
): Promise<EventPlan> {
  return db.transaction(async (tx) => {
    const current = await requirePlan(tx, accountId, id, true);
    if (current.archivedAt) throw new AppError('admin.event_plan_archived');
    const values = await checkedValues(tx, accountId, body);
    const row = await updatePlanRow(tx, accountId, id, { ...values, updatedAt: now });
    await replacePlanEvents(
      tx,
      accountId,
      id,
      body.events.map((e) => e.eventId),
    );
    return planView(tx, accountId, row);
  });
}

export async function archivePlan(db: Db, accountId: number, id: number, now: Date): Promise<EventPlan> {
  const current = await requirePlan(db, accountId, id);
  const row = current.archivedAt
    ? current
    : await updatePlanRow(db, accountId, id, { archivedAt: now, updatedAt: now });
  return planView(db, accountId, row);
}

export function discountOf(row: PlanRow): PlanDiscount {
  if (row.discountKind === 'Percentage') return { kind: 'Percentage', basisPoints: row.discount };
  if (row.discountKind === 'FlatAmount') return { kind: 'FlatAmount', amount: row.discount };
  return { kind: 'None' };
}

/**
 * Prices tickets for a choice of the plan's events at their price levels: the choice must
 * suit the plan (the domain's selection rules), and each line's price level must be one of
 * its event's. The plan price comes from the one pricing engine beside the separate price.
 */
export async function quotePlan(
  db: Db,
  accountId: number,
  id: number,
  lines: readonly { eventId: number; priceLevelId: number; quantity: number }[],
): Promise<EventPlanQuote> {
  const plan = await requirePlan(db, accountId, id);
  const planEvents = await planEventRows(db, accountId, id);
  const chosen = [...new Set(lines.map((l) => l.eventId))];
  const [problem] = planSelectionProblems(
    {
      selectionMode: plan.selectionMode,
      minEvents: plan.minEvents,
      maxEvents: plan.maxEvents,
      eventIds: planEvents.map((e) => e.eventId),
    },
    chosen,
  );
  if (problem) {
    throw new AppError(
      problem.code,
      'lines',
      problem.code === 'purchase.plan_selection_count' ? { min: problem.min, max: problem.max } : {},
    );
  }
  const levels = await priceLevelsOf(db, accountId, chosen);
  const tickets: TicketLineInput[] = [];
  const unitPrice: number[] = [];
  lines.forEach((line, i) => {
    const level = levels.find((l) => l.id === line.priceLevelId && l.eventId === line.eventId);
    if (!level) throw new AppError('admin.event_plan_price_level_invalid', `lines.${i}.priceLevelId`);
    unitPrice.push(level.defaultPrice);
    for (let n = 0; n < line.quantity; n++) {
      tickets.push({ key: `${i}`, priceLevelId: level.id, faceValue: level.defaultPrice });
    }
  });
  const priced = pricePlan(tickets, discountOf(plan));
  const sumOf = (basket: typeof priced.plan, i: number) =>
    basket.tickets.filter((t) => t.key === `${i}`).reduce((acc, t) => acc + t.total, 0);
  return {
    lines: lines.map((line, i) => {
      const first = priced.plan.tickets.find((t) => t.key === `${i}`);
      return {
        ...line,
        faceValue: unitPrice[i]!,
        planFaceValue: first?.faceValue ?? 0,
        separateTotal: sumOf(priced.separate, i),
        planTotal: sumOf(priced.plan, i),
      };
    }),
    separateTotal: priced.separate.total,
    planTotal: priced.plan.total,
    saving: priced.saving,
  };
}
