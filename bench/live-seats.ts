import http from 'node:http';
import { signInDemo, startServer } from './server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Live seat status (decisions/0058): BENCH_STREAMS shop seat maps (default 1,000) hold the
 * event's live stream open; staff then change one seat BENCH_CHANGES times (20), one at a time,
 * and each change is timed from the moment its request is sent until each stream has it:
 * the fan-out time (target: 95 % within 500 ms at 1,000 maps). Run with DATABASE_URL on an
 * empty PostgreSQL database for the PostgreSQL figures.
 */
export async function liveSeatsBench(): Promise<void> {
  const streamCount = Number(process.env.BENCH_STREAMS ?? 1_000);
  const changes = Number(process.env.BENCH_CHANGES ?? 20);
  // Every map of the benchmark comes from this machine's one address.
  process.env.LIVE_SEAT_STREAMS_PER_ADDRESS = String(streamCount + 10);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3294));
  const requests: http.ClientRequest[] = [];
  try {
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
    const token = await signInDemo(server.url);
    const [series] = (await (await fetch(`${server.url}/api/shop/series`)).json()) as { id: number }[];
    const detail = (await (await fetch(`${server.url}/api/shop/series/${series!.id}`)).json()) as {
      events: { id: number }[];
    };
    const eventId = detail.events[0]!.id;
    const map = (await (await fetch(`${server.url}/api/shop/events/${eventId}/seats?since=0`)).json()) as {
      seq: number;
      seats: { id: number[]; status: string };
    };
    const open = map.seats.id.filter((_, i) => map.seats.status[i] === 'o');
    const seatIds = Array.from({ length: changes }, (_, i) => open[Math.floor((i * open.length) / changes)]!);

    // Who got which seat when: stream → seat → time.
    const arrived: Map<number, number>[] = [];
    const port = Number(new URL(server.url).port);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
    let ready = 0;
    const openedAt = performance.now();
    await Promise.all(
      Array.from(
        { length: streamCount },
        (_, n) =>
          new Promise<void>((resolve, reject) => {
            const got = new Map<number, number>();
            arrived.push(got);
            const request = http.get(
              {
                host: '127.0.0.1',
                port,
                agent,
                path: `/api/shop/events/${eventId}/seats/stream?since=${map.seq}`,
              },
              (response) => {
                if (response.statusCode !== 200) {
                  reject(new Error(`stream ${n}: ${response.statusCode}`));
                  return;
                }
                let buffer = '';
                response.setEncoding('utf8');
                response.on('data', (chunk: string) => {
                  buffer += chunk;
                  let at = buffer.indexOf('\n\n');
                  while (at >= 0) {
                    const block = buffer.slice(0, at);
                    buffer = buffer.slice(at + 2);
                    if (block.includes('event: ready')) {
                      ready++;
                      resolve();
                    } else if (block.includes('event: seats')) {
                      const data = block.split('\n').find((l) => l.startsWith('data: '));
                      const ids = (JSON.parse(data!.slice(6)) as { seats: { id: number[] } }).seats.id;
                      const now = performance.now();
                      for (const id of ids) if (!got.has(id)) got.set(id, now);
                    }
                    at = buffer.indexOf('\n\n');
                  }
                });
              },
            );
            request.on('error', reject);
            requests.push(request);
          }),
      ),
    );
    console.log(`${ready} streams open in ${(performance.now() - openedAt).toFixed(0)} ms`);

    const bulk = (seatId: number, kind: 'kill' | 'release') =>
      fetch(`${server.url}/api/admin/events/${eventId}/seats/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ seatIds: [seatId], action: { kind } }),
      });
    const times: number[] = [];
    const answers: number[] = [];
    let missing = 0;
    for (const seatId of seatIds) {
      for (const got of arrived) got.delete(seatId);
      const sent = performance.now();
      const res = await bulk(seatId, 'kill');
      answers.push(performance.now() - sent);
      if (!res.ok) throw new Error(`seat change refused: ${await res.text()}`);
      const deadline = performance.now() + 10_000;
      while (arrived.some((got) => !got.has(seatId)) && performance.now() < deadline) await sleep(5);
      for (const got of arrived) {
        const at = got.get(seatId);
        if (at === undefined) missing++;
        else times.push(at - sent);
      }
      await bulk(seatId, 'release');
      await sleep(200);
    }
    times.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const within = times.filter((t) => t <= 500).length / (streamCount * changes);
    console.log(
      `${changes} changes × ${streamCount} streams: fan-out from request sent p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms; change request answered p50 ${percentile(answers, 50).toFixed(0)} ms`,
    );
    console.log(
      `${(within * 100).toFixed(1)} % of maps had the change within 500 ms (target 95 %); ${missing} never had it within 10 s`,
    );
  } finally {
    for (const request of requests) request.destroy();
    await server.stop();
  }
}
