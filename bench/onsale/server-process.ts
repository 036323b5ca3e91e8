import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
/**
 * Production needs a key for payment credentials at rest; one per rehearsal, the same for every
 * server process and kept across restarts: it also derives the secret that signs seat offers,
 * queue tickets and admission tokens, which one process hands out and another checks.
 */
const credentialsKey = randomBytes(32).toString('hex');

/**
 * The built server (production mode) as a child process the harness can kill with SIGKILL
 * and start again on the same database.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The running server's process id (undefined while stopped). */
  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  async start(): Promise<number> {
    const started = performance.now();
    // BENCH_SERVER_CPU_PROF=<folder>: a V8 CPU profile of each server run (written on a clean stop).
    const profile = process.env.BENCH_SERVER_CPU_PROF;
    // BENCH_SERVER_HEAP_MIB=<n>: the server's JavaScript heap capped (--max-old-space-size), to
    // show a stream's memory does not grow with what it streams (it fails with the heap full).
    const heap = process.env.BENCH_SERVER_HEAP_MIB;
    const args = [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ...(heap ? [`--max-old-space-size=${Number(heap)}`] : []),
      entry,
    ];
    const child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        PAYMENT_CREDENTIALS_KEY: credentialsKey,
        ...this.env,
      },
      // BENCH_SERVER_LOG=1: the server's log (stdout) and stderr go to this process's stderr.
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'pipe' : 'ignore', 'pipe'],
    });
    const relay = (chunk: Buffer) => {
      if (process.env.BENCH_SERVER_LOG) process.stderr.write(chunk);
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    this.child = child;
    // BENCH_SERVER_START_SECONDS: longer for a first start that migrates on a busy machine.
    const startSeconds = Number(process.env.BENCH_SERVER_START_SECONDS ?? 90);
    const deadline = Date.now() + startSeconds * 1000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start within ${startSeconds} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return performance.now() - started;
  }

  /** Ends the process at once, as a crash or an out-of-memory kill would. */
  async kill(): Promise<void> {
    const child = this.child;
    // A process ended by a signal has a signalCode and no exitCode.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) await this.kill();
  }
}
