import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { StripeLocal } from '../stripe-local/stripe-local';
import { stripeSale } from '../stripe-local/stripe-sale';

/**
 * Card-reader terminals at the box office (decisions/0090): a workstation names its Stripe
 * Terminal reader; a StripeTerminal payment makes a card_present PaymentIntent, hands it to that
 * reader, waits for the card presented on it (the local server's simulated reader, driven as
 * Stripe's test helpers drive it) and captures it inside the order like any card.
 */
let t: TestApp;
let local: StripeLocal;
let sale: Awaited<ReturnType<typeof stripeSale>>;
let f: SaleFixture;
let venueId: number;

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({ config: { stripe: { apiUrl: url, timeoutMs: 3000, terminalWaitMs: 3000 } } });
  sale = await stripeSale(t, local);
  f = sale.f;
  const [event] = await rows<{ venue_id: number }>(
    t.database.db,
    sql`SELECT venue_id FROM events WHERE id = ${f.eventId}`,
  );
  venueId = event!.venue_id;
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

/** A reader registered at Stripe with the simulated reader's code, and a workstation naming it. */
async function workstationWithReader(name: string, withReader = true) {
  const reader = withReader
    ? await sale.stripe.terminal.readers.create({
        registration_code: 'simulated-wpe',
        label: `${name} reader`,
      })
    : null;
  const res = await f.api('POST', `/api/admin/venues/${venueId}/workstations`, {
    name,
    cardTerminalId: reader?.id ?? '',
    cardTerminalLabel: reader ? `${name} reader` : '',
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const venue = await f.api('GET', `/api/admin/venues/${venueId}`);
  const station = (venue.data.workstations as { id: number; name: string; cardTerminalLabel: string }[]).find(
    (w) => w.name === name,
  )!;
  return { workstationId: station.id, station, readerId: reader?.id ?? null };
}

async function basketOf(fixture: SaleFixture, places: string[]) {
  const open = await fixture.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basket = await fixture.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: fixture.eventId,
    seatIds: places.map((p) => fixture.seats.get(p)),
  });
  expect(basket.statusCode, basket.body).toBe(200);
  return { id: open.data.id as string, total: basket.data.total as number };
}

/** Checks out at the box office with the workstation's reader; `present` taps a card once the reader waits. */
async function payOnReader(
  places: string[],
  workstationId: number,
  present: ((readerId: string) => Promise<unknown>) | null,
  readerId: string | null,
  attempt: { basket?: { id: string; total: number }; idempotencyKey?: string } = {},
) {
  const basket = attempt.basket ?? (await basketOf(f, places));
  const paying = f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
    idempotencyKey: attempt.idempotencyKey ?? key(),
    buyer,
    payments: [{ type: 'StripeTerminal', amount: basket.total, workstationId }],
  });
  if (present && readerId) {
    // The seller asks the buyer to tap once the reader shows the amount (its action is in progress).
    for (let i = 0; i < 100; i++) {
      const reader = await sale.stripe.terminal.readers.retrieve(readerId);
      if ('action' in reader && reader.action?.status === 'in_progress') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await present(readerId);
  }
  return { res: await paying, basket };
}

const tap = (number: string) => (readerId: string) =>
  sale.stripe.testHelpers.terminal.readers.presentPaymentMethod(readerId, { card_present: { number } });

const ordersOfBasket = (basketId: string) =>
  rows<{ id: number }>(t.database.db, sql`SELECT id FROM orders WHERE basket_id = ${basketId}`);

const intentsOfBasket = async (basketId: string) =>
  (await sale.stripe.paymentIntents.search({ query: `metadata['tessera_basket']:'${basketId}'` })).data;

