import { type Browser, chromium, type Page } from '@playwright/test';
import { startServer } from './server';

/** A new buyer on a phone: 390 px wide, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, CPU 4× slower. */
export const phoneProfile = {
  viewport: { width: 390, height: 844 },
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** What the bench reads from the page (the bench compiles without the DOM's types). */
interface BrowserPage {
  document: { body: { innerText: string } };
}

interface FirstView {
  /** Bytes on the wire (headers and compressed bodies) until the network went quiet. */
  transferred: number;
  /** Of those, the JavaScript, CSS and translation chunks the page loaded. */
  scripts: number;
  styles: number;
  requests: number;
  largestPaintMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;

/**
 * The page's largest paint once it has settled: the page shows text, and no larger paint came
 * for two seconds (a slowed CPU may still be rendering after the network went quiet).
 */
async function settledLargestPaint(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(() => ({
      lcp: (globalThis as unknown as { __lcp: number }).__lcp,
      text: (globalThis as unknown as BrowserPage).document.body.innerText.trim().length,
    }));
  let last = await read();
  let stillSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const now = await read();
    if (now.lcp !== last.lcp || now.text === 0) stillSince = Date.now();
    last = now;
    if (now.lcp > 0 && Date.now() - stillSince >= 2000) return now.lcp;
  }
  throw new Error(`${page.url()} did not settle within 60 s`);
}

/** Opens `url` in a fresh browser context (empty cache) on the phone profile and measures it. */
async function firstView(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: process.env.BENCH_LOCALE ?? 'en-US',
  });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phoneProfile.latencyMs,
      downloadThroughput: phoneProfile.downloadBytesPerSecond,
      uploadThroughput: phoneProfile.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    const types = new Map<string, string>();
    const view: FirstView = { transferred: 0, scripts: 0, styles: 0, requests: 0, largestPaintMs: 0 };
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      view.transferred += e.encodedDataLength;
      view.requests++;
      const type = types.get(e.requestId);
      if (type === 'Script') view.scripts += e.encodedDataLength;
      if (type === 'Stylesheet') view.styles += e.encodedDataLength;
    });
    await page.addInitScript(() => {
      const w = globalThis as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    view.largestPaintMs = await settledLargestPaint(page);
    return view;
  } finally {
    await context.close();
  }
}

/**
 * The shop's first view as a new buyer on a phone meets it (docs/shop-weight.md): the home,
 * an event's seat page and a basket holding one seat, each opened with an empty cache on the
 * phone profile; prints the bytes moved and the largest-paint time (median of BENCH_RUNS, 3).
 */
export async function shopWeightBench(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3293));
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // Paint timing needs the compositor that --disable-gpu turns off.
    args: ['--no-sandbox'],
  });
  try {
    const [series] = (await (await fetch(`${server.url}/api/shop/series`)).json()) as { id: number }[];
    const detail = (await (await fetch(`${server.url}/api/shop/series/${series!.id}`)).json()) as {
      events: { id: number }[];
    };
    const eventId = detail.events[0]!.id;
    const seats = (await (await fetch(`${server.url}/api/shop/events/${eventId}/seats`)).json()) as {
      seats: { id: number[]; status: string };
      seatAlerts: { id: number }[];
    };
    const open = seats.seats.id.filter((_, i) => seats.seats.status[i] === 'o');
    let nextSeat = 0;
    // The basket page is measured as a buyer who has just taken a seat meets it.
    const takeSeat = async (page: Page) => {
      const res = await page.request.post(`${server.url}/api/shop/basket/seats`, {
        data: {
          eventId,
          seatIds: [open[nextSeat++]],
          acknowledgedAlertIds: seats.seatAlerts.map((a) => a.id),
        },
      });
      if (!res.ok()) throw new Error(`taking a seat failed: ${res.status()} ${await res.text()}`);
    };
    const pages: [string, string, ((page: Page) => Promise<void>)?][] = [
      ['home', `${server.url}/shop`],
      ['event', `${server.url}/shop/tickets/series/${series!.id}/${eventId}`],
      ['basket', `${server.url}/shop/checkout/basket`, takeSeat],
    ];
    console.log(
      `phone profile: ${phoneProfile.viewport.width} px, 1.6 Mbit/s down, ${phoneProfile.latencyMs} ms latency, CPU ${phoneProfile.cpuSlowdown}× slower; empty cache; median of ${runs} runs`,
    );
    console.log('page     transferred   scripts    styles  requests  largest paint');
    for (const [name, url, prepare] of pages) {
      const views: FirstView[] = [];
      for (let run = 0; run < runs; run++) views.push(await firstView(browser, url, prepare));
      const m = (pick: (v: FirstView) => number) => median(views.map(pick));
      console.log(
        `${name.padEnd(8)} ${kb(m((v) => v.transferred)).padStart(11)} ${kb(m((v) => v.scripts)).padStart(9)} ${kb(m((v) => v.styles)).padStart(9)} ${String(m((v) => v.requests)).padStart(9)} ${`${(m((v) => v.largestPaintMs) / 1000).toFixed(2)} s`.padStart(14)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
