import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInFromLoginPage } from './demo';
import { overflowsSideways } from './shop';

interface Point {
  x: number;
  y: number;
}
interface MapJson {
  version: number;
  definition: {
    sections: { name: string; rows: { name: string; seats: Point[]; table?: { shape: string } }[] }[];
    gaAreas: { name: string; capacity: number; polygon?: Point[] }[];
    shapes?: { kind: string; text?: string; points: Point[] }[];
  };
}

const mapOf = async (page: Page, id: string): Promise<MapJson> =>
  (await page.request.get(`/api/admin/maps/${id}`)).json();

async function openMainHouse(page: Page, canvas = 'Seat map designer') {
  await page.goto('/admin/v2/tools/venue-configs');
  await page.getByRole('link', { name: 'Main house' }).click();
  await expect(page.getByRole('img', { name: canvas })).toBeVisible();
  return page.url().split('/').pop()!;
}

/** A copy of the demo's Main house to draw on, so other walks find the demo map as seeded. */
async function openCopyOfMainHouse(page: Page) {
  const mainHouse = await openMainHouse(page);
  const copied = await page.request.post(`/api/admin/maps/${mainHouse}/copy`, {
    data: { name: `Drawn hall ${Date.now()}` },
  });
  expect(copied.ok(), await copied.text()).toBe(true);
  const { id } = (await copied.json()) as { id: number };
  await page.goto(`/admin/v2/tools/venue-configs/${id}`);
  await expect(page.getByRole('img', { name: 'Seat map designer' })).toBeVisible({ timeout: 30_000 });
  return String(id);
}

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
test.setTimeout(90_000);

test('the designer draws a box with a table, a standing area and a stage, saves them in the map, and they export and import unchanged', async ({
  page,
}) => {
  await signInFromLoginPage(page);
  const id = await openCopyOfMainHouse(page);
  const before = await mapOf(page, id);

  await addElement(page, 'Table', async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Section' }).fill('Box A');
    await dialog.getByRole('textbox', { name: 'Seats at the table' }).fill('6');
  });
  await addElement(page, 'Standing area', async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Area name' }).fill('Promenade');
    await dialog.getByRole('textbox', { name: 'Capacity' }).fill('80');
    await dialog.getByRole('textbox', { name: /Corners/ }).fill('0,900 300,900 250,1000 50,1000');
  });
  await addElement(page, 'Stage', async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Main stage');
  });
  const list = page.getByRole('list', { name: 'Drawn elements' });
  await expect(list).toContainText('Standing area: Promenade (80 places)');
  await expect(list).toContainText('Stage: Main stage');
  await expect(page.getByText(/problems? to fix before saving/)).toBeHidden();

  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText(`Saved as version ${before.version + 1}.`)).toBeVisible();
  const after = await mapOf(page, id);
  const box = after.definition.sections.find((s) => s.name === 'Box A')!;
  expect(box.rows.map((r) => [r.name, r.seats.length, r.table?.shape])).toEqual([['T1', 6, 'round']]);
  expect(after.definition.gaAreas.find((a) => a.name === 'Promenade')).toMatchObject({
    capacity: 80,
    polygon: [
      { x: 0, y: 900 },
      { x: 300, y: 900 },
      { x: 250, y: 1000 },
      { x: 50, y: 1000 },
    ],
  });
  expect(after.definition.shapes?.map((s) => [s.kind, s.text])).toEqual([['stage', 'Main stage']]);

  // The map downloads and imports back as the same elements (what the export gives).
  const exported = JSON.stringify(after.definition);
  const imported = await page.request.post('/api/admin/maps/import', {
    data: {
      venueId: (after as unknown as { venueId: number }).venueId,
      name: `Copy ${Date.now()}`,
      format: 'json',
      content: exported,
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const copy = (await imported.json()) as MapJson;
  expect(copy.definition.shapes).toEqual(after.definition.shapes);
  expect(copy.definition.gaAreas).toEqual(after.definition.gaAreas);
  expect(copy.definition.sections.find((s) => s.name === 'Box A')).toEqual(box);

  // Reopened, the saved elements are listed; removing the stage is one undoable step.
  await page.reload();
  // A busy box takes a while to load the 456-seat map again.
  await expect(list).toContainText('Standing area: Promenade (80 places)', { timeout: 30_000 });
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Stage' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(list).not.toContainText('Main stage');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list).toContainText('Main stage');
});

for (const [locale, width] of [
  ['en-US', 1280],
  ['en-US', 360],
  ['es-ES', 1280],
  ['es-ES', 360],
] as const) {
  test(`the designer's add-element dialog at ${width}px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFromLoginPage(page);
    await page.evaluate((l) => localStorage.setItem('tessera.locale', l), locale);
    await openMainHouse(page, locale === 'es-ES' ? 'Diseñador del mapa de asientos' : 'Seat map designer');
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await page
      .getByRole('button', { name: locale === 'es-ES' ? 'Añadir elemento…' : 'Add element…' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => overflowsSideways(page)).toBe(false);
    await expectAccessible(page, `designer add element (${locale}, ${width}px)`);
    await page.screenshot({ path: `test-results/designer-elements-${locale}-${width}.png`, fullPage: true });
  });
}
