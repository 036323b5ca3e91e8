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
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3291));
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
      templateId: null,
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
    const afterSeats: number[] = [];
    const loads: number[] = [];
    const askedAt: number[] = [];
    const answered: number[] = [];
    for (let run = 0; run < 5; run++) {
      await page.goto(`${server.url}/admin/v2/bulk-edit-seats/${event.id}`);
      const canvas = page.locator('canvas[data-first-frame-at]');
      await canvas.waitFor({ timeout: 60_000 });
      const frameAt = Number(await canvas.getAttribute('data-first-frame-at'));
      // The screen needs the seat payload and the event (and its holds) before it can draw; the
      // first render runs from the last byte of whichever of those came last to the first frame
      // on screen: parse, React render, layout, colours, raster, paint.
      const { seats, asked, last } = (await page.evaluate(`(() => {
        const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/') && e.responseEnd < ${frameAt});
        const seats = api.filter((e) => e.name.includes('/seats')).pop();
        return { seats: seats.responseEnd, asked: seats.startTime, last: Math.max(...api.map((e) => e.responseEnd)) };
      })()`)) as { seats: number; asked: number; last: number };
      firsts.push(frameAt - last);
      afterSeats.push(frameAt - seats);
      loads.push(frameAt);
      askedAt.push(asked);
      answered.push(seats - asked);
    }
    console.log(
      `seat map, 20,000 seats (median of 5 loads): first render ${median(firsts).toFixed(0)} ms (the page's data received → first frame; from the seat payload alone ${median(afterSeats).toFixed(0)} ms), page open → first frame ${median(loads).toFixed(0)} ms (seat payload asked for at ${median(askedAt).toFixed(0)} ms, answered in ${median(answered).toFixed(0)} ms)`,
    );

    // Pan and zoom, one input per frame the way a dragged mouse delivers them (a task after the
    // frame starts). Frame time is the interval between consecutive frames while that goes on:
    // everything the page does per frame (handler, drawing, raster, compositing) is inside it,
    // and 16.7 ms means the display's 60 Hz was kept. Latency is input → the start of the frame
    // after the one that drew it, so it includes the wait for vsync and is at least one frame.
    const measure = (kind: 'pan' | 'zoom') =>
      page.evaluate(`(async () => {
        const canvas = document.querySelector('canvas');
        const r = canvas.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const input = (i) => {
          if ('${kind}' === 'pan') canvas.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x + i * 5, clientY: y + i * 2, pointerId: 7, buttons: 1 }));
          else canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: x, clientY: y, deltaY: i % 2 ? -100 : 100 }));
        };
        if ('${kind}' === 'pan') canvas.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y, pointerId: 7, button: 0, buttons: 1 }));
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        const intervals = [];
        let last = await frame();
        for (let i = 1; i <= 80; i++) {
          setTimeout(() => input(i), 0);
          const now = await frame();
          intervals.push(now - last);
          last = now;
        }
        const latencies = [];
        for (let i = 81; i <= 110; i++) {
          const t0 = performance.now();
          input(i);
          await frame();
          await frame();
          latencies.push(performance.now() - t0);
        }
        if ('${kind}' === 'pan') canvas.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x, clientY: y, pointerId: 7 }));
        return { intervals, latencies };
      })()`) as Promise<{ intervals: number[]; latencies: number[] }>;
    await page.getByText('Move', { exact: true }).click();
    for (const kind of ['pan', 'zoom'] as const) {
      const { intervals, latencies } = await measure(kind);
      console.log(
        `${kind} frame time (one input per frame): p50 ${median(intervals).toFixed(1)} ms, p95 ${p95(intervals).toFixed(1)} ms, max ${Math.max(...intervals).toFixed(1)} ms; input → frame after it starts p50 ${median(latencies).toFixed(1)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
