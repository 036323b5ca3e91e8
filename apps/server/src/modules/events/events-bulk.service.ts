import type { bulkEditInput } from '@tessera/contract';
import {
  type DateParameter,
  type DateParameterRule,
  dateParameters,
  eventDateProblems,
  eventReadiness,
  mayActivate,
  ORDER_TICKET_LIMIT_MAX,
  orderTicketLimitTooHigh,
  parseEventIdList,
  requiredEventDates,
  resolveDateParameters,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { events } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';
import { type InstantDates, instantColumns, rowInstants, rowLocalDates } from './event-dates.rules';
import { updateEventRow } from './events.store';
import { eventsReadinessFacts, lockEventsWithTimezones } from './events-bulk.store';

type BulkInput = z.output<typeof bulkEditInput>;
type EventRow = typeof events.$inferSelect;

/** Spec §5: an event ID list is comma-separated numbers only; each ID once. */
function eventIdsOf(text: string): number[] {
  const ids = parseEventIdList(text);
  if (!ids) throw new AppError('admin.event_id_list_invalid', 'eventIds');
  return [...new Set(ids)];
}

/**
 * The event's dates after the bulk rules: its own dates stand as fixed points, so a rule
 * counts from this event's date (or another of its dates), then the cleared dates go.
 */
function datesAfter(row: EventRow, timeZone: string, input: BulkInput): InstantDates {
  if (input.dateRules.length === 0 && input.clearDates.length === 0) return rowInstants(row);
  const own = rowLocalDates(row, timeZone);
  const ruled = new Set(input.dateRules.map((r) => r.parameter));
  const fixed: DateParameterRule[] = dateParameters
    .filter((p) => p !== 'LocalDate' && !ruled.has(p) && own[p])
    .map((p) => ({ parameter: p, mode: 'SetToSpecifiedDate', specified: own[p]! }));
  const result = resolveDateParameters([...fixed, ...input.dateRules], {
    start: own.LocalDate!,
    timeZone,
  });
  if (!result.ok) {
    const problem = result.problems.find((p) => ruled.has(p.parameter)) ?? result.problems[0]!;
    const index = input.dateRules.findIndex((r) => r.parameter === problem.parameter);
    throw new AppError('admin.date_rule_invalid', `dateRules.${Math.max(index, 0)}`, {
      parameter: problem.parameter,
    });
  }
  const dates: InstantDates = { ...result.dates };
  for (const p of input.clearDates) dates[p] = null;
  return dates;
}

/** The refusal of one event's new dates, naming the event (dates it did not touch stay as they were). */
function checkDates(id: number, dates: InstantDates, touched: ReadonlySet<DateParameter>): void {
  for (const problem of eventDateProblems(dates)) {
    if (problem.kind === 'end_before_start')
      throw new AppError('admin.bulk_edit_end_before_start', 'dateRules', { id });
    if (problem.kind === 'self_exchange_after_lock')
      throw new AppError('admin.bulk_edit_self_exchange_after_lock', 'dateRules', { id });
    if (touched.has(problem.parameter)) throw new AppError('admin.event_field_required', 'clearDates');
  }
}

/** Of these events, those the readiness checklist would not let be activated (seats aside). */
async function unreadyEvents(db: Db, accountId: number, ids: readonly number[]): Promise<Set<number>> {
  const { counts, areas, rowsOf } = await eventsReadinessFacts(db, accountId, ids);
  const unready = new Set<number>();
  for (const e of rowsOf) {
    const problems = eventReadiness({
      mapId: e.map_id,
      seatsGenerated: e.seats_generated_at !== null,
      unpricedSeats: counts.find((c) => c.event_id === e.id)?.unpriced ?? 0,
      gaAreas: areas
        .filter((a) => a.event_id === e.id)
        .map((a) => ({ id: a.id, name: a.name, priceLevelId: a.price_level_id })),
      onSaleAt: e.web_on_sale_at,
      paymentAccounts: 1,
    });
    if (!mayActivate(problems)) unready.add(e.id);
  }
  return unready;
}

/**
 * Applies the same changes to several events (spec §2 "Bulk edit seats"): every event is
 * locked and checked first, and one refusal leaves every event as it was.
 */
export async function bulkEditEvents(db: Db, accountId: number, input: BulkInput): Promise<number[]> {
  const ids = eventIdsOf(input.eventIds);
  const { changes } = input;
  if (orderTicketLimitTooHigh(changes.orderTicketLimit)) {
    throw new AppError('admin.bulk_edit_too_high', 'changes.orderTicketLimit', {
      field: 'OrderTicketLimit',
      max: ORDER_TICKET_LIMIT_MAX,
    });
  }
  const required = input.clearDates.find((p) => (requiredEventDates as readonly string[]).includes(p));
  if (required) throw new AppError('admin.event_field_required', 'clearDates');
  const touched = new Set<DateParameter>([...input.dateRules.map((r) => r.parameter), ...input.clearDates]);

  return db.transaction(async (tx) => {
    const rows = await lockEventsWithTimezones(tx, accountId, ids);
    const found = new Map(rows.map((r) => [r.event.id, r]));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new AppError('admin.event_id_not_found', 'eventIds', { id: missing });

    const unready = changes.active === true ? await unreadyEvents(tx, accountId, ids) : new Set<number>();
    const updates = ids.map((id) => {
      const { event, timezone } = found.get(id)!;
      if (changes.active === true && !event.seatsGeneratedAt) {
        throw new AppError('admin.bulk_edit_seats_not_generated', 'changes.active', { id });
      }
      // The readiness checklist holds for a bulk activation too: nothing sells for $0.
      if (changes.active === true && !event.active && unready.has(id)) {
        throw new AppError('admin.bulk_edit_not_ready', 'changes.active', { id });
      }
      const dates = datesAfter(event, timezone, input);
      if (touched.size > 0) checkDates(id, dates, touched);
      return { id, dates };
    });
    for (const { id, dates } of updates) {
      const values = { ...changes, ...(touched.size > 0 ? instantColumns(dates) : {}) };
      if (Object.keys(values).length > 0) await updateEventRow(tx, accountId, id, values);
    }
    return ids;
  });
}
