import {
  dateParameters,
  type EventFromTemplateProblem,
  eventDateProblems,
  instantToLocal,
  localMinutesBetween,
  localToInstant,
  shiftLocal,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { paintLikeEvent } from '@/modules/inventory/seat-price-levels.store';
import { AppError } from '@/platform/http/app-error';
import { dateColumns, type InstantDates, instantColumns, rowInstants } from './event-dates.rules';
import { dateProblem, eventProblemsError } from './event-problems.rules';
import { copyLivePriceLevels, mapVersionById } from './event-seating.store';
import { seatEventFrom } from './events.service';
import { insertEvent } from './events.store';
import { lockEvent } from './events-update.service';

/** Every date of an event moved by the wall-clock distance from its old start to the new one. */
function shiftedDates(dates: InstantDates, localDate: string, timeZone: string): InstantDates | undefined {
  const start = dates.LocalDate;
  if (!start) return undefined;
  const minutes = localMinutesBetween(instantToLocal(start, timeZone), localDate);
  if (minutes === undefined) return undefined;
  const moved: InstantDates = {};
  for (const p of dateParameters) {
    const value = dates[p];
    const local = value ? shiftLocal(instantToLocal(value, timeZone), minutes) : undefined;
    moved[p] = local ? (localToInstant(local, timeZone) ?? null) : null;
  }
  return moved;
}

/**
 * A copy of an event on a new date (decisions/0015-event-fields.md): every field, every date
 * moved by the same wall-clock distance as the event date, the price levels; never a seat's
 * status. When the original has seats, the copy's are generated fresh (all open) from the
 * same map version, with each seat painted with the copy of its price level.
 */
export async function copyEventTo(
  db: Db,
  accountId: number,
  sourceId: number,
  input: { name: string; localDate: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { event: source, timezone } = await lockEvent(tx, accountId, sourceId);
    if (!localToInstant(input.localDate, timezone))
      throw new AppError('admin.event_date_invalid', 'localDate');
    const dates = shiftedDates(rowInstants(source), input.localDate, timezone);
    if (!dates) throw new AppError('admin.event_date_invalid', 'localDate');
    const problems: EventFromTemplateProblem[] = eventDateProblems(dates).map(dateProblem);
    if (problems.length > 0) throw eventProblemsError(problems);

    const {
      id: _id,
      mapVersionId: _version,
      seatsGeneratedAt: _seats,
      active: _active,
      activateOnSeatGeneration: _activate,
      createdAt: _created,
      ...fields
    } = source;
    for (const p of dateParameters) delete (fields as Record<string, unknown>)[dateColumns[p]];
    const copyId = await insertEvent(tx, {
      ...fields,
      name: input.name,
      ...instantColumns(dates),
      createdAt: now,
    });
    const levels = await copyLivePriceLevels(tx, accountId, sourceId, copyId);

    if (source.mapVersionId !== null) {
      const version = await mapVersionById(tx, accountId, source.mapVersionId);
      if (!version) throw new AppError('admin.seat_generation_failed');
      await seatEventFrom(tx, accountId, copyId, version, now);
      if (levels > 0) await paintLikeEvent(tx, accountId, sourceId, copyId);
    }
    return copyId;
  });
}
