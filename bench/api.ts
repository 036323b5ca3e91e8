import { load, printLoad } from './load';
import { signInDemo, startServer } from './server';

/**
 * The foundation's figures: start-up time of the built server on a fresh embedded database
 * (migrate + seed), and throughput of the calls every page load makes.
 */
export async function apiBench(): Promise<void> {
  const server = await startServer(3290);
  try {
    console.log(`start-up to first answer (migrate + seed): ${server.startMs.toFixed(0)} ms`);
    const token = await signInDemo(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const total = Number(process.env.BENCH_REQUESTS ?? 3000);
    for (const concurrency of [1, 16]) {
      printLoad(
        `GET /api/account (shop) c=${concurrency}`,
        await load(() => fetch(`${server.url}/api/account`), total, concurrency),
      );
      printLoad(
        `GET /api/account/details c=${concurrency}`,
        await load(() => fetch(`${server.url}/api/account/details`, { headers: auth }), total, concurrency),
      );
    }
    printLoad('GET /api/globals c=8', await load(() => fetch(`${server.url}/api/globals`), 500, 8));
  } finally {
    await server.stop();
  }
}
