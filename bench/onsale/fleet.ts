import { type Balancer, findHaproxy, INSTALL_HINT, startBalancer } from './balancer';
import { freePort } from './cluster';
import { ServerProcess } from './server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long a killed server stays down among several, so the others carry the sale without it. */
const DOWN_FOR_MS = 5_000;

/** What the kill-one fault saw. */
export interface KillFigures {
  /** The process killed: its index among the servers (1-based, as the balancer names it). */
  server: number;
  /** From the SIGKILL until the balancer's health checks took it out (null with one server). */
  markedDownMs: number | null;
  /** From its restart until the balancer sent it requests again (null with one server). */
  backUpMs: number | null;
}

/**
 * The rehearsal's server processes on one database: one, reached directly, or several behind
 * HAProxy, which the bench starts (decisions/0099). `url` is where every client goes.
 */
export interface Fleet {
  url: string;
  servers: ServerProcess[];
  balancer: Balancer | null;
  /** The running servers' process ids (for their processor time). */
  pids(): number[];
  /** SIGKILL one server mid-sale and start it again on the same database. */
  killOne(log: (line: string) => void): Promise<KillFigures>;
  /** Requests the balancer sent to each server (null without a balancer). */
  spread(): Promise<Record<string, number> | null>;
  stop(): Promise<void>;
}

/** How many servers: as asked, or 3 when HAProxy is installed and 1 when it is not. */
export function serverCount(
  asked: number | null,
  log: (line: string) => void,
): { count: number; haproxy: string | null } {
  const haproxy = findHaproxy();
  if (asked === null) {
    if (!haproxy) log(`one server process: HAProxy is not installed (${INSTALL_HINT})`);
    return { count: haproxy ? 3 : 1, haproxy };
  }
  if (asked > 1 && !haproxy) throw new Error(`--servers ${asked} needs a load balancer: ${INSTALL_HINT}`);
  return { count: asked, haproxy };
}

export async function startFleet(
  asked: number | null,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<Fleet> {
  const { count, haproxy } = serverCount(asked, log);
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) servers.push(new ServerProcess(await freePort(), env));
  let balancer: Balancer | null = null;
  const stopAll = async () => {
    await balancer?.stop().catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
  };
  try {
    // The first migrates and seeds; the others then start together and find it done.
    const first = await servers[0]!.start();
    log(`server 1 of ${count} started (migrate + demo seed) in ${first.toFixed(0)} ms`);
    const rest = await Promise.all(servers.slice(1).map((s) => s.start()));
    if (rest.length) log(`servers 2–${count} started in ${Math.max(...rest).toFixed(0)} ms`);
    if (count > 1) {
      balancer = await startBalancer(
        haproxy!,
        await freePort(),
        servers.map((s) => Number(new URL(s.url).port)),
      );
      for (let i = 1; i <= count; i++) await balancer.waitFor(`s${i}`, 'UP');
      log(
        `HAProxy on ${balancer.url}: ${count} servers, an event's seat takes to one of them, the rest round robin, health check every second`,
      );
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    url: balancer?.url ?? servers[0]!.url,
    servers,
    balancer,
    pids: () => servers.map((s) => s.pid).filter((p): p is number => p !== undefined),
    async killOne(say) {
      const victim = servers[0]!;
      const killedAt = Date.now();
      await victim.kill();
      if (!balancer) {
        await victim.start();
        return { server: 1, markedDownMs: null, backUpMs: null };
      }
      await balancer.waitFor('s1', 'DOWN');
      // From the signal (the bench may hear of the exit late when its event loop is busy).
      const markedDownMs = Date.now() - killedAt;
      say(`HAProxy took server 1 out ${markedDownMs} ms after the kill; ${count - 1} carry the sale`);
      await sleep(DOWN_FOR_MS);
      await victim.start();
      const backUpMs = await balancer.waitFor('s1', 'UP');
      say(`server 1 back in the balancer ${backUpMs} ms after its restart`);
      return { server: 1, markedDownMs, backUpMs };
    },
    async spread() {
      if (!balancer) return null;
      return Object.fromEntries((await balancer.servers()).map((s) => [s.name, s.sent]));
    },
    stop: stopAll,
  };
}
