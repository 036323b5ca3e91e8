import { createRequire } from 'node:module';
import { localDay } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { sell } from '../orders/order-fixture';
import { readMail } from '../tickets/mail-read';

/** Reports as an image (decisions/0106): a PNG of the report's table, downloaded or mailed by a schedule. */
interface Png {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(b: Buffer): Png } } };

const ZONE = 'America/New_York';
let t: TestApp;
let f: SaleFixture;

/** How many pixels of a band of rows are not white: text drawn there. */
function inked(png: Png, fromY: number, toY: number): number {
  let n = 0;
  for (let y = fromY; y < toY; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! < 160 && png.data[i + 1]! < 160 && png.data[i + 2]! < 160) n++;
    }
  return n;
}

beforeAll(async () => {
  t = await startTestApp({ now: new Date(), withSmtp: true, movableClock: true });
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  const tick = () => t.clock.advance(2_500);
  await sell(f, ['A-1', 'A-2'], undefined, tick);
  await sell(f, ['A-3'], undefined, tick);
});
afterAll(() => t.close());

describe('reports as an image', () => {
  it('download as a PNG of the table with its title, rows and totals drawn', async () => {
    const today = localDay(t.clock.now, ZONE);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reports/download?report=payments-audit&from=${today}&to=${today}&format=png`,
      token: f.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/payments-audit-.*\.png"/);
    const png = PNG.sync.read(res.rawPayload);
    expect(png.width).toBeGreaterThanOrEqual(480);
    // Title, subtitle, header, a row per payment type and the totals: several lines of text.
    expect(png.height).toBeGreaterThan(24 + 52 + 3 * 22);
    expect(inked(png, 24, 48)).toBeGreaterThan(50);
    expect(inked(png, 76, png.height - 24)).toBeGreaterThan(200);
  });

  it('is a scheduled report format: the run mails the PNG attached', async () => {
    // Daily, a minute before this time of day: the first run is tomorrow, over days up to today.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' })
      .format(new Date(t.clock.now.getTime() - 60_000))
      .replace(/^24/, '00');
    const made = await f.api('POST', '/api/admin/reports/scheduled', {
      name: 'Daily sales picture',
      report: 'sales-by-transaction-date',
      format: 'png',
      range: 'last-7-days',
      recipients: ['board@venue.test'],
      subject: 'Sales at a glance',
      message: 'The week in one picture.',
      frequencyUnit: 'day',
      frequencyCount: 1,
      daysOfWeek: [],
      timeOfDay: local,
      timeZone: ZONE,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data.format).toBe('png');
    const id = made.data.id as number;
    await t.clock.advance(Date.parse(made.data.nextRunAt as string) + 30_000 - t.clock.now.getTime());
    const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    let run: Json | undefined;
    for (let i = 0; i < 200 && (!run || run.status === 'running'); i++) {
      await t.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
      const runs = await call(t.app, {
        method: 'GET',
        url: `/api/admin/reports/scheduled/${id}/runs`,
        token,
      });
      run = (runs.data as unknown as Json[])[0];
    }
    expect(run, JSON.stringify(run)).toMatchObject({ status: 'succeeded', error: null });
    const mail = await readMail((await t.smtp!.lastTo('board@venue.test')).raw);
    expect(mail.subject).toBe('Sales at a glance');
    const [name, content] = [...mail.attachments.entries()][0]!;
    expect(name).toMatch(/^sales-by-transaction-date-.*\.png$/);
    expect(run!.fileName).toBe(name);
    const png = PNG.sync.read(content);
    expect(png.width).toBeGreaterThanOrEqual(480);
    expect(inked(png, 24, 48)).toBeGreaterThan(50);
  });
});
