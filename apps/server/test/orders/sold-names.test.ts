import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { approveCard, withShownTotal } from '../shop/shop-client';
import { readMail } from '../tickets/mail-read';
import { readPdf } from '../tickets/pdf-read';
import { sell } from '../tickets/sell';

let t: TestApp;
let f: SaleFixture;
const ids = { fullPrice: 0, concession: 0, bookingFee: 0, handlingFee: 0, programme: 0 };

type Named = { name: string };
type OrderAnswer = {
  id: number;
  tickets: { priceTypeName: string | null; fees: Named[] }[];
  orderFees: Named[];
  products: Named[];
};

const ok = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.data;
};

/** A staff call read in a language (the staff member's interface language). */
const staffIn = (language: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, payload, token: f.token, headers: { 'accept-language': language } });

/** The names an order answer shows: each ticket's price type and fees, the order's fees, the products. */
const namesOf = (order: OrderAnswer) => ({
  priceTypes: order.tickets.map((x) => x.priceTypeName),
  ticketFees: [...new Set(order.tickets.flatMap((x) => x.fees.map((fee) => fee.name)))],
  orderFees: order.orderFees.map((fee) => fee.name),
  products: order.products.map((p) => p.name),
});

/** A shop browser reading in one language, with its basket cookie and, once signed in, its session. */
function shopBrowser(language: string, session?: string) {
  const cookies: Record<string, string> = session ? { tessera_shop_session: session } : {};
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const request = (m: 'GET' | 'POST', u: string, p?: object) =>
      call(t.app, {
        method: m,
        url: u,
        payload: p,
        headers: { host: 'localhost', 'accept-language': language },
        cookies: { ...cookies },
      });
    const res = await request(method, url, await withShownTotal(request, method, url, payload));
    const basket = res.cookies.find((c) => c.name === 'tessera_basket');
    if (basket?.value) cookies.tessera_basket = basket.value;
    return res;
  };
}

/** Sells seats of section S1 at the box office under a price type to a buyer reading `locale`. */
async function soldAtBoxOffice(places: string[], priceTypeId: number, locale: string, email: string) {
  const order = await sell(f, places, { firstName: 'Lucía', lastName: 'García', email, locale }, priceTypeId);
  return order.id;
}

const rename = (
  kind: 'price-types' | 'fees' | 'products',
  id: number,
  name: string,
  nameTranslations: object,
) => f.api('PUT', `/api/admin/${kind}/${id}/names`, { name, nameTranslations });

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const types = ok(
    await f.api('GET', `/api/admin/event-templates/${f.templateId}/price-types`),
  ) as unknown as {
    id: number;
    name: string;
  }[];
  ids.fullPrice = types.find((p) => p.name === 'Full price')!.id;
  ids.concession = f.concessionId;
  const [feeSet] = ok(
    await f.api('GET', `/api/admin/event-templates/${f.templateId}/fee-sets`),
  ) as unknown as {
    fees: { id: number; name: string }[];
  }[];
  ids.bookingFee = feeSet!.fees.find((x) => x.name === 'Booking fee')!.id;
  ids.handlingFee = feeSet!.fees.find((x) => x.name === 'Handling fee')!.id;
  // The venue gives Spanish names after making these, in the forms where it entered them.
  ok(await rename('price-types', ids.concession, 'Concession', { 'es-ES': 'Reducida' }));
  ok(await rename('fees', ids.bookingFee, 'Booking fee', { 'es-ES': 'Gastos de gestión' }));
  ok(await rename('fees', ids.handlingFee, 'Handling fee', { 'es-ES': 'Gastos de envío' }));
  const product = ok(
    await f.api('POST', `/api/admin/event-templates/${f.templateId}/products`, {
      name: 'Programme',
      type: 'Program',
      sku: 'PROG-SOLD-NAMES',
      price: 500,
    }),
  );
  ids.programme = product.id as number;
  ok(await rename('products', ids.programme, 'Programme', { 'es-ES': 'Programa de mano' }));
});
afterAll(() => t.close());

