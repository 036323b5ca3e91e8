import {
  defaultLocale,
  type EventMailKind,
  eventMailDue,
  eventMailTexts,
  isShippedLocale,
  ticketWhen,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { accountTemplateText } from '@/modules/mail/email-templates.store';
import type { Jobs } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { eventMail } from './event-mails.mail';
import {
  buyersToMail,
  claimEventMail,
  type EventMailCandidate,
  eventMailCandidates,
  setEventMailOutbox,
} from './event-mails.store';

/** The sweep that sends the pre-event and post-event mails that came due (decisions/0065). */
export const EVENT_MAILS_JOB = 'event-mails.sweep';
/** How often the sweep looks for events whose mail time has passed. */
export const EVENT_MAILS_EVERY_MS = 15 * 60_000;
const BATCH = 200;

export interface EventMailsIo {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly now: () => Date;
}

async function mailBuyers(io: EventMailsIo, event: EventMailCandidate, kind: EventMailKind, now: Date) {
  let sent = 0;
  const accountText = await accountTemplateText(
    io.db,
    event.account_id,
    kind === 'pre' ? 'preEvent' : 'postEvent',
  );
  for (;;) {
    const buyers = await buyersToMail(io.db, event.account_id, event.id, kind, BATCH);
    for (const buyer of buyers) {
      const claimed = await claimEventMail(
        io.db,
        { accountId: event.account_id, eventId: event.id, kind, email: buyer.email, orderId: buyer.order_id },
        now,
      );
      if (claimed === null) continue;
      // The buyer's language: the one given at checkout, else the account's.
      const locale = isShippedLocale(buyer.locale)
        ? buyer.locale
        : isShippedLocale(buyer.default_language)
          ? buyer.default_language
          : defaultLocale;
      const row = await io.mailer.send(
        io.db,
        event.account_id,
        eventMail(kind, eventMailTexts[locale], {
          to: buyer.email,
          lang: locale,
          firstName: buyer.first_name ?? '',
          accountName: buyer.account_name,
          eventName: event.name,
          venueName: event.venue_name,
          when: ticketWhen(event.starts_at, event.timezone, locale),
          accountText,
        }),
        io.now(),
      );
      await setEventMailOutbox(io.db, claimed, row.id);
      sent++;
    }
    if (buyers.length < BATCH) return sent;
  }
}

/**
 * One sweep: every event of every account whose template turns a mail on and whose mail time
 * has come (its own scheduled date, else the default; domain `eventMailDue`) mails the buyers
 * not yet mailed. A buyer is recorded before the message goes out, so a sweep that runs again
 * sends nobody a second one. Answers how many mails went out.
 */
export async function sweepEventMails(io: EventMailsIo): Promise<number> {
  const now = io.now();
  let sent = 0;
  for (const event of await eventMailCandidates(io.db, now)) {
    const dates = {
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      preEventEmailAt: event.pre_event_email_at,
      postEventEmailAt: event.post_event_email_at,
      dateTbd: event.date_tbd,
      status: event.status,
    };
    if (event.pre_on && eventMailDue('pre', dates, event.timezone, now)) {
      sent += await mailBuyers(io, event, 'pre', now);
    }
    if (event.post_on && eventMailDue('post', dates, event.timezone, now)) {
      sent += await mailBuyers(io, event, 'post', now);
    }
  }
  return sent;
}

/**
 * The sweep series: each run first queues the next (so a failed run, tried again, does not end
 * it), then sweeps. At most one run waits and one runs across all server processes.
 */
export function registerEventMailJobs(jobs: Jobs, io: EventMailsIo): void {
  jobs.register(
    EVENT_MAILS_JOB,
    async () => {
      await jobs.schedule(
        EVENT_MAILS_JOB,
        {},
        { runAt: new Date(io.now().getTime() + EVENT_MAILS_EVERY_MS) },
      );
      await sweepEventMails(io);
    },
    { policy: 'single', expireSeconds: 900, retry: { limit: 3, delaySeconds: 60, backoff: true } },
  );
}

/** Starts the series with a sweep now, unless a run already waits (another process started it). */
export async function scheduleEventMails(jobs: Jobs): Promise<void> {
  await jobs.schedule(EVENT_MAILS_JOB, {});
  jobs.wake(EVENT_MAILS_JOB);
}
