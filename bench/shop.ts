import { chromium } from '@playwright/test';
import { load, printLoad } from './load';
import { startServer } from './server';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The shop under 200 concurrent buyers: the event page's data calls and add-to-basket (each
 * buyer a new browser taking its own seat), next to a static file served by the same server;
 * then the event page in Chromium: JavaScript bytes transferred and time until the seat
 * chooser answers. Run with DATABASE_URL on an empty PostgreSQL database for the PostgreSQL
 * figures (the server seeds the demo there).
 */
export async function shopBench(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3292));
  const buyers = Number(process.env.BENCH_BUYERS ?? 200);
  try {
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
    const [series] = (await (await fetch(`${server.url}/api/shop/series`)).json()) as { id: number }[];
    const detail = (await (await fetch(`${server.url}/api/shop/series/${series!.id}`)).json()) as {
      events: { id: number }[];
    };
    const eventId = detail.events[0]!.id;
    const html = await (await fetch(`${server.url}/shop`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) throw new Error('no script asset found in the shop page');
    const seats = (await (await fetch(`${server.url}/api/shop/events/${eventId}/seats`)).json()) as {
      seats: { id: number[]; status: string };
      seatAlerts: { id: number }[];
    };
    // A buyer acknowledges the event's seat alerts in the shop's dialog before adding.
    const acknowledgedAlertIds = seats.seatAlerts.map((a) => a.id);
    const open = seats.seats.id.filter((_, i) => seats.seats.status[i] === 'o');

    const total = buyers * 5;
    printLoad(
      `static ${asset.slice(0, 20)}… c=${buyers}`,
      await load(() => fetch(`${server.url}${asset}`), total, buyers),
    );
    printLoad(
      `GET series c=${buyers}`,
      await load(() => fetch(`${server.url}/api/shop/series/${series!.id}`), total, buyers),
    );
    printLoad(
      `GET event seats c=${buyers}`,
      await load(() => fetch(`${server.url}/api/shop/events/${eventId}/seats`), total, buyers),
    );
    printLoad(
      `GET basket (none) c=${buyers}`,
      await load(() => fetch(`${server.url}/api/shop/basket`), total, buyers),
    );
    let next = 0;
    const adds = Math.min(open.length, buyers * 2);
    printLoad(
      `POST add seat c=${buyers}`,
      await load(
        () =>
          fetch(`${server.url}/api/shop/basket/seats`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId, seatIds: [open[next++ % open.length]], acknowledgedAlertIds }),
          }),
        adds,
        buyers,
      ),
    );

    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const bytes: number[] = [];
      const interactive: number[] = [];
      for (let run = 0; run < 5; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        let js = 0;
        page.on('response', async (res) => {
          if (res.request().resourceType() === 'script') {
            const sizes = await res
              .request()
              .sizes()
              .catch(() => null);
            js += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
          }
        });
        const started = Date.now();
        await page.goto(`${server.url}/shop/tickets/series/${series!.id}/${eventId}`);
        await page.getByRole('combobox', { name: 'Section', exact: true }).waitFor();
        interactive.push(Date.now() - started);
        await page.waitForLoadState('networkidle');
        bytes.push(js);
        await context.close();
      }
      console.log(
        `event page in Chromium (cold cache, 5 runs): JS transferred ${(median(bytes) / 1024).toFixed(0)} KiB, time to interactive (seat chooser usable) median ${median(interactive)} ms`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
