import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventAffinityHeader } from '@tessera/contract';

/** How to get the load balancer when it is missing (Debian's HAProxy). */
export const INSTALL_HINT =
  'the load balancer is HAProxy from Debian: `apt-get install -y haproxy` (the bench starts it itself)';

/** Debian's HAProxy on PATH or in /usr/sbin, or null when it is not installed. */
export function findHaproxy(): string | null {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/** One server as the balancer sees it (`show stat`). */
export interface BackendServer {
  name: string;
  /** UP, DOWN, MAINT, … (HAProxy's words; "UP 1/2" while rising). */
  status: string;
  /** Requests (sessions) it sent to this server. */
  sent: number;
}

export interface Balancer {
  url: string;
  pid: number | undefined;
  /** Each server's state and the requests it was sent, read from the balancer's stats socket. */
  servers(): Promise<BackendServer[]>;
  /** Waits until the balancer reports `server` in a state starting with `status`; answers the ms waited. */
  waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The configuration: an event's seat takes (the requests naming it in `x-tessera-event`) to one
 * server, every other request round robin over every server (no stickiness: a buyer's next
 * request may land on any process, so sessions, baskets and checkouts must live in the database), a health check of `/api/health` every second (two failures take a server out,
 * two successes 250 ms apart bring it back; an answer may take 5 s on a busy machine), and a request whose connection is refused (a killed server the
 * checks have not yet caught) sent to another server. Only connection failures are retried: a
 * request that reached a server is never replayed by the balancer (the buyer retries with the
 * same idempotency key, as a browser would).
 */
export function haproxyConfig(port: number, serverPorts: readonly number[], socket: string): string {
  return [
    'global',
    // Below the machine's open-file limit (HAProxy needs two descriptors a connection).
    '  maxconn 4000',
    `  stats socket ${socket} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout http-keep-alive 60s',
    // A health answer may be slow on a busy machine; a killed server refuses at once anyway.
    '  timeout check 5s',
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  maxconn 4000',
    '  default_backend servers',
    'backend servers',
    // An event's seat takes go to one server, so its grouped takes stay whole as on one server
    // (the header the web app and the bench's clients send, decisions/0122); every other request
    // (no header) goes round the servers. Consistent hashing moves only a lost server's events.
    `  balance hdr(${eventAffinityHeader})`,
    '  hash-type consistent',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server check inter 1s fastinter 250ms downinter 500ms fall 2 rise 2',
    ...serverPorts.map((p, i) => `  server s${i + 1} 127.0.0.1:${p}`),
    '',
  ].join('\n');
}

function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = connect(socket);
    let text = '';
    conn.on('data', (chunk) => {
      text += chunk.toString();
    });
    conn.on('end', () => resolve(text));
    conn.on('error', reject);
    conn.end(`${command}\n`);
  });
}

/** Parses `show stat` (CSV with a `# pxname,svname,…` header) into the backend's servers. */
export function parseStat(csv: string): BackendServer[] {
  const lines = csv.trim().split('\n');
  const header = lines[0]!.replace(/^# /, '').split(',');
  const at = (name: string) => header.indexOf(name);
  return lines
    .slice(1)
    .map((line) => line.split(','))
    .filter((f) => f[at('pxname')] === 'servers' && !['FRONTEND', 'BACKEND'].includes(f[at('svname')]!))
    .map((f) => ({ name: f[at('svname')]!, status: f[at('status')]!, sent: Number(f[at('stot')]) }));
}

/** Starts HAProxy in the foreground from a configuration written to a temporary folder. */
export async function startBalancer(
  binary: string,
  port: number,
  serverPorts: readonly number[],
): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-haproxy-'));
  const socket = join(dir, 'admin.sock');
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, serverPorts, socket));
  const child: ChildProcess = spawn(binary, ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its alerts: relayed with BENCH_SERVER_LOG=1, and in the error when it does not start.
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
    if (process.env.BENCH_SERVER_LOG) process.stderr.write(chunk);
  });
  const servers = async () => parseStat(await ask(socket, 'show stat'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  // A balancer that does not start leaves neither a process nor its folder behind.
  const fail = (message: string) => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    return new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null)
      throw fail(
        `haproxy exited with ${child.exitCode}:\n${said}\n${haproxyConfig(port, serverPorts, socket)}`,
      );
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet, or no server up yet
    }
    if (Date.now() > deadline) throw fail(`haproxy did not answer within 20 s:\n${said}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    get pid() {
      return child.exitCode === null ? child.pid : undefined;
    },
    servers,
    async waitFor(server, status, timeoutMs = 30_000) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const found = (await servers()).find((s) => s.name === server);
        if (found?.status === status) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      return Date.now() - started;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