describe('names a venue typed, on what a Spanish buyer bought', () => {
  it('are in Spanish on the confirmation, the account’s order and tickets, the mail and its PDF; staff read them in their own language', async () => {
    const email = 'lucia.sold-names@example.test';
    const shop = shopBrowser('es-ES', await registeredCustomer(t, email));
    const seats = ok(await shop('GET', `/api/shop/events/${f.eventId}/seats`));
    const fees = (seats.priceLevels as { allIn: { fees: Named[] }[] }[])[0]!.allIn.flatMap((p) => p.fees);
    expect(fees.map((fee) => fee.name)).toContain('Gastos de gestión');
    ok(
      await shop('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        priceTypeId: ids.concession,
        seatIds: [f.seats.get('B-1')],
      }),
    );
    ok(await shop('POST', '/api/shop/basket/products', { eventId: f.eventId, productId: ids.programme }));
    const placed = ok(
      await shop('POST', '/api/shop/basket/checkout', {
        idempotencyKey: 'sold-names-spanish-buyer-1',
        buyer: { firstName: 'Lucía', lastName: 'García', email },
        card: approveCard,
      }),
    ) as unknown as OrderAnswer;
    const spanish = {
      priceTypes: ['Reducida'],
      ticketFees: ['Gastos de gestión'],
      orderFees: ['Gastos de envío'],
      products: ['Programa de mano'],
    };
    expect(namesOf(placed)).toEqual(spanish);
    // The confirmation page, read again.
    expect(namesOf(ok(await shop('GET', `/api/shop/orders/${placed.id}`)) as unknown as OrderAnswer)).toEqual(
      spanish,
    );
    // The customer's order page and tickets in their account.
    const mine = ok(await shop('GET', `/api/shop/account/orders/${placed.id}`));
    expect((mine.tickets as { priceTypeName: string }[]).map((x) => x.priceTypeName)).toEqual(['Reducida']);
    const tickets = (await shop('GET', '/api/shop/account/tickets')).data as unknown as {
      priceTypeName: string;
    }[];
    expect(tickets.map((x) => x.priceTypeName)).toEqual(['Reducida']);
    const download = await shop('GET', `/api/shop/account/orders/${placed.id}/tickets.pdf`);
    expect((await readPdf(download.rawPayload))[0]!.text).toContain('Tipo de precio: Reducida');

    // The confirmation mail, in the language the buyer shopped in, and its tickets.
    await confirmationSent(f.api, placed.id);
    const mail = await readMail((await t.smtp!.lastTo(email)).raw);
    expect(mail.subject).toBe(`Tu pedido ${placed.id} está confirmado`);
    expect(mail.text).toContain('Sección S1 · Fila B · Asiento 1 · Reducida');
    expect(mail.text).toContain('1 × Programa de mano');
    expect(mail.text).toMatch(/^Gastos de gestión: 1,50/m);
    expect(mail.text).toMatch(/^Gastos de envío: 2,00/m);
    const [ticketPage, voucherPage] = await readPdf(mail.attachments.get(`tickets-${placed.id}.pdf`)!);
    expect(ticketPage!.text).toContain('Tipo de precio: Reducida');
    expect(ticketPage!.text).toContain('Incluye Gastos de gestión 1,50');
    expect(voucherPage!.text).toContain('Programa de mano');

    // Staff read the order in their interface language.
    expect(
      namesOf(ok(await staffIn('en-US', 'GET', `/api/admin/orders/${placed.id}`)) as unknown as OrderAnswer),
    ).toEqual({
      priceTypes: ['Concession'],
      ticketFees: ['Booking fee'],
      orderFees: ['Handling fee'],
      products: ['Programme'],
    });
    expect(
      namesOf(ok(await staffIn('es-ES', 'GET', `/api/admin/orders/${placed.id}`)) as unknown as OrderAnswer),
    ).toEqual(spanish);
    const bundle = ok(await staffIn('es-ES', 'GET', `/api/admin/orders/${placed.id}/bundle`));
    expect((bundle.tickets as { priceTypeName: string }[]).map((x) => x.priceTypeName)).toEqual(['Reducida']);
  });

  it('are written at the box office too, where the seller’s basket is in the seller’s language', async () => {
    const open = ok(await staffIn('es-ES', 'POST', '/api/admin/baskets', { channel: 'PointOfSale' }));
    const basket = ok(
      await staffIn('es-ES', 'POST', `/api/admin/baskets/${open.id}/seats`, {
        eventId: f.eventId,
        priceTypeId: ids.concession,
        seatIds: [f.seats.get('B-3')],
      }),
    );
    const item = (basket.items as { priceTypeName: string; fees: Named[] }[])[0]!;
    expect([item.priceTypeName, item.fees[0]!.name]).toEqual(['Reducida', 'Gastos de gestión']);
    const orderId = await soldAtBoxOffice(['B-4'], ids.concession, 'es-ES', 'pablo.sold-names@example.test');
    const mail = await readMail((await t.smtp!.lastTo('pablo.sold-names@example.test')).raw);
    expect(mail.text).toContain('Sección S1 · Fila B · Asiento 4 · Reducida');
    const pdf = await staffIn('en-US', 'GET', `/api/admin/orders/${orderId}/tickets.pdf`);
    // The tickets are the buyer's: in the buyer's language whoever prints them.
    expect((await readPdf(pdf.rawPayload))[0]!.text).toContain('Tipo de precio: Reducida');
  });
});

