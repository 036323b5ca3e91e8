import { localDay, zonedInstant } from '@tessera/domain';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { sell } from '../orders/order-fixture';

// The venue is in New York. The clock starts now (the job queue's database keeps real time) and
// moves to 10:00 there on the next Sunday but one; the job queue runs only as the test moves it.
export const ZONE = 'America/New_York';
const sunday = (() => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  for (let n = 0; ; n++) {
    const day = localDay(new Date(start.getTime() + n * 86_400_000), ZONE);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) return day;
  }
})();
/** The venue's local day `n` days after that Sunday. */
export const day = (n: number) =>
  new Date(Date.parse(`${sunday}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The instant of a local time on that day. */
export const at = (n: number, time: string, plusMs = 0) => {
  const [y, m, d] = day(n).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(zonedInstant(y, m, d, hh, mm, ZONE).getTime() + plusMs).toISOString();
};

export const errorCode = (res: { data: Json }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

/** A weekly payments audit mailed on Mondays at 07:00 in New York; `over` changes any field. */
export const schedule = (over: Json = {}): Json => ({
  name: 'Weekly payments',
  report: 'payments-audit',
  format: 'csv',
  range: 'last-7-days',
  recipients: ['finance@venue.test'],
  subject: 'Payments last week',
  message: 'The payments of last week are attached.',
  frequencyUnit: 'week',
  frequencyCount: 1,
  daysOfWeek: [1],
  timeOfDay: '07:00',
  timeZone: 'America/New_York',
  ...over,
});

/** The app on a movable clock at 10:00 on that Sunday, an admin, and two cash sales at the box office. */
export interface ScheduledReportsWorld {
  t: TestApp;
  f: SaleFixture;
  soldTotal: number;
  /** A fresh admin session (the clock moves past a session's lifetime). */
  signInAgain(): Promise<void>;
  /** Moves the clock to an instant in steps, letting the job queue run what falls due. */
  moveTo(at: string): Promise<void>;
  /** Waits for a schedule's run of a due time to finish. */
  finishedRun(id: number, dueAt: string): Promise<Json>;
}

export async function scheduledReportsWorld(): Promise<ScheduledReportsWorld> {
  const t = await startTestApp({ now: new Date(), withSmtp: true, movableClock: true });
  await t.clock.advance(Date.parse(at(0, '10:00')) - t.clock.now.getTime());
  const f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  const tick = () => t.clock.advance(2_500);
  let soldTotal = (await sell(f, ['A-1', 'A-2'], undefined, tick)).total;
  soldTotal += (await sell(f, ['A-3'], undefined, tick)).total;
  const signInAgain = async () => {
    const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    f.token = token;
    f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
  };
  const moveTo = async (at: string) => {
    const target = Date.parse(at);
    if (target > t.clock.now.getTime()) await t.clock.advance(target - t.clock.now.getTime());
  };
  const finishedRun = async (id: number, dueAt: string) => {
    for (let i = 0; i < 300; i++) {
      const runs = await f.api('GET', `/api/admin/reports/scheduled/${id}/runs`);
      if (runs.statusCode === 401) await signInAgain();
      const run = ((runs.data as unknown as Json[]) ?? []).find?.((r) => r.dueAt === dueAt);
      if (run && run.status !== 'running') return run;
      await t.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no finished run of ${id} at ${dueAt}`);
  };
  return { t, f, soldTotal, signInAgain, moveTo, finishedRun };
}
