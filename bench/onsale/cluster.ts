import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL cluster for the rehearsal, made with this machine's PostgreSQL binaries
 * in a temporary folder on a free port, so the harness may restart it freely without touching
 * the machine's own server. fsync stays on. When the harness runs as root it runs PostgreSQL
 * as the `postgres` user (initdb refuses root).
 */
export interface Cluster {
  url: string;
  port: number;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  return join(root, versions[0], 'bin');
}

export async function startCluster(connections: number): Promise<Cluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-onsale-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${dir}`,
    `-c max_connections=${connections}`,
    '-c shared_buffers=256MB',
    '-c effective_cache_size=1GB',
    '-c work_mem=8MB',
    '-c maintenance_work_mem=128MB',
    '-c wal_buffers=16MB',
    '-c max_wal_size=2GB',
    '-c checkpoint_timeout=15min',
    '-c fsync=on',
    '-c synchronous_commit=on',
    // BENCH_PG_STATS=1: statement statistics, with planning time (printed for the throughput window).
    ...(process.env.BENCH_PG_STATS
      ? [
          '-c shared_preload_libraries=pg_stat_statements',
          '-c pg_stat_statements.track_planning=on',
          '-c pg_stat_statements.track=all',
        ]
      : []),
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async restart() {
      // An immediate stop is a crash: committed work must come back from the WAL.
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      start();
    },
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
