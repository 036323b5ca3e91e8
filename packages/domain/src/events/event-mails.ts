import { localToInstant } from '../templates/date-parameters';
import type { EventStatus } from './event-rules';
import { instantToLocal } from './local-time';

/** The two marketing mails of spec §3's email types that an event template turns on. */
export type EventMailKind = 'pre' | 'post';

/** Hours before the start that the pre-event mail goes out when the event sets no date. */
export const PRE_EVENT_MAIL_HOURS = 24;
/** The venue's wall-clock time, the day after the event, of the post-event mail by default. */
export const POST_EVENT_MAIL_LOCAL_TIME = '10:00';
/** A post-event mail later than this after its time is not sent (the moment has passed). */
export const POST_EVENT_MAIL_LATEST_MS = 7 * 24 * 3_600_000;

export interface EventMailDates {
  startsAt: Date;
  endsAt: Date | null;
  /** The event's own dates (LocalPreEventEmailScheduledDate and the post one), if set. */
  preEventEmailAt: Date | null;
  postEventEmailAt: Date | null;
  dateTbd: boolean;
  status: EventStatus;
}

/** The morning after the day the instant falls on, at the venue. */
function morningAfter(instant: Date, timeZone: string): Date {
  const day = instantToLocal(instant, timeZone).slice(0, 10);
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const local = `${next.toISOString().slice(0, 10)}T${POST_EVENT_MAIL_LOCAL_TIME}`;
  // A wall-clock time that a clock change skips: a day after the instant instead.
  return localToInstant(local, timeZone) ?? new Date(instant.getTime() + 24 * 3_600_000);
}

/**
 * When the mail is due (decisions/0065): the event's own scheduled date when it has one; else
 * the pre-event mail 24 hours before the start and the post-event mail at 10:00, venue time,
 * the day after the event ends (or starts, without an end).
 */
export function eventMailAt(kind: EventMailKind, event: EventMailDates, timeZone: string): Date {
  if (kind === 'pre') {
    return event.preEventEmailAt ?? new Date(event.startsAt.getTime() - PRE_EVENT_MAIL_HOURS * 3_600_000);
  }
  return event.postEventEmailAt ?? morningAfter(event.endsAt ?? event.startsAt, timeZone);
}

/**
 * Whether the mail goes out now: its time has come, the event is not cancelled and has a real
 * date; a pre-event mail only before the start, a post-event mail only within a week of its
 * time (an event long over when the setting is turned on gets none).
 */
export function eventMailDue(
  kind: EventMailKind,
  event: EventMailDates,
  timeZone: string,
  now: Date,
): boolean {
  if (event.dateTbd || event.status === 'Cancelled') return false;
  const at = eventMailAt(kind, event, timeZone).getTime();
  if (at > now.getTime()) return false;
  if (kind === 'pre') return now.getTime() < event.startsAt.getTime();
  return now.getTime() - at <= POST_EVENT_MAIL_LATEST_MS;
}
