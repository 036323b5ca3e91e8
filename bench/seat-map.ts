import { chromium } from '@playwright/test';
import { generateMap } from '@tessera/domain';
import { startServer } from './server';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/**
 * The seat map in Chromium for a 20,000-seat event: first render (payload in hand → pixels),
 * page load to first frame, and frame times while panning.
 */
export async function seatMapBench(): Promise<void> {
  const server = await startServer(3291);
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
    const venue = await api('POST', '/api/admin/venues', { name: 'Arena', timezone: 'UTC' });
    const definition = generateMap({
      sections: Array.from({ length: 20 }, (_, i) => ({
        name: `Block ${i + 1}`,
        rows: 25,
        seatsPerRow: 40,
        shape: 'curved' as const,
        aislesAfter: [20],
        rowLabels: 'letters' as const,
        firstSeatNumber: 1,
        x: (i % 5) * 520,
        y: Math.floor(i / 5) * 380,
        seatSpacing: 11,
        rowSpacing: 13,
        radius: 900,
      })),
      gaAreas: [],
    });
    const map = await api('POST', '/api/admin/maps', { venueId: venue.id, name: 'Arena bowl', definition });
    const event = await api('POST', '/api/admin/events', {
      name: 'Big night',
      venueId: venue.id,
      mapId: map.id,
      dates: {
        LocalDate: '2027-06-01T19:30',
        LocalEndDate: '2027-06-01T22:30',
        LocalOnSaleDate: '2027-04-01T10:00',
      },
    });
    await api('POST', `/api/admin/events/${event.id}/seats/generate`);

    const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
    await page.goto(`${server.url}/admin/v2/auth/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@demo.tessera.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-Theatre-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/v2$/);
    const firsts: number[] = [];
    const loads: number[] = [];
    for (let run = 0; run < 3; run++) {
      await page.goto(`${server.url}/admin/v2/bulk-edit-seats/${event.id}`);
      const canvas = page.locator('canvas[data-first-frame-at]');
      await canvas.waitFor({ timeout: 60_000 });
      const frameAt = Number(await canvas.getAttribute('data-first-frame-at'));
      // From the seat payload's last byte to the first frame on screen: parse, layout, paths, draw.
      const arrived = (await page.evaluate(
        `performance.getEntriesByType('resource').filter((e) => e.name.includes('/seats')).map((e) => e.responseEnd).pop()`,
      )) as number;
      firsts.push(frameAt - arrived);
      loads.push(frameAt);
    }
    console.log(
      `seat map, 20,000 seats: first render ${median(firsts).toFixed(0)} ms (payload received → first frame), page open → first frame ${median(loads).toFixed(0)} ms`,
    );

    // Pan and zoom frames: each step is a real input event; the time runs until the frame after
    // the one that drew it starts, so rendering, drawing and rasterising are all inside.
    const measure = (kind: 'pan' | 'zoom') =>
      page.evaluate(`(async () => {
        const canvas = document.querySelector('canvas');
        const r = canvas.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
        const times = [];
        if ('${kind}' === 'pan') canvas.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y, pointerId: 7, button: 0, buttons: 1 }));
        for (let i = 1; i <= 40; i++) {
          const t0 = performance.now();
          if ('${kind}' === 'pan') canvas.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x + i * 5, clientY: y + i * 2, pointerId: 7, buttons: 1 }));
          else canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: x, clientY: y, deltaY: i % 2 ? -100 : 100 }));
          await frame();
          await frame();
          times.push(performance.now() - t0);
        }
        if ('${kind}' === 'pan') canvas.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x, clientY: y, pointerId: 7 }));
        return times;
      })()`) as Promise<number[]>;
    await page.getByText('Move', { exact: true }).click();
    for (const kind of ['pan', 'zoom'] as const) {
      const times = await measure(kind);
      console.log(
        `${kind} frame (input → next frame): p50 ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