describe('a name changed after the sale', () => {
  it('leaves what was sold under the old name as it was sold, in every language; new sales take the new name', async () => {
    const email = 'carmen.sold-names@example.test';
    const orderId = await soldAtBoxOffice(['C-1'], ids.concession, 'es-ES', email);
    ok(await rename('price-types', ids.concession, 'Student', { 'es-ES': 'Estudiante' }));
    ok(await rename('fees', ids.bookingFee, 'Service fee', { 'es-ES': 'Cargo por servicio' }));

    const inSpanish = ok(
      await staffIn('es-ES', 'GET', `/api/admin/orders/${orderId}`),
    ) as unknown as OrderAnswer;
    expect(namesOf(inSpanish).priceTypes).toEqual(['Reducida']);
    expect(namesOf(inSpanish).ticketFees).toEqual(['Gastos de gestión']);
    const inEnglish = ok(
      await staffIn('en-US', 'GET', `/api/admin/orders/${orderId}`),
    ) as unknown as OrderAnswer;
    expect(namesOf(inEnglish).priceTypes).toEqual(['Concession']);
    const resent = ok(await f.api('POST', `/api/admin/orders/${orderId}/confirmation`, {}));
    expect(resent.status).toBe('sent');
    const mail = await readMail((await t.smtp!.lastTo(email)).raw);
    expect(mail.text).toContain('Sección S1 · Fila C · Asiento 1 · Reducida');
    const [page] = await readPdf(mail.attachments.get(`tickets-${orderId}.pdf`)!);
    expect(page!.text).toContain('Tipo de precio: Reducida');
    expect(page!.text).toContain('Incluye Gastos de gestión');

    // The shop offers the new name at once, and a new order keeps it.
    const shop = shopBrowser('es-ES');
    const added = ok(
      await shop('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        priceTypeId: ids.concession,
        seatIds: [f.seats.get('C-2')],
      }),
    );
    expect((added.basket as { items: { priceTypeName: string }[] }).items[0]!.priceTypeName).toBe(
      'Estudiante',
    );
    const placed = ok(
      await shop('POST', '/api/shop/basket/checkout', {
        idempotencyKey: 'sold-names-after-rename-1',
        buyer: { firstName: 'Carmen', lastName: 'Ruiz', email: 'carmen2.sold-names@example.test' },
        card: approveCard,
      }),
    ) as unknown as OrderAnswer;
    expect(namesOf(placed).priceTypes).toEqual(['Estudiante']);
    expect(namesOf(placed).ticketFees).toEqual(['Cargo por servicio']);
  });

  it('refuses a price type, fee or product of no one, and one of an archived template', async () => {
    for (const kind of ['price-types', 'fees', 'products'] as const) {
      const res = await rename(kind, 999_999, 'Nobody', {});
      expect(res.statusCode).toBe(404);
    }
    const long = await rename('price-types', ids.concession, 'Student', { fr: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    const other = await saleFixture(t);
    ok(await other.api('POST', `/api/admin/event-templates/${other.templateId}/archive`));
    const archived = await other.api('PUT', `/api/admin/price-types/${other.concessionId}/names`, {
      name: 'Concession',
      nameTranslations: {},
    });
    expect(archived.statusCode).toBe(409);
    // Another account's price type is not there for this one.
    expect((await rename('price-types', other.concessionId, 'Mine', {})).statusCode).toBe(404);
  });
});

describe('a name with no translation into the buyer’s language', () => {
  it('shows the translation into the account’s default language, else the name as entered', async () => {
    const before = await soldAtBoxOffice(['D-1'], ids.fullPrice, 'es-ES', 'ana.sold-names@example.test');
    expect(
      namesOf(ok(await staffIn('es-ES', 'GET', `/api/admin/orders/${before}`)) as unknown as OrderAnswer)
        .priceTypes,
    ).toEqual(['Full price']);
    const settings = ok(await f.api('GET', '/api/admin/account-settings'));
    ok(await f.api('PUT', '/api/admin/account-settings', { ...settings, defaultLanguage: 'fr' }));
    try {
      ok(await rename('price-types', ids.fullPrice, 'Full price', { fr: 'Plein tarif' }));
      const after = await soldAtBoxOffice(['D-2'], ids.fullPrice, 'es-ES', 'ana.sold-names@example.test');
      const read = async (language: string, orderId: number) =>
        namesOf(ok(await staffIn(language, 'GET', `/api/admin/orders/${orderId}`)) as unknown as OrderAnswer)
          .priceTypes;
      expect(await read('es-ES', after)).toEqual(['Plein tarif']);
      expect(await read('en-GB', after)).toEqual(['Plein tarif']);
      // Sold before the French name was given: the name it was sold under.
      expect(await read('es-ES', before)).toEqual(['Full price']);
      const mail = await readMail((await t.smtp!.lastTo('ana.sold-names@example.test')).raw);
      expect(mail.text).toContain('Sección S1 · Fila D · Asiento 2 · Plein tarif');
    } finally {
      ok(await f.api('PUT', '/api/admin/account-settings', settings));
    }
  });
});

describe('orders placed before names were kept as sold', () => {
  it('take the names of the price types, fees and products they recorded, by id', async () => {
    const orderId = await soldAtBoxOffice(['E-1'], ids.concession, 'es-ES', 'old.sold-names@example.test');
    const db = t.database.db;
    // As such an order was stored: ids only, the fee charges without translations.
    await db.execute(
      sql`UPDATE order_tickets SET price_type_name = NULL, price_type_name_translations = '{}'::jsonb,
          fees = (SELECT jsonb_agg(c - 'nameTranslations') FROM jsonb_array_elements(fees) c)
        WHERE order_id = ${orderId}`,
    );
    expect(
      namesOf(ok(await staffIn('es-ES', 'GET', `/api/admin/orders/${orderId}`)) as unknown as OrderAnswer),
    ).toMatchObject({ priceTypes: [null], ticketFees: ['Service fee'] });
    const backfill = readFileSync(
      new URL('../../drizzle/0029_sold_names_backfill.sql', import.meta.url),
      'utf8',
    );
    for (const statement of backfill.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(
      namesOf(ok(await staffIn('es-ES', 'GET', `/api/admin/orders/${orderId}`)) as unknown as OrderAnswer),
    ).toMatchObject({ priceTypes: ['Estudiante'], ticketFees: ['Cargo por servicio'] });
    const [stored] = await rows<{ price_type_name: string }>(
      db,
      sql`SELECT price_type_name FROM order_tickets WHERE order_id = ${orderId}`,
    );
    expect(stored?.price_type_name).toBe('Student');
  });
});
