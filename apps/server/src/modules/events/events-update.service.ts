import type { EventFields } from '@tessera/contract';
import { type EventFromTemplateProblem, eventDateProblems } from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { instantColumns, localToInstants } from './event-dates.rules';
import { dateProblem, eventProblemsError } from './event-problems.rules';
import { lockEventWithZone, seatAlertUsable, updateEventRow } from './events.store';

/** The event row and its venue's time zone, locked for the rest of the transaction. */
export async function lockEvent(tx: Db, accountId: number, eventId: number) {
  const row = await lockEventWithZone(tx, accountId, eventId);
  if (!row) throw notFound();
  return row;
}

/**
 * Saves every field of an event. The dates are the venue's wall-clock times; the §5 rules are
 * checked on the instants they become, and nothing is written when one refuses.
 */
export async function updateEventFields(db: Db, accountId: number, eventId: number, input: EventFields) {
  await db.transaction(async (tx) => {
    const { timezone } = await lockEvent(tx, accountId, eventId);
    const { dates, ...fields } = input;
    const { instants, invalid } = localToInstants(dates, timezone);
    const problems: EventFromTemplateProblem[] = invalid.map((p) => ({
      field: `dates.${p}`,
      kind: 'invalid_date',
    }));
    if (problems.length === 0) problems.push(...eventDateProblems(instants).map(dateProblem));
    if (problems.length > 0) throw eventProblemsError(problems);
    if (fields.alertOverrideId !== null && !(await seatAlertUsable(tx, accountId, fields.alertOverrideId))) {
      throw new AppError('common.not_found', 'alertOverrideId');
    }
    const columns = instantColumns(instants);
    await updateEventRow(tx, accountId, eventId, { ...fields, ...columns });
  });
}
