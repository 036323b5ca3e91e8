import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { binDir, freePort } from './onsale/cluster';

/**
 * A PostgreSQL primary and its streaming replica for a bench (decisions/0114): two private
 * clusters made with this machine's PostgreSQL binaries in a temporary folder, on free ports, so
 * that a bench may read from a replica even where the machine's own server takes no replication
 * connections. The primary has `wal_level=replica` and lets 127.0.0.1 replicate without a
 * password; the replica is a `pg_basebackup -R` of it (a standby following its WAL), with
 * `hot_standby_feedback` so long reports are not cancelled by the primary's clean-up. As root,
 * PostgreSQL runs as the `postgres` user (initdb and postgres refuse root). `stop()` stops both
 * and removes the folder; it is safe to call twice.
 */
export interface ReplicaPair {
  /** Connection URLs of the database `name` on the primary and on the replica. */
  primaryUrl(name: string): string;
  replicaUrl(name: string): string;
  primaryPort: number;
  replicaPort: number;
  /** Waits until the replica has replayed everything the primary wrote so far; answers the wait in ms. */
  caughtUp(timeoutMs?: number): Promise<number>;
  /** The replica's lag now: as the primary sees it (pg_stat_replication) and as the replica does. */
  lag(): Promise<ReplicaLag>;
  stop(): Promise<void>;
}

export interface ReplicaLag {
  /** pg_stat_replication.replay_lag in ms (null when the primary has had nothing to send lately). */
  replayLagMs: number | null;
  /** WAL the primary has written that the replica has not replayed yet. */
  bytesBehind: number;
  /** now() - pg_last_xact_replay_timestamp() on the replica, in ms: the age of its newest commit. */
  lastReplayAgeMs: number | null;
}

export async function startReplicaPair(options: { maxConnections?: number } = {}): Promise<ReplicaPair> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-replica-pg-'));
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
  const primaryData = join(dir, 'primary');
  const replicaData = join(dir, 'replica');
  const started: string[] = [];
  const stopAll = () => {
    for (const data of started.splice(0).reverse()) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const settings = (port: number) =>
    [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      `-c max_connections=${options.maxConnections ?? 100}`,
      '-c shared_buffers=256MB',
      '-c effective_cache_size=1GB',
      '-c work_mem=8MB',
      '-c maintenance_work_mem=128MB',
      '-c max_wal_size=2GB',
      '-c wal_level=replica',
      '-c max_wal_senders=5',
      '-c hot_standby=on',
      '-c hot_standby_feedback=on',
    ].join(' ');
  try {
    run('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    // initdb's own pg_hba.conf has these lines already on most builds; said once more, explicitly.
    appendFileSync(join(primaryData, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    const primaryPort = await freePort();
    run('pg_ctl', [
      '-D',
      primaryData,
      '-l',
      join(dir, 'primary.log'),
      '-o',
      settings(primaryPort),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started.push(primaryData);
    // The standby: a base backup streaming its WAL, with primary_conninfo and standby.signal (-R).
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    const replicaPort = await freePort();
    run('pg_ctl', [
      '-D',
      replicaData,
      '-l',
      join(dir, 'replica.log'),
      '-o',
      settings(replicaPort),
      '-w',
      '-t',
      '120',
      'start',
    ]);
    started.push(replicaData);

    const url = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    const primary = new pg.Pool({ connectionString: url(primaryPort, 'postgres'), max: 1 });
    const replica = new pg.Pool({ connectionString: url(replicaPort, 'postgres'), max: 1 });
    const lag = async (): Promise<ReplicaLag> => {
      const [sent] = (
        await primary.query<{ replay_ms: string | null; behind: string | null }>(
          `SELECT extract(epoch FROM replay_lag) * 1000 AS replay_ms,
             pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) AS behind FROM pg_stat_replication LIMIT 1`,
        )
      ).rows;
      const [seen] = (
        await replica.query<{ age_ms: string | null }>(
          `SELECT extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000 AS age_ms`,
        )
      ).rows;
      return {
        replayLagMs: sent?.replay_ms == null ? null : Number(sent.replay_ms),
        bytesBehind: Number(sent?.behind ?? 0),
        lastReplayAgeMs: seen?.age_ms == null ? null : Number(seen.age_ms),
      };
    };
    return {
      primaryUrl: (name) => url(primaryPort, name),
      replicaUrl: (name) => url(replicaPort, name),
      primaryPort,
      replicaPort,
      lag,
      async caughtUp(timeoutMs = 300_000) {
        const t0 = performance.now();
        const [target] = (await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'))
          .rows;
        for (;;) {
          const [done] = (
            await replica.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [
              target!.lsn,
            ])
          ).rows;
          if (done?.ok) return performance.now() - t0;
          if (performance.now() - t0 > timeoutMs) throw new Error('the replica did not catch up');
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      async stop() {
        await Promise.allSettled([primary.end(), replica.end()]);
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}
