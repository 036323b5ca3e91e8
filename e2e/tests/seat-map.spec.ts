import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

/** Two rows of ten seats, 20 map units apart. */
const csv = [
  'section,row,seat,x,y',
  ...['A', 'B'].flatMap((row, r) =>
    Array.from({ length: 10 }, (_, i) => `Stalls,${row},${i + 1},${i * 20},${r * 20}`),
  ),
].join('\n');

/** An event with those seats, made through the API with the signed-in session. */
async function seatedEvent(page: Page, stamp: number): Promise<number> {
  const post = async (path: string, data?: unknown) => {
    const res = await page.request.post(path, data === undefined ? {} : { data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: number };
  };
  const venue = await post('/api/admin/venues', { name: `Map Hall ${stamp}`, timezone: 'UTC' });
  const map = await post('/api/admin/maps/import', {
    venueId: venue.id,
    name: 'Two rows',
    format: 'csv',
    content: csv,
  });
  const event = await post('/api/admin/events', {
    templateId: null,
    name: `Recital ${stamp}`,
    venueId: venue.id,
    mapId: map.id,
    dates: {
      LocalDate: '2027-10-01T19:30',
      LocalEndDate: '2027-10-01T22:00',
      LocalOnSaleDate: '2027-08-01T10:00',
    },
  });
  await post(`/api/admin/events/${event.id}/seats/generate`);
  return event.id;
}

test('the seat map paints and erases with Shift, pans, and keeps its place when seats change', async ({
  page,
}) => {
  await signInFromLoginPage(page);
  const eventId = await seatedEvent(page, Date.now());
  await page.goto(`/admin/v2/bulk-edit-seats/${eventId}`);
  const canvas = page.getByRole('img', { name: 'Seat map with 20 seats' });
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  // The map fits the canvas with a 32 px margin: seat (x, y) of the file is on screen here.
  const scale = Math.min((box.width - 64) / 180, (box.height - 64) / 20);
  let offset = { x: (box.width - 180 * scale) / 2, y: (box.height - 20 * scale) / 2 };
  const seat = (row: 'A' | 'B', n: number) => ({
    x: box.x + offset.x + (n - 1) * 20 * scale,
    y: box.y + offset.y + (row === 'A' ? 0 : 20) * scale,
  });
  const over = async (row: 'A' | 'B', n: number) => {
    const p = seat(row, n);
    await page.mouse.move(p.x, p.y, { steps: 2 });
  };
  const selected = (n: number) => expect(page.getByText(`Seats selected: ${n}`)).toBeVisible();

  // Hovering tells which seat is under the pointer.
  await over('B', 7);
  await expect(page.getByText('Stalls · row B · seat 7')).toBeVisible();

  // Shift paints the seats passed over; Shift+E erases them again.
  const along = async (row: 'A' | 'B', n: number) => {
    const p = seat(row, n);
    await page.mouse.move(p.x, p.y + 1, { steps: 4 });
  };
  await over('A', 1);
  await page.keyboard.down('Shift');
  for (const n of [1, 2, 3, 4, 5]) await along('A', n);
  await selected(5);
  await page.keyboard.down('E');
  for (const n of [5, 4]) await along('A', n);
  await page.keyboard.up('E');
  await page.keyboard.up('Shift');
  await selected(3);

  // A click picks one seat.
  await over('B', 10);
  await page.mouse.down();
  await page.mouse.up();
  await selected(1);

  // Move: drag the map 60 px to the right; every seat is now 60 px further right.
  await page.getByText('Move', { exact: true }).click();
  const start = seat('B', 5);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y, { steps: 3 });
  await page.mouse.move(start.x + 60, start.y, { steps: 3 });
  await page.mouse.up();
  offset = { x: offset.x + 60, y: offset.y };
  await over('B', 2);
  await expect(page.getByText('Stalls · row B · seat 2')).toBeVisible();

  // Someone holds row A: the change arrives, and the map stays where it was moved to.
  const seatIds = await page.evaluate(async (id) => {
    const res = await fetch(`/api/admin/events/${id}/seats`);
    const body = (await res.json()) as { seats: { id: number[] } };
    return body.seats.id.slice(0, 10);
  }, eventId);
  const holds = (await (await page.request.get('/api/admin/seat-settings/holds')).json()) as {
    id: number;
    name: string;
  }[];
  const holdId = holds.find((h) => h.name === 'House seats')!.id;
  const res = await page.request.post(`/api/admin/events/${eventId}/seats/bulk`, {
    data: { seatIds, action: { kind: 'hold', holdId } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // Live updates fetch changes every few seconds.
  await expect(page.getByText('Hold (10)')).toBeVisible({ timeout: 15_000 });
  await over('A', 6);
  const tip = page.getByText('Stalls · row A · seat 6');
  await expect(tip).toBeVisible();
  await expect(tip.locator('..').getByText('Hold', { exact: true })).toBeVisible();
});
