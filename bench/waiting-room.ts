import { monitorEventLoopDelay } from 'node:perf_hooks';
import { load, printLoad } from './load';
import { signInDemo, startServer } from './server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The heavy on-sale waiting room (decisions/0055): BENCH_QUEUED clients (default 2,000; the
 * issue's target is 20,000) join one event's queue, then poll it at BENCH_CONCURRENCY (200):
 * the server's capacity (p99 poll answer time with everyone asking at once). Then staff set
 * BENCH_RATE people a minute (600) and for BENCH_SECONDS (60) every client polls as the shop's
 * waiting-room screen does, at the interval the server names: p99 poll answer time at the load
 * the queue really makes, and how many were let in against rate × time (admission). Run with
 * DATABASE_URL on an empty PostgreSQL database for the PostgreSQL figures.
 */
export async function waitingRoomBench(): Promise<void> {
  const queued = Number(process.env.BENCH_QUEUED ?? 2_000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
  const rate = Number(process.env.BENCH_RATE ?? 600);
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  // Every client of the benchmark comes from this machine's one address.
  process.env.WAITING_ROOM_POLLS_PER_MINUTE = '1000000';
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3293));
  try {
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
    const token = await signInDemo(server.url);
    const staff = (method: string, path: string, body?: object) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    const [series] = (await (await fetch(`${server.url}/api/shop/series`)).json()) as { id: number }[];
    const detail = (await (await fetch(`${server.url}/api/shop/series/${series!.id}`)).json()) as {
      events: { id: number }[];
    };
    const eventId = detail.events[0]!.id;
    const event = (await (await staff('GET', `/api/admin/events/${eventId}`)).json()) as Record<
      string,
      unknown
    >;
    const fields = [
      'name',
      'alternateName',
      'description',
      'externalEventId',
      'status',
      'dateTbd',
      'timeTbd',
      'dateTbdDescription',
      'orderTicketLimit',
      'dontLeaveSingleSeats',
      'saleMode',
      'exchangeFeeOverride',
      'waiveExchangeFees',
      'hardTicketLine1',
      'hardTicketLine2',
      'ticketText1',
      'ticketText2',
      'ticketText3',
      'alertOverrideId',
      'dates',
    ];
    const put = await staff('PUT', `/api/admin/events/${eventId}`, {
      ...Object.fromEntries(fields.map((f) => [f, event[f]])),
      heavyOnSale: true,
    });
    if (!put.ok) throw new Error(`could not set heavy on-sale: ${await put.text()}`);
    await staff('PUT', `/api/admin/events/${eventId}/waiting-room`, { ratePerMinute: 0 });

    // Everyone joins (admission paused), each keeping their queue ticket cookie.
    const url = `${server.url}/api/shop/events/${eventId}/waiting-room`;
    const tickets: string[] = [];
    printLoad(
      `POST join c=${concurrency} n=${queued}`,
      await load(
        async () => {
          const res = await fetch(url, { method: 'POST' });
          const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tessera_wr_'));
          if (cookie) tickets.push(cookie.split(';')[0]!);
          return res;
        },
        queued,
        concurrency,
      ),
    );
    let next = 0;
    const poll = (ticket: string) => fetch(url, { headers: { cookie: ticket } });
    const polls = await load(() => poll(tickets[next++ % tickets.length]!), tickets.length * 2, concurrency);
    printLoad(`GET place c=${concurrency} queued=${tickets.length}`, polls);
    // At a concurrency the server is not queueing behind: the answer time of the poll itself.
    const light = await load(
      () => poll(tickets[next++ % tickets.length]!),
      Math.min(2_000, tickets.length),
      4,
    );
    printLoad(`GET place c=4 queued=${tickets.length}`, light);
    console.log(
      `p99 poll answer: ${light.p99.toFixed(1)} ms at c=4, ${polls.p99.toFixed(1)} ms at c=${concurrency} (target < 50 ms at 20,000 queued)`,
    );

    // As the shop polls: the rate set now, every client asks again after the seconds the server
    // named in its last answer (a tenth of its wait, 5–30 s), until it is told it is in or the
    // window ends. The first polls are spread over the longest interval (30 s), as a queue that
    // filled over minutes polls out of step.
    const polledLatencies: number[] = [];
    let told = 0;
    let failed = 0;
    const started = performance.now();
    const ends = started + seconds * 1000;
    await staff('PUT', `/api/admin/events/${eventId}/waiting-room`, { ratePerMinute: rate });
    const spread = 30;
    // The server's count at exactly the window's end.
    const atEnd = new Promise<{ admitted: number }>((resolve) =>
      setTimeout(
        async () =>
          resolve(
            (await (await staff('GET', `/api/admin/events/${eventId}/waiting-room`)).json()) as {
              admitted: number;
            },
          ),
        seconds * 1000,
      ),
    );
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    await Promise.all(
      tickets.map(async (ticket) => {
        await sleep(Math.min(Math.random() * spread * 1000, seconds * 1000));
        while (performance.now() < ends) {
          const t0 = performance.now();
          const res = await poll(ticket).catch(() => undefined);
          const place = res?.ok ? ((await res.json()) as { state: string; pollSeconds: number }) : null;
          polledLatencies.push(performance.now() - t0);
          if (!place) {
            failed++;
            await sleep(1_000);
            continue;
          }
          if (place.state === 'admitted') {
            told++;
            return;
          }
          await sleep(Math.max(0, Math.min(place.pollSeconds * 1000, ends - performance.now())));
        }
      }),
    );
    loopDelay.disable();
    const elapsed = (ends - started) / 1000;
    const sorted = polledLatencies.sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    console.log(
      `polling as the shop does, ${tickets.length} queued, ${rate}/min, ${elapsed.toFixed(0)} s: ${sorted.length} polls (${(sorted.length / elapsed).toFixed(0)}/s), ${failed} failed; p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms (target p99 < 50 ms); the bench's own event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    const summary = await atEnd;
    const expected = (rate * elapsed) / 60;
    const observed = summary.admitted;
    console.log(
      `admission: rate ${rate}/min for ${elapsed.toFixed(1)} s → expected ${expected.toFixed(1)}, let in ${observed} (clients told so: ${told}); off by ${((Math.abs(observed - expected) / Math.max(1, expected)) * 100).toFixed(2)} % (target within 2 %)`,
    );
  } finally {
    await server.stop();
  }
}
