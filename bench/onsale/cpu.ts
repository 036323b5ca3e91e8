import { readdirSync, readFileSync } from 'node:fs';

/**
 * Processor time spent during a measured window, by party: the server process, PostgreSQL
 * (every process named `postgres` on the machine: the private cluster's backends, and the
 * machine's own server, idle during the bench) and the bench itself (its HTTP or `pg` client).
 * Linux only (`/proc`); elsewhere every figure is 0.
 */
export interface CpuReading {
  server: number;
  postgres: number;
  client: number;
}

/** A reading as taken: PostgreSQL's time per process, so that a process ending in between is left out of both readings. */
export interface CpuSnapshot {
  server: number;
  postgres: Map<string, number>;
  client: number;
}

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function statOf(pid: string): { comm: string; ms: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    // Fields after the command: state is field 3, utime 14, stime 15 (1-based, whole line).
    const fields = text.slice(close + 2).split(' ');
    return { comm, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

export function readCpu(serverPids: number | readonly number[] | undefined): CpuSnapshot {
  const postgres = new Map<string, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    // not Linux
  }
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat?.comm === 'postgres') postgres.set(pid, stat.ms);
  }
  const own = process.cpuUsage();
  return {
    // Every server process's time, when there are several behind the balancer.
    server: [serverPids ?? []].flat().reduce((sum, pid) => sum + (statOf(String(pid))?.ms ?? 0), 0),
    postgres,
    client: (own.user + own.system) / 1000,
  };
}

/**
 * Milliseconds of processor time per unit of work (a hold) between two readings. A PostgreSQL
 * process that ended in between (a pool closing an idle connection) is left out, as its time
 * can no longer be read; one started in between counts from its start.
 */
export function cpuPer(before: CpuSnapshot, after: CpuSnapshot, units: number): CpuReading {
  const per = (a: number, b: number) => (units > 0 ? Math.round(((b - a) / units) * 100) / 100 : 0);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return {
    server: per(before.server, after.server),
    postgres: per(0, postgres),
    client: per(before.client, after.client),
  };
}
