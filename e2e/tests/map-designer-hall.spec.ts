import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { demoLogin, signInFromLoginPage } from './demo';
import { choose, overflowsSideways, pay } from './shop';

/** A 1x1 PNG: a real image the browser draws, as a venue's photo from a seat would be. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Staff API calls as the demo administrator, for what the walk does not need to show. */
async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoLogin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

/** Pixels of the designer's canvas in the colour of points being placed (draw-elements sketchColor). */
const sketchPixels = (page: Page) =>
  page.locator('canvas[aria-label="Seat map designer"]').evaluate((element) => {
    const canvas = element as unknown as {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
      };
    };
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! > 200 && data[i + 1]! > 60 && data[i + 1]! < 120 && data[i + 2]! < 60) n++;
    }
    return n;
  });

async function addElement(
  page: Page,
  kind: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add element…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add element' });
  await dialog.getByText(kind, { exact: true }).click();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: 1280, height: 1100 } });

test('a venue draws a small hall (two curved blocks, a box with a table, a standing area, a stage), saves it, sells an event from it, and a buyer sees the view from a table seat and buys it', async ({
  page,
}) => {
  // A long walk: the designer, then an event, then the shop and a payment.
  test.setTimeout(180_000);
  const stamp = Date.now() % 1_000_000;
  const call = await api(page.request);
  const venue = await call('POST', '/api/admin/venues', {
    name: `Cabaret ${stamp}`,
    timezone: 'America/New_York',
  });

  await signInFromLoginPage(page);
  await test.step('a new map: its first block of rows, curved', async () => {
    await page.goto(`/admin/v2/tools/venue-configs/new?venueId=${venue.id}`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Cabaret hall ${stamp}`);
    await page.getByRole('textbox', { name: 'Section name' }).fill('Left');
    await page.getByRole('textbox', { name: 'Rows', exact: true }).fill('2');
    await page.getByRole('textbox', { name: 'Seats per row', exact: true }).fill('6');
    await page.getByText('Curved', { exact: true }).click();
    await page.getByRole('button', { name: 'Save map (12 seats)' }).click();
    await expect(page.getByRole('img', { name: 'Seat map designer' })).toBeVisible({ timeout: 30_000 });
  });
  const mapId = Number(page.url().split('/').pop());

  await test.step('the designer adds a second curved block, a box with a table, a standing area and a stage', async () => {
    await page.getByRole('button', { name: 'Add block…' }).click();
    const block = page.getByRole('dialog', { name: 'Add block…' });
    await block.getByRole('textbox', { name: 'Section name' }).fill('Right');
    await block.getByRole('textbox', { name: 'Rows', exact: true }).fill('2');
    await block.getByRole('textbox', { name: 'Seats per row', exact: true }).fill('6');
    await block.getByText('Curved', { exact: true }).click();
    await block.getByRole('button', { name: 'Add block', exact: true }).click();
    await expect(block).toBeHidden();
    await addElement(page, 'Table', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Section' }).fill('Box');
      await dialog.getByRole('textbox', { name: 'Seats at the table' }).fill('4');
    });
    await addElement(page, 'Standing area', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Area name' }).fill('Dance floor');
      await dialog.getByRole('textbox', { name: 'Capacity' }).fill('30');
      // The floor's corners drawn by clicking on the map: the dialog steps aside meanwhile.
      await dialog.getByRole('button', { name: 'Draw on the map' }).click();
      await expect(dialog).toBeHidden();
      const canvas = page.getByRole('img', { name: 'Seat map designer' });
      const box = (await canvas.boundingBox())!;
      const corners = [
        [0.3, 0.86],
        [0.7, 0.86],
        [0.62, 0.96],
        [0.38, 0.96],
      ] as const;
      const at = ([fx, fy]: readonly [number, number]) =>
        [box.x + fx * box.width, box.y + fy * box.height] as const;
      // Nothing drawn yet; then each corner shows where it was placed, joined to the last one.
      expect(await sketchPixels(page)).toBe(0);
      await page.mouse.click(...at(corners[0]));
      await page.mouse.click(...at(corners[1]));
      await expect.poll(() => sketchPixels(page)).toBeGreaterThan(0);
      const placed = await sketchPixels(page);
      // The rubber band follows the pointer from the last corner before the next is placed.
      await page.mouse.move(...at([0.5, 0.5]), { steps: 4 });
      await expect.poll(() => sketchPixels(page)).toBeGreaterThan(placed + 40);
      await page.screenshot({ path: 'test-results/designer-drawing-preview.png' });
      for (const corner of corners.slice(2)) await page.mouse.click(...at(corner));
      await expect(page.getByRole('status').filter({ hasText: 'Corners placed: 4.' })).toBeVisible();
      await page.getByRole('button', { name: 'Done', exact: true }).click();
      await expect(dialog.getByRole('textbox', { name: /Corners/ })).toHaveValue(
        /^(-?\d+,-?\d+ ){3}-?\d+,-?\d+$/,
      );
    });
    await addElement(page, 'Stage', async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Text' }).fill('Stage');
    });
    const list = page.getByRole('list', { name: 'Drawn elements' });
    await expect(list).toContainText('Standing area: Dance floor (30 places)');
    await expect(list).toContainText('Stage: Stage');
  });

  await test.step('the box gets its view from seat, and the map saves as a new version', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image for Box' }).click();
    await (await chooser).setFiles({ name: 'box.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'View from Box' })).toBeVisible();
    await expect(page.getByText(/problems? to fix before saving/)).toBeHidden();
    await page.getByRole('button', { name: 'Save map' }).click();
    await expect(page.getByText('Saved as version 2.')).toBeVisible();
    await page.screenshot({ path: 'test-results/designer-hall.png', fullPage: true });
  });

  const saved = await call('GET', `/api/admin/maps/${mapId}`);
  const sections = saved.definition.sections as {
    name: string;
    viewImageId?: number;
    rows: { table?: unknown }[];
  }[];
  expect(sections.map((s) => s.name)).toEqual(['Left', 'Right', 'Box']);
  expect(sections[2]!.rows[0]!.table).toBeTruthy();
  expect(sections[2]!.viewImageId).toBeGreaterThan(0);
  expect(saved.definition.gaAreas[0].polygon).toHaveLength(4);
  expect(saved.definition.shapes.map((s: { kind: string }) => s.kind)).toEqual(['stage']);

  // An event from the hall: its own template with one price type, seats generated from the map,
  // one price level on every seat and the floor, then activated.
  const template = await call('POST', '/api/admin/event-templates', { name: `Cabaret nights ${stamp}` });
  await call('POST', `/api/admin/event-templates/${template.id}/price-types`, {
    name: 'Adult',
    offsetType: 'Percentage',
    defaultDiscount: 0,
  });
  const event = await call('POST', '/api/admin/events', {
    templateId: template.id,
    venueId: venue.id,
    mapId,
    name: `Cabaret ${stamp}`,
    dates: {
      LocalDate: '2027-06-04T20:00',
      LocalEndDate: '2027-06-04T23:00',
      LocalOnSaleDate: '2026-10-01T10:00',
    },
  });
  await call('POST', `/api/admin/events/${event.id}/seats/generate`);
  const priced = await call('POST', `/api/admin/events/${event.id}/price-levels`, {
    name: 'House',
    color: '#4c6ef5',
    defaultPrice: 3000,
  });
  const levelId = priced.priceLevels[0].id;
  const seats = await call('GET', `/api/admin/events/${event.id}/seats`);
  await call('POST', `/api/admin/events/${event.id}/seats/bulk`, {
    seatIds: seats.seats.id,
    action: { kind: 'priceLevel', priceLevelId: levelId },
  });
  await call('PUT', `/api/admin/events/${event.id}/ga-areas/${priced.gaAreas[0].id}`, {
    capacity: 30,
    priceLevelId: levelId,
  });
  await call('POST', `/api/admin/events/${event.id}/active`, { active: true });

  await test.step('in the box office, a seller picks a seat at the table and sees the view from it', async () => {
    await page.goto(`/admin/v2/sell-tickets?event=${event.id}`);
    await expect(page.getByRole('img', { name: /^View from/ })).toHaveCount(0);
    await choose(page, 'Section', 'Box');
    await choose(page, 'Row', 'T1');
    await page.getByRole('checkbox', { name: '1 · Available', exact: true }).check();
    await expect(page.getByRole('heading', { name: 'View from the seat' })).toBeVisible();
    const view = page.getByRole('img', { name: 'View from Box T1-1' });
    // Through the staff's own route (the back office's host need not be a shop's), and drawn.
    await expect(view).toHaveAttribute('src', `/api/admin/sell/map-views/${sections[2]!.viewImageId}`);
    await expect
      .poll(() =>
        view.evaluate((element) => {
          const img = element as unknown as { complete: boolean; naturalWidth: number };
          return img.complete && img.naturalWidth;
        }),
      )
      .toBe(1);
    await page.screenshot({ path: 'test-results/box-office-view-from-seat.png', fullPage: true });
  });

  await test.step('in the shop, a buyer picks a seat at the table, sees the view from it and buys it', async () => {
    await page.goto(`/shop/tickets/series/${template.id}`);
    await page
      .getByRole('link', { name: /^Choose tickets for/ })
      .first()
      .click();
    await expect(page.getByRole('tab', { name: 'Choose seats' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^View from/ })).toHaveCount(0);
    await choose(page, 'Section', 'Box');
    await choose(page, 'Row', 'T1');
    await page.getByRole('checkbox', { name: '2 · Available', exact: true }).check();
    await expect(page.getByRole('heading', { name: 'View from your seat' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'View from Box T1-2' })).toHaveAttribute(
      'src',
      `/api/shop/map-views/${sections[2]!.viewImageId}`,
    );
    await page.screenshot({ path: 'test-results/shop-view-from-seat.png', fullPage: true });
    await page.getByRole('button', { name: 'Add 1 seat to basket' }).click();
    await expect(page.getByText('1 ticket in your basket')).toBeVisible();
    await page.getByRole('link', { name: 'Go to basket' }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await pay(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\/\d+$/);
    await expect(page.getByTestId('confirmation-ticket')).toHaveCount(1);
    await expect(page.getByTestId('confirmation-ticket')).toContainText('T1');
  });
});

for (const [locale, width] of [
  ['en-US', 360],
  ['es-ES', 1280],
  ['es-ES', 360],
] as const) {
  test(`the designer's view-from-seat panel at ${width}px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFromLoginPage(page);
    await page.evaluate((l) => localStorage.setItem('tessera.locale', l), locale);
    await page.goto('/admin/v2/tools/venue-configs');
    await page.getByRole('link', { name: 'Main house' }).click();
    const title = locale === 'es-ES' ? 'Vista desde el asiento' : 'View from seat';
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await expectAccessible(page, `designer view from seat (${locale}, ${width}px)`);
    await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/designer-views-${locale}-${width}.png` });
  });
}
