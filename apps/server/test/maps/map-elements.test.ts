import {
  addBlock,
  addGaArea,
  addShape,
  addTable,
  chosenPoints,
  curve,
  type SeatMapDefinition,
  transformSeats,
} from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, shopBrowser } from '../shop/shop-client';

/** A small hall as the designer draws it: a curved block, a box with a table, a floor, a stage. */
function hall(): SeatMapDefinition {
  let map: SeatMapDefinition = { sections: [], gaAreas: [] };
  map = addBlock(map, {
    name: 'Stalls',
    rows: 3,
    seatsPerRow: 8,
    shape: 'straight',
    aislesAfter: [],
    rowLabels: 'letters',
    firstSeatNumber: 1,
    x: 0,
    y: 60,
    seatSpacing: 10,
    rowSpacing: 12,
    radius: 0,
  });
  const block = new Set(Array.from({ length: 24 }, (_, i) => i));
  map = transformSeats(map, block, curve(chosenPoints(map, block), 8));
  map = addTable(map, { section: 'Box', name: 'T1', shape: 'round', seats: 6, at: { x: 160, y: 70 } });
  map = addGaArea(map, {
    name: 'Floor',
    capacity: 20,
    polygon: [
      { x: 0, y: 120 },
      { x: 80, y: 120 },
      { x: 60, y: 170 },
    ],
  });
  map = addShape(map, {
    kind: 'stage',
    text: 'Stage',
    points: [
      { x: 0, y: 0 },
      { x: 80, y: 0 },
      { x: 80, y: 25 },
      { x: 0, y: 25 },
    ],
  });
  return addShape(map, { kind: 'label', points: [{ x: 40, y: 190 }], text: 'Bar' });
}

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t, { map: hall() });
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

describe('a designed hall in the shop', () => {
  it('draws the stage, label, table and GA polygon of the event’s map for the buyer and the seller', async () => {
    const shop = await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats`);
    expect(shop.statusCode, shop.body).toBe(200);
    const drawing = shop.data.drawing as SeatMapDefinition & {
      tables: { shape: string }[];
      areas: { name: string }[];
    };
    expect(drawing.shapes!.map((s) => [s.kind, s.text])).toEqual([
      ['stage', 'Stage'],
      ['label', 'Bar'],
    ]);
    expect(drawing.tables).toEqual([expect.objectContaining({ shape: 'round', x: 160, y: 70 })]);
    expect(drawing.areas).toEqual([expect.objectContaining({ name: 'Floor' })]);
    const seller = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats`);
    expect(seller.statusCode, seller.body).toBe(200);
    expect(seller.data.drawing).toEqual(shop.data.drawing);
  });

  it('sells a seat at the table and places on the drawn floor up to its capacity', async () => {
    const b = shopBrowser(t.app);
    const atTable = f.seats.get('T1-3')!;
    const added = await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [atTable] });
    expect(added.statusCode, added.body).toBe(200);
    const standing = await b.send('POST', '/api/shop/basket/general-admission', {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
    });
    expect(standing.statusCode, standing.body).toBe(200);
    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: `designed-hall-${Date.now()}`,
      buyer,
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.tickets).toHaveLength(3);
    // The seller's map is read fresh (the shop's whole map may be up to a second old).
    const after = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats`);
    const seats = after.data.seats as { id: number[]; status: string };
    expect(seats.status[seats.id.indexOf(atTable)]).not.toBe('o');
    expect((after.data.gaAreas as { placesLeft: number }[])[0]!.placesLeft).toBe(18);
  });
});
