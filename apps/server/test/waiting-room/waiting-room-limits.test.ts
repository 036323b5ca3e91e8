import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { codeOf } from '../shop/shop-client';
import { shopVisitor } from './waiting-room-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ config: { waitingRoomPollsPerMinute: 3 } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  await t.database.db.execute(sql`UPDATE events SET heavy_on_sale = true WHERE id = ${f.eventId}`);
});
afterAll(() => t.close());

describe('waiting-room limits', () => {
  it('limits polls per queue ticket, so one visitor polling fast does not slow the others', async () => {
    const url = `/api/shop/events/${f.eventId}/waiting-room`;
    const fast = shopVisitor(t.app);
    expect((await fast.send('POST', url)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await fast.send('GET', url)).statusCode).toBe(200);
    const refused = await fast.send('GET', url);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('common.rate_limited');
    // Another visitor (another ticket) still gets answers.
    const calm = shopVisitor(t.app);
    expect((await calm.send('POST', url)).statusCode).toBe(200);
    expect((await calm.send('GET', url)).statusCode).toBe(200);
  });
});
