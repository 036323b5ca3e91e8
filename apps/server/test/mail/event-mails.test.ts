import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '@/db/sql';
import { EVENT_MAILS_JOB, sweepEventMails } from '@/modules/event-mails/event-mails.jobs';
import { createMailer } from '@/platform/mail/mailer';
import { cashSale } from '../commerce/cash-sale';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { startSmtp } from '../smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
/** An account whose template turns both mails on; another whose template leaves them off. */
let on: SaleFixture;
let off: SaleFixture;

// The fixtures' events start on 1 March 2027 at 19:30 UTC (14:30 in New York, the venue's zone).
const PRE_AT = new Date('2027-02-28T19:30:00Z');
/** 10:00 in New York on 2 March. */
const POST_AT = new Date('2027-03-02T15:00:00Z');

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    config: { smtp: smtp.smtpConfig },
    movableClock: true,
    now: new Date('2027-02-20T12:00:00Z'),
    eventMails: true,
  });
  on = await saleFixture(t);
  off = await saleFixture(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sell = (f: SaleFixture, place: string, buyer: Record<string, string>) =>
  cashSale(f, [place], { lastName: 'Haddad', ...buyer });

const mailsTo = (address: string, subject: RegExp) =>
  smtp.received.filter((m) => m.to.includes(address) && subject.test(m.text));

/** The French buyer's mails as the outbox keeps them (subjects as written, not as encoded). */
async function readClaire() {
  const found = await rows<{ subject: string }>(
    t.database.db,
    sql`SELECT subject FROM mail_outbox WHERE to_address = 'claire@example.test' AND status = 'sent' ORDER BY id`,
  );
  return found.map((r) => r.subject);
}

/** Moves the clock to `at` and waits for the sweep that comes due there to finish. */
async function sweepAt(at: Date) {
  await t.clock.advance(Math.max(0, at.getTime() - t.clock.now.getTime()));
  for (let i = 0; i < 200; i++) {
    const sweeps = (await t.app.jobs.list()).filter((j) => j.name === EVENT_MAILS_JOB);
    if (sweeps.some((j) => j.state === 'completed' && j.completedAt && j.completedAt >= at)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no sweep at ${at.toISOString()}`);
}

/** Moves the clock to `at`, then on in quarter hours (the sweep's pace) until `done` holds. */
async function moveUntil(at: Date, done: () => boolean) {
  await t.clock.advance(Math.max(0, at.getTime() - t.clock.now.getTime()));
  for (let i = 0; i < 40 && !done(); i++) {
    await new Promise((r) => setTimeout(r, 150));
    if (done()) break;
    await t.clock.advance(15 * 60_000);
  }
}

describe('pre-event and post-event mails to the buyers', () => {
  it('mails each buyer of an event whose template turns them on, once, in their language', async () => {
    const saved = await on.api('PATCH', `/api/admin/event-templates/${on.templateId}`, {
      email: { preEventEmail: true, postEventEmail: true, orderNotes: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Two orders from one address, a French buyer, and a buyer of the other account's event.
    await sell(on, 'A-1', { firstName: 'Noor', email: 'noor@example.test' });
    await sell(on, 'A-2', { firstName: 'Noor', email: 'Noor@Example.test' });
    await sell(on, 'A-3', { firstName: 'Claire', email: 'claire@example.test', locale: 'fr' });
    await sell(off, 'A-1', { firstName: 'Omar', email: 'omar@example.test' });

    // A quarter of an hour before the pre-event time: nothing yet.
    await sweepAt(new Date(PRE_AT.getTime() - 15 * 60_000));
    expect(mailsTo('noor@example.test', /is coming up/)).toHaveLength(0);

    await moveUntil(
      PRE_AT,
      () =>
        mailsTo('noor@example.test', /is coming up/).length > 0 &&
        mailsTo('claire@example.test', /Nous avons h/).length > 0,
    );
    const pre = mailsTo('noor@example.test', /is coming up/);
    expect(pre).toHaveLength(1);
    expect(pre[0]!.text).toContain('We look forward to welcoming you');
    expect(pre[0]!.text).toContain('Hello Noor,');
    expect(mailsTo('claire@example.test', /Nous avons h/)).toHaveLength(1);
    // The SMTP server holds the mail a moment before its outbox row is marked sent.
    await vi.waitFor(async () =>
      expect((await readClaire()).filter((s) => s.endsWith('c’est bientôt'))).toHaveLength(1),
    );
    // The other account's template leaves the mail off.
    expect(
      smtp.received.filter((m) => m.to.includes('omar@example.test') && /coming up/.test(m.text)),
    ).toEqual([]);

    // A sweep that runs again sends nobody a second mail.
    const mailer = createMailer(smtp.smtpConfig);
    const again = await sweepEventMails({ db: t.database.db, mailer, now: () => t.clock.now });
    mailer.close();
    expect(again).toBe(0);
    await t.clock.advance(60 * 60_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('noor@example.test', /is coming up/)).toHaveLength(1);
    const recorded = await rows<{ kind: string; email: string }>(
      t.database.db,
      sql`SELECT kind, email FROM event_buyer_mails WHERE event_id = ${on.eventId} ORDER BY email`,
    );
    expect(recorded).toEqual([
      { kind: 'pre', email: 'claire@example.test' },
      { kind: 'pre', email: 'noor@example.test' },
    ]);
  }, 120_000);

  it('thanks the buyers the morning after the event, and not where the template leaves it off', async () => {
    await sweepAt(new Date(POST_AT.getTime() - 15 * 60_000));
    expect(mailsTo('noor@example.test', /thank you for coming/)).toHaveLength(0);
    await moveUntil(
      POST_AT,
      () =>
        mailsTo('noor@example.test', /thank you for coming/).length > 0 &&
        mailsTo('claire@example.test', /Merci d/).length > 0,
    );
    const post = mailsTo('noor@example.test', /thank you for coming/);
    expect(post).toHaveLength(1);
    expect(post[0]!.text).toContain('We hope you enjoyed it');
    expect(mailsTo('claire@example.test', /Merci d/)).toHaveLength(1);
    await vi.waitFor(async () =>
      expect((await readClaire()).filter((s) => s.includes('merci d’être venu'))).toHaveLength(1),
    );
    expect(mailsTo('omar@example.test', /thank you for coming/)).toEqual([]);
  }, 120_000);

  it('covers a template turned on after the time: the next sweep mails, but no pre-event mail once begun', async () => {
    // The clock has moved past the staff session: sign in afresh.
    const admin = await createStaffUser(t.database.db, { accountId: off.accountId, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    const saved = await call(t.app, {
      method: 'PATCH',
      url: `/api/admin/event-templates/${off.templateId}`,
      token,
      payload: { email: { preEventEmail: true, postEventEmail: true, orderNotes: '' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await moveUntil(t.clock.now, () => mailsTo('omar@example.test', /thank you for coming/).length > 0);
    expect(mailsTo('omar@example.test', /thank you for coming/)).toHaveLength(1);
    expect(mailsTo('omar@example.test', /is coming up/)).toEqual([]);
  }, 120_000);
});