describe('card-reader terminals', () => {
  it('gives the reader software a connection token for a Stripe payment account, and refuses another account', async () => {
    const res = await f.api(
      'GET',
      `/api/admin/stripeterminal/connectiontoken?paymentAccountId=${sale.paymentAccountId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.token).toMatch(/^pst_test_/);
    const other = await saleFixture(t);
    const foreign = await other.api(
      'GET',
      `/api/admin/stripeterminal/connectiontoken?paymentAccountId=${sale.paymentAccountId}`,
    );
    expect(foreign.statusCode).toBe(409);
    expect(errorCode(foreign)).toBe('purchase.card_terminal_unavailable');
  });

  it('sells with the card presented on the workstation’s reader and captures it in the order', async () => {
    const { workstationId, station, readerId } = await workstationWithReader('Window 1');
    expect(station.cardTerminalLabel).toBe('Window 1 reader');
    const { res, basket } = await payOnReader(
      ['A-1', 'A-2'],
      workstationId,
      tap('4242424242424242'),
      readerId,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.payments).toEqual([
      expect.objectContaining({
        type: 'StripeTerminal',
        amount: basket.total,
        method: 'Visa',
        last4: '4242',
      }),
    ]);
    const [payment] = await sale.paymentsOf(res.data.id as number);
    expect(payment).toMatchObject({ processor: 'stripe', status: 'captured', last4: '4242' });
    const [intent] = await intentsOfBasket(basket.id);
    expect(intent).toMatchObject({ id: payment!.provider_id, status: 'succeeded', amount: basket.total });
  });

  it('refuses a card the reader declines: nothing is sold and nothing is held', async () => {
    const { workstationId, readerId } = await workstationWithReader('Window 2');
    const { res, basket } = await payOnReader(['A-3'], workstationId, tap('4000000000000002'), readerId);
    expect(res.statusCode, res.body).toBe(402);
    expect(errorCode(res)).toBe('purchase.card_declined');
    expect(await ordersOfBasket(basket.id)).toEqual([]);
    const [intent] = await intentsOfBasket(basket.id);
    expect(intent?.status).toBe('canceled');
    const open = await f.api('GET', `/api/admin/baskets/${basket.id}`);
    expect(open.data.status).toBe('open');
  });

  it('takes another card on the same attempt after the reader declined one (the seller sends the sale again)', async () => {
    const { workstationId, readerId } = await workstationWithReader('Window 6');
    const idempotencyKey = key();
    const first = await payOnReader(['A-8'], workstationId, tap('4000000000000002'), readerId, {
      idempotencyKey,
    });
    expect(errorCode(first.res)).toBe('purchase.card_declined');
    const again = await payOnReader([], workstationId, tap('4242424242424242'), readerId, {
      basket: first.basket,
      idempotencyKey,
    });
    expect(again.res.statusCode, again.res.body).toBe(201);
    const statuses = (await intentsOfBasket(first.basket.id)).map((i) => i.status).sort();
    expect(statuses).toEqual(['canceled', 'succeeded']);
  });

  it('answers "card terminal not connected or not configured" for a workstation without a reader, an offline reader and a sandbox venue, selling nothing', async () => {
    const bare = await workstationWithReader('Window 3', false);
    const none = await payOnReader(['A-4'], bare.workstationId, null, null);
    expect(none.res.statusCode, none.res.body).toBe(409);
    expect(none.res.data.errors).toEqual([
      expect.objectContaining({
        code: 'purchase.card_terminal_unavailable',
        field: 'payments.0.workstationId',
      }),
    ]);
    expect(await ordersOfBasket(none.basket.id)).toEqual([]);
    expect(await intentsOfBasket(none.basket.id)).toEqual([]);

    const missing = await payOnReader(['A-5'], 999_999, null, null);
    expect(errorCode(missing.res)).toBe('purchase.card_terminal_unavailable');

    const offline = await workstationWithReader('Window 4');
    local.terminal.readers.get(offline.readerId!)!.status = 'offline';
    const off = await payOnReader(['A-6'], offline.workstationId, null, null);
    expect(off.res.statusCode, off.res.body).toBe(409);
    expect(errorCode(off.res)).toBe('purchase.card_terminal_unavailable');
    expect(await ordersOfBasket(off.basket.id)).toEqual([]);
    expect((await intentsOfBasket(off.basket.id)).map((i) => i.status)).toEqual(['canceled']);

    // A venue paid through the sandbox has no card readers.
    const sandbox = await saleFixture(t);
    const [event] = await rows<{ venue_id: number }>(
      t.database.db,
      sql`SELECT venue_id FROM events WHERE id = ${sandbox.eventId}`,
    );
    await sandbox.api('POST', `/api/admin/venues/${event!.venue_id}/workstations`, {
      name: 'Desk',
      cardTerminalId: 'tmr_sandboxdesk',
    });
    const venue = await sandbox.api('GET', `/api/admin/venues/${event!.venue_id}`);
    const desk = (venue.data.workstations as { id: number }[])[0]!;
    const basket = await basketOf(sandbox, ['A-1']);
    const res = await sandbox.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'StripeTerminal', amount: basket.total, workstationId: desk.id }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(errorCode(res)).toBe('purchase.card_terminal_unavailable');
    expect(await ordersOfBasket(basket.id)).toEqual([]);
  });

  it('gives up when no card is presented in time, holding nothing', async () => {
    const { workstationId } = await workstationWithReader('Window 5');
    const { res, basket } = await payOnReader(['A-7'], workstationId, null, null);
    expect(res.statusCode, res.body).toBe(504);
    expect(errorCode(res)).toBe('purchase.payment_timeout');
    expect(await ordersOfBasket(basket.id)).toEqual([]);
    expect((await intentsOfBasket(basket.id)).map((i) => i.status)).toEqual(['canceled']);
  }, 15_000);
});
