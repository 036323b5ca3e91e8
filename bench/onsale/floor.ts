import { buyersFor } from '../inventory';
import * as client from './buyer-client';

/** Answered requests per second of `clients` closed loops sending `path` for `seconds`. */
async function rate(sessions: client.Session[], path: string, clients: number, seconds: number) {
  const run = await buyersFor(
    seconds,
    clients,
    async (i) => (await client.get(sessions[i % sessions.length]!, path)).ok,
  );
  return Math.round(run.holds / run.seconds);
}

/**
 * The HTTP floor beside the take-seats figure, at the same concurrency and with the same
 * client: the liveness check (no session, one `SELECT 1`) and the cheapest signed-in call (the
 * session lookup and one small read). No take over HTTP can be faster than the signed-in call;
 * the two show how much of the gap to the raw-SQL ceiling is HTTP and the session on this
 * machine, where the client, the server and PostgreSQL share two cores.
 */
export async function httpFloor(sessions: client.Session[], clients: number, seconds: number) {
  return {
    healthPerSecond: await rate(sessions, '/api/health', clients, seconds),
    signedInPerSecond: await rate(sessions, '/api/admin/features', clients, seconds),
  };
}
