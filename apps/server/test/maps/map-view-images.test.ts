import { type SeatMapDefinition, setSeatView, setSectionView } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { createEventAt, generateSeatsFor } from '@/modules/events/events.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { jpegOf, pngOf } from '../images';
import { shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;
let other: SaleFixture;
let mapId: number;
let venueId: number;

const mapOf = async () => {
  const res = await f.api('GET', `/api/admin/maps/${mapId}`);
  return res.data as unknown as { version: number; definition: SeatMapDefinition };
};
const upload = (fixture: SaleFixture, id: number, dataBase64: string) =>
  fixture.api('POST', `/api/admin/maps/${id}/view-images`, { dataBase64 });
const save = (definition: SeatMapDefinition) => f.api('PUT', `/api/admin/maps/${mapId}`, { definition });
type View = { section: string; row: string | null; seat: string | null; url: string };

/** A second event on the map's current version, on sale in the shop like the fixture's. */
async function eventOnCurrentVersion() {
  const db = t.database.db;
  const eventId = await createEventAt(
    db,
    f.accountId,
    {
      name: 'Second night',
      venueId,
      mapId,
      startsAt: '2027-03-02T19:30:00.000Z',
      dontLeaveSingleSeats: false,
      webOnSaleAt: new Date('2026-01-01T00:00:00Z'),
    },
    new Date(),
  );
  await generateSeatsFor(db, f.accountId, eventId, new Date());
  await db.update(events).set({ templateId: f.templateId }).where(eq(events.id, eventId));
  const level = await f.api('POST', `/api/admin/events/${eventId}/price-levels`, {
    name: 'Stalls',
    color: '#4c6ef5',
    defaultPrice: 4500,
  });
  const levelId = (level.data.priceLevels as { id: number }[])[0]!.id;
  const seats = await f.api('GET', `/api/admin/events/${eventId}/seats`);
  await f.api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
    seatIds: (seats.data.seats as { id: number[] }).id,
    action: { kind: 'priceLevel', priceLevelId: levelId },
  });
  const area = (level.data.gaAreas as { id: number }[])[0]!.id;
  await f.api('PUT', `/api/admin/events/${eventId}/ga-areas/${area}`, {
    capacity: 20,
    priceLevelId: levelId,
  });
  const active = await f.api('POST', `/api/admin/events/${eventId}/active`, { active: true });
  expect(active.statusCode, active.body).toBe(200);
  return eventId;
}

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  other = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const [event] = await t.database.db
    .select({ mapId: events.mapId, venueId: events.venueId })
    .from(events)
    .where(eq(events.id, f.eventId));
  mapId = event!.mapId!;
  venueId = event!.venueId;
});
afterAll(() => t.close());

describe('view from seat', () => {
  let sectionImage: { id: number; url: string };
  let seatImage: { id: number; url: string };

  it('takes a PNG or JPG up to 2 MB, refusing anything else with a catalogue error', async () => {
    const gif = await upload(f, mapId, Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'));
    expect(gif.statusCode).toBe(400);
    expect(gif.data.errors).toEqual([expect.objectContaining({ code: 'admin.image_type_invalid' })]);
    const missingMap = await upload(f, 999_999, pngOf(800, 600));
    expect(missingMap.statusCode).toBe(404);
    const png = await upload(f, mapId, pngOf(1600, 900));
    expect(png.statusCode, png.body).toBe(201);
    expect(png.data).toMatchObject({ contentType: 'image/png', width: 1600, height: 900 });
    sectionImage = png.data as typeof sectionImage;
    // A real photo is more than the API's usual 1 MB body: up to 2 MB is taken.
    const header = Buffer.from(pngOf(1200, 800), 'base64');
    const photo = Buffer.concat([header, Buffer.alloc(1_800_000 - header.length)]).toString('base64');
    const big = await upload(f, mapId, photo);
    expect(big.statusCode, big.body.slice(0, 200)).toBe(201);
    const jpg = await upload(f, mapId, jpegOf(640, 480));
    expect(jpg.statusCode, jpg.body).toBe(201);
    seatImage = jpg.data as typeof seatImage;
    // The shop serves the bytes at the address given.
    const served = await shopBrowser(t.app).send('GET', seatImage.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.toString('base64')).toBe(jpegOf(640, 480));
  });

  it('refuses a map showing an image the account never uploaded, and keeps the map as it was', async () => {
    const before = await mapOf();
    const otherMaps = (await other.api('GET', '/api/admin/maps')).data as unknown as { id: number }[];
    const foreign = await upload(other, otherMaps[0]!.id, pngOf(10, 10));
    expect(foreign.statusCode, foreign.body).toBe(201);
    for (const id of [999_999, foreign.data.id as number]) {
      const res = await save(setSectionView(before.definition, 0, id));
      expect(res.statusCode).toBe(400);
      expect(res.data.errors).toEqual([
        expect.objectContaining({ code: 'admin.map_view_image_unknown', field: 'definition' }),
      ]);
    }
    expect((await mapOf()).version).toBe(before.version);
    // And the other account's shop does not serve this account's image.
    const res = await t.app.inject({ method: 'GET', url: seatImage.url, headers: { host: 'nowhere.test' } });
    expect(res.statusCode).not.toBe(200);
  });

  it('shows buyers the seat’s image, else its section’s, on events of the version saved with them', async () => {
    const { definition } = await mapOf();
    const section = definition.sections[0]!;
    let designed = setSectionView(definition, 0, sectionImage.id);
    designed = setSeatView(designed, new Set([0]), seatImage.id);
    const saved = await save(designed);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = (saved.data.definition as SeatMapDefinition).sections[0]!;
    expect(stored.viewImageId).toBe(sectionImage.id);
    expect(stored.rows[0]!.seats[0]!.viewImageId).toBe(seatImage.id);

    const second = await eventOnCurrentVersion();
    const shop = await shopBrowser(t.app).send('GET', `/api/shop/events/${second}/seats`);
    expect(shop.statusCode, shop.body).toBe(200);
    const first = section.rows[0]!;
    expect(shop.data.views as View[]).toEqual([
      { section: section.name, row: null, seat: null, url: sectionImage.url },
      { section: section.name, row: first.name, seat: first.seats[0]!.name, url: seatImage.url },
    ]);
    // The box office reads the same views, each through the staff's own route (decisions/0113).
    const seller = await f.api('GET', `/api/admin/sell/events/${second}/seats`);
    expect(seller.data.views).toEqual(
      (shop.data.views as View[]).map((v) => ({
        ...v,
        url: v.url.replace('/api/shop/map-views/', '/api/admin/sell/map-views/'),
      })),
    );
    const staffImage = await f.api('GET', (seller.data.views as View[])[0]!.url);
    expect(staffImage.statusCode).toBe(200);
    expect(staffImage.headers['content-type']).toBe('image/png');
    // The first event keeps the version its seats came from, which had no views.
    const older = await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/seats`);
    expect(older.data.views).toEqual([]);
  });

  it('lists the images under Tools → validate images', async () => {
    const res = await f.api('GET', '/api/admin/tools/validate-images');
    const maps = (res.data as unknown as { owner: string; problem: string | null; width: number }[]).filter(
      (i) => i.owner === 'map',
    );
    expect(maps.map((i) => [i.width, i.problem])).toEqual(
      expect.arrayContaining([
        [1600, null],
        [640, null],
      ]),
    );
  });
});
