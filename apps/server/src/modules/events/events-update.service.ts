import type { EventFields } from '@tessera/contract';
import { type EventFromTemplateProblem, eventDateProblems } from '@tessera/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, seatAlerts, venues } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { instantColumns, localToInstants } from './event-dates.rules';
import { dateProblem, eventProblemsError } from './event-problems.rules';
import { updateEventRow } from './events.store';

/** The event row and its venue's time zone, locked for the rest of the transaction. */
export async function lockEvent(tx: Db, accountId: number, eventId: number) {
  const [row] = await tx
    .select({ event: events, timezone: venues.timezone })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
    .for('update', { of: events });
  if (!row) throw notFound();
  return row;
}

/** Whether the account has this seat alert, not archived. */
export async function seatAlertUsable(tx: Db, accountId: number, alertId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: seatAlerts.id })
    .from(seatAlerts)
    .where(
      and(eq(seatAlerts.accountId, accountId), eq(seatAlerts.id, alertId), isNull(seatAlerts.archivedAt)),
    );
  return Boolean(row);
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
