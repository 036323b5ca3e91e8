import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const ok = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.data;
};

/** A shop browser asking in one language. */
function browserIn(language: string) {
  let cookie: string | null = null;
  return async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(t.app, {
      method,
      url,
      payload,
      headers: {
        host: 'localhost',
        'accept-language': language,
        ...(cookie ? { cookie: `tessera_basket=${cookie}` } : {}),
      },
    });
    const set = res.cookies.find((c) => c.name === 'tessera_basket');
    if (set) cookie = set.value;
    return res;
  };
}

type Basket = {
  items: { priceTypeName: string; priceTypes: { name: string }[]; fees: { name: string }[] }[];
  products: { name: string }[];
  orderFees: { name: string }[];
  deliveryMethods: { displayName: string }[];
};

describe('names a venue typed, in the buyer’s language', () => {
  it('shows price types, fees, products and delivery methods translated, else as entered', async () => {
    const priceType = ok(
      await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
        name: 'Senior',
        nameTranslations: { 'es-ES': 'Jubilado', fr: 'Senior (plus de 65 ans)' },
        offsetType: 'Percentage',
        defaultDiscount: 1000,
      }),
    );
    expect(priceType.nameTranslations).toEqual({ 'es-ES': 'Jubilado', fr: 'Senior (plus de 65 ans)' });
    const [feeSet] = ok(
      await f.api('GET', `/api/admin/event-templates/${f.templateId}/fee-sets`),
    ) as unknown as {
      id: number;
    }[];
    ok(
      await f.api('POST', `/api/admin/fee-sets/${feeSet!.id}/fees`, {
        name: 'Restoration levy',
        nameTranslations: { 'es-ES': 'Tasa de restauración' },
        category: 'ServiceCharge',
        type: 'PerOrder',
        amountKind: 'FlatAmount',
        amount: 100,
      }),
    );
    ok(
      await f.api('POST', `/api/admin/event-templates/${f.templateId}/products`, {
        name: 'Programme',
        nameTranslations: { 'es-ES': 'Programa de mano' },
        type: 'Program',
        sku: 'PROG-NAMES',
        price: 500,
      }),
    );
    const plan = ok(
      await f.api('POST', '/api/admin/delivery-plans', {
        name: 'Names plan',
        methods: [
          { type: 'email', displayName: 'E-ticket', nameTranslations: { 'es-ES': 'Entrada electrónica' } },
        ],
      }),
    );
    expect((plan.methods as { nameTranslations: object }[])[0]!.nameTranslations).toEqual({
      'es-ES': 'Entrada electrónica',
    });
    ok(
      await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
        basicInfo: { deliveryPlanId: plan.id },
      }),
    );

    const spanish = browserIn('es-ES');
    const seats = ok(await spanish('GET', `/api/shop/events/${f.eventId}/seats`));
    expect((seats.priceTypes as { name: string }[]).map((p) => p.name)).toContain('Jubilado');
    const offers = ok(await spanish('GET', `/api/shop/events/${f.eventId}/products`));
    expect((offers.products as { name: string }[]).map((p) => p.name)).toContain('Programa de mano');
    ok(
      await spanish('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        priceTypeId: priceType.id,
        seatIds: [f.seats.get('B-7')],
      }),
    );
    const product = (offers.products as { id: number; name: string }[]).find(
      (p) => p.name === 'Programa de mano',
    )!;
    const withProduct = ok(
      await spanish('POST', '/api/shop/basket/products', { eventId: f.eventId, productId: product.id }),
    );
    const basket = withProduct.basket as Basket;
    expect(basket.items[0]!.priceTypeName).toBe('Jubilado');
    expect(basket.items[0]!.priceTypes.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Jubilado', 'Full price']),
    );
    // A name with no Spanish given stays as the venue entered it.
    expect(basket.items[0]!.fees.map((fee) => fee.name)).toEqual(['Booking fee']);
    expect(basket.orderFees.map((fee) => fee.name).sort()).toEqual(['Handling fee', 'Tasa de restauración']);
    expect(basket.products.map((p) => p.name)).toEqual(['Programa de mano']);
    expect(basket.deliveryMethods.map((m) => m.displayName)).toEqual(['Entrada electrónica']);

    // In French the price type has its own name; everything else falls back to the entered one.
    const french = browserIn('fr');
    const added = ok(
      await french('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        priceTypeId: priceType.id,
        seatIds: [f.seats.get('B-9')],
      }),
    );
    const inFrench = added.basket as Basket;
    expect(inFrench.items[0]!.priceTypeName).toBe('Senior (plus de 65 ans)');
    expect(inFrench.orderFees.map((fee) => fee.name).sort()).toEqual(['Handling fee', 'Restoration levy']);
    expect(inFrench.deliveryMethods.map((m) => m.displayName)).toEqual(['E-ticket']);
  });

  it('refuses a translation that is too long, naming the field', async () => {
    const res = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Student',
      nameTranslations: { fr: 'x'.repeat(101) },
      offsetType: 'Percentage',
    });
    expect(res.statusCode).toBe(400);
  });
});
