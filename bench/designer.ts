import { chromium } from '@playwright/test';
import { generateMap } from '@tessera/domain';
import { startServer } from './server';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

const blocks = 20;
const rows = 25;
const seatsPerRow = 40;

/**
 * The seat-map designer in Chromium on a 20,000-seat map (20 blocks of 1,000): frame times
 * while one block is dragged (one pointer move per frame), the undo of that drag (click →
 * the frame after it is drawn), and saving the map (click → "Saved as version" shown).
 */
export async function designerBench(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3292));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const venue = await api('POST', '/api/admin/venues', { name: 'Designer arena', timezone: 'UTC' });
    const definition = generateMap({
      sections: Array.from({ length: blocks }, (_, i) => ({
        name: `Block ${i + 1}`,
        rows,
        seatsPerRow,
        shape: 'straight' as const,
        aislesAfter: [],
        rowLabels: 'letters' as const,
        firstSeatNumber: 1,
        x: (i % 5) * 520,
        y: Math.floor(i / 5) * 380,
        seatSpacing: 11,
        rowSpacing: 13,
        radius: 0,
      })),
      gaAreas: [],
    });
    const map = await api('POST', '/api/admin/maps', {
      venueId: venue.id,
      name: 'Arena to design',
      definition,
    });

    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${server.url}/admin/v2/auth/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@demo.tessera.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-Theatre-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/v2$/);
    await page.goto(`${server.url}/admin/v2/tools/venue-configs/${map.id}`);
    const canvas = page.locator('canvas[aria-label="Seat map designer"]');
    await canvas.waitFor({ timeout: 120_000 });

    // Where the first block is on screen, from the map and the fitted view (view.ts fitView).
    const all = definition.sections.flatMap((s) => s.rows.flatMap((r) => r.seats));
    const first = definition.sections[0]!.rows.flatMap((r) => r.seats);
    const span = (seats: { x: number; y: number }[]) => ({
      minX: Math.min(...seats.map((s) => s.x)),
      minY: Math.min(...seats.map((s) => s.y)),
      maxX: Math.max(...seats.map((s) => s.x)),
      maxY: Math.max(...seats.map((s) => s.y)),
    });
    const b = span(all);
    const box = (await canvas.boundingBox())!;
    const scale = Math.min((box.width - 64) / (b.maxX - b.minX), (box.height - 64) / (b.maxY - b.minY));
    const tx = (box.width - (b.maxX - b.minX) * scale) / 2 - b.minX * scale;
    const ty = (box.height - (b.maxY - b.minY) * scale) / 2 - b.minY * scale;
    const screen = (x: number, y: number) => ({ x: box.x + x * scale + tx, y: box.y + y * scale + ty });
    const block = span(first);
    const from = screen(block.minX - 15, block.minY - 15);
    const to = screen(block.maxX + 15, block.maxY + 15);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    const chosen = await page
      .getByText(/seats? selected/)
      .first()
      .textContent();

    // The drag: pointer down on a chosen seat, one move per frame, then let go.
    const seat = first[Math.floor(first.length / 2)]!;
    const at = screen(seat.x, seat.y);
    const drag = (await page.evaluate(`(async () => {
      const canvas = document.querySelector('canvas[aria-label="Seat map designer"]');
      const x = ${at.x}, y = ${at.y};
      const ev = (type, i, buttons) => canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x - i * 2, clientY: y - i, pointerId: 9, button: 0, buttons }));
      ev('pointerdown', 0, 1);
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const intervals = [];
      let last = await frame();
      for (let i = 1; i <= 60; i++) {
        setTimeout(() => ev('pointermove', i, 1), 0);
        const now = await frame();
        intervals.push(now - last);
        last = now;
      }
      const t0 = performance.now();
      ev('pointerup', 60, 0);
      await frame();
      await frame();
      return { intervals, drop: performance.now() - t0 };
    })()`)) as { intervals: number[]; drop: number };

    const clickTimed = (name: string) =>
      page.evaluate(`(async () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '${name}');
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        const t0 = performance.now();
        button.click();
        await frame();
        await frame();
        return performance.now() - t0;
      })()`) as Promise<number>;
    console.log(
      `designer, ${all.length.toLocaleString('en')} seats, a block of ${first.length} (${chosen?.trim()}):`,
    );
    console.log(
      `  drag frame time (one pointer move per frame): p50 ${median(drag.intervals).toFixed(1)} ms, p95 ${p95(drag.intervals).toFixed(1)} ms, max ${Math.max(...drag.intervals).toFixed(1)} ms; drop → drawn ${drag.drop.toFixed(0)} ms`,
    );
    const undo = await clickTimed('Undo');
    const redo = await clickTimed('Redo');
    console.log(`  undo of the drag → drawn ${undo.toFixed(0)} ms (redo ${redo.toFixed(0)} ms)`);
    const t0 = Date.now();
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/maps/${map.id}`),
      { timeout: 120_000 },
    );
    await page.getByRole('button', { name: 'Save map' }).click();
    const response = await answered;
    const saveAnswer = Date.now() - t0;
    console.log(`  save: the server answered ${response.status()} in ${saveAnswer} ms (click → response)`);
    if (response.ok()) {
      await page.getByText('Saved as version 2.').waitFor({ timeout: 120_000 });
      console.log(`  save (click → "Saved as version 2." shown) ${Date.now() - t0} ms`);
    } else {
      console.log(`  save refused: ${(await response.text()).slice(0, 200)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
