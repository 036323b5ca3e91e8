import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn until /api/health answered. */
  startMs: number;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/** Starts the built server (production bundle) on a fresh embedded database, or DATABASE_URL. */
export async function startServer(port: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benchmark's buyers all come from this machine's one address.
      SHOP_HOLDS_PER_ADDRESS_PER_EVENT: '1000000',
      SHOP_BASKETS_PER_ADDRESS_PER_EVENT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  // A fresh embedded database migrates and seeds first: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in with the seeded demo login and returns the session token. */
export async function signInDemo(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' }),
  });
  return ((await res.json()) as { token: string }).token;
}
