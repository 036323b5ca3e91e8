import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';

interface Seat {
  name: string;
  x: number;
  y: number;
}
interface MapJson {
  version: number;
  definition: { sections: { name: string; rows: { name: string; seats: Seat[] }[] }[] };
}

const mapOf = async (page: Page, id: string): Promise<MapJson> =>
  (await page.request.get(`/api/admin/maps/${id}`)).json();

/** Where a map point is drawn: the seat map fits its seats into the canvas with a 32 px margin. */
async function screenOf(canvas: Locator, map: MapJson) {
  const box = (await canvas.boundingBox())!;
  const seats = map.definition.sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
  const minX = Math.min(...seats.map((s) => s.x));
  const maxX = Math.max(...seats.map((s) => s.x));
  const minY = Math.min(...seats.map((s) => s.y));
  const maxY = Math.max(...seats.map((s) => s.y));
  const scale = Math.min((box.width - 64) / (maxX - minX), (box.height - 64) / (maxY - minY));
  const tx = (box.width - (maxX - minX) * scale) / 2 - minX * scale;
  const ty = (box.height - (maxY - minY) * scale) / 2 - minY * scale;
  return { scale, at: (s: Seat) => ({ x: box.x + tx + s.x * scale, y: box.y + ty + s.y * scale }) };
}

test.use({ viewport: { width: 1280, height: 1100 } });
// Ten clicks, a drag and a save on a 456-seat map: more than the default half minute on a busy box.
test.setTimeout(90_000);

test('the designer reopens a saved map, moves and renumbers seats, undoes, and saves a new version', async ({
  page,
}) => {
  await signInFromLoginPage(page);
  await page.goto('/admin/v2/tools/venue-configs');
  await page.getByRole('link', { name: 'Main house' }).click();
  const canvas = page.getByRole('img', { name: 'Seat map designer' });
  await expect(canvas).toBeVisible();
  // The canvas takes its column's width once laid out.
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBeGreaterThan(800);
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const id = page.url().split('/').pop()!;
  const before = await mapOf(page, id);
  const circle = before.definition.sections.find((s) => s.name === 'Circle Left')!;
  const rowA = circle.rows[0]!.seats;
  const view = await screenOf(canvas, before);

  // Select Circle Left's front row: click the first seat, Ctrl+click the others.
  await page.mouse.click(view.at(rowA[0]!).x, view.at(rowA[0]!).y);
  await page.keyboard.down('Control');
  for (const seat of rowA.slice(1)) await page.mouse.click(view.at(seat).x, view.at(seat).y);
  await page.keyboard.up('Control');
  await expect(page.getByText(`${rowA.length} seats selected.`)).toBeVisible();

  // Renumber right to left.
  await page.getByRole('button', { name: 'Renumber…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renumber' });
  await dialog.getByText('Right to left').click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  // Drag the row onto row B: the problems list names the overlap, and Save waits.
  const save = page.getByRole('button', { name: 'Save map' });
  const start = view.at(rowA[3]!);
  const rowGap = circle.rows[1]!.seats[3]!.y - rowA[3]!.y;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + (rowGap * view.scale) / 2, { steps: 4 });
  await page.mouse.move(start.x, start.y + rowGap * view.scale, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText(/problems? to fix before saving/)).toBeVisible();
  await expect(
    page.getByText(/Seats Circle Left-B-\d+ and Circle Left-A-\d+ overlap\./).first(),
  ).toBeVisible();
  await expect(save).toBeDisabled();

  // Undo the drag; nudge the row down three units and undo one of them.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(/problems? to fix before saving/)).toBeHidden();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Control+z');

  await save.click();
  await expect(page.getByText(`Saved as version ${before.version + 1}.`)).toBeVisible();

  const after = await mapOf(page, id);
  expect(after.version).toBe(before.version + 1);
  const saved = after.definition.sections.find((s) => s.name === 'Circle Left')!.rows[0]!.seats;
  expect(saved.map((s) => s.name)).toEqual(rowA.map((s) => s.name).reverse());
  expect(saved.map((s) => s.y)).toEqual(rowA.map((s) => s.y + 2));

  // Reopened, the designer shows the saved version.
  await page.reload();
  await expect(canvas).toBeVisible();
  await expect(page.getByText(String(before.version + 1), { exact: true }).first()).toBeVisible();
});
