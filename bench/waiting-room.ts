import { load, printLoad } from './load';
import { signInDemo, startServer } from './server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The heavy on-sale waiting room (decisions/0055): BENCH_QUEUED clients (default 2,000; the
 * issue's target is 20,000) join one event's queue, then poll it at BENCH_CONCURRENCY (200):
 * p99 poll answer time. Then staff set BENCH_RATE people a minute (600) and everyone polls for
 * BENCH_SECONDS (10): how many were let in against rate × time (admission accuracy). Run with
 * DATABASE_URL on an empty PostgreSQL database for the PostgreSQL figures.
 */
export async function waitingRoomBench(): Promise<void> {
  const queued = Number(process.env.BENCH_QUEUED ?? 2_000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 200);
  const rate = Number(process.env.BENCH_RATE ?? 600);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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

    // Admission: the rate set now; everyone polls in rounds; who has been told they are in?
    const admitted = new Set<number>();
    const started = performance.now();
    await staff('PUT', `/api/admin/events/${eventId}/waiting-room`, { ratePerMinute: rate });
    let rounds = 0;
    while (performance.now() - started < seconds * 1000) {
      let i = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (i < tickets.length) {
            const mine = i++;
            if (admitted.has(mine)) continue;
            const place = (await (await poll(tickets[mine]!)).json()) as { state: string };
            if (place.state === 'admitted') admitted.add(mine);
          }
        }),
      );
      rounds++;
      await sleep(100);
    }
    // A last look at exactly the end of the window: the clients' own polls tell who is in.
    const elapsed = (performance.now() - started) / 1000;
    const summary = (await (await staff('GET', `/api/admin/events/${eventId}/waiting-room`)).json()) as {
      admitted: number;
    };
    const expected = (rate * elapsed) / 60;
    const observed = summary.admitted;
    console.log(
      `admission: rate ${rate}/min for ${elapsed.toFixed(1)} s → expected ${expected.toFixed(1)}, let in ${observed} (clients told so: ${admitted.size}, ${rounds} polling rounds); off by ${((Math.abs(observed - expected) / Math.max(1, expected)) * 100).toFixed(2)} % (target within 2 %)`,
    );
  } finally {
    await server.stop();
  }
}
