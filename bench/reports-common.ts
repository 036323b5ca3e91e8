import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** What the reports benches share: the log line, the built server, the demo sign-in, a database. */
export const log = (line: string) =>
  console.log(`[reports ${new Date().toISOString().slice(11, 19)}] ${line}`);

export const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
export const percentile = (list: number[], p: number) =>
  list.length === 0
    ? 0
    : [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;

export function ensureBuilt(): void {
  const entry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
  if (existsSync(entry)) return;
  log('building the server (npm run build -w @tessera/server)');
  execFileSync('npm', ['run', 'build', '-w', '@tessera/server'], { stdio: 'inherit' });
}

export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await admin.end();
  }
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** GET with the session, timed; refuses an error answer. */
export function getter(base: string, headers: Record<string, string>) {
  return async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${body.slice(0, 300)}`);
    return { ms: performance.now() - t0, body };
  };
}

/** A report's first call and the median of `runs` more, printed on one line; answers its JSON. */
export function timer(get: ReturnType<typeof getter>, runs: number) {
  return async (name: string, path: string) => {
    const first = await get(path);
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) warm.push((await get(path)).ms);
    console.log(
      `${name.padEnd(52)} first ${first.ms.toFixed(0).padStart(5)} ms   median of ${runs} ${median(warm).toFixed(0).padStart(5)} ms   ${(first.body.length / 1024).toFixed(0)} KiB`,
    );
    return { json: JSON.parse(first.body) as Record<string, unknown>, median: median(warm), first: first.ms };
  };
}
