import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A server started as its own operating-system process (`src/main.ts`), as a site runs it. */
export interface ServerProcess {
  url: string;
  /** What it wrote to its standard error (for a failing assertion's message). */
  errors: () => string;
  stop: () => Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errors: () => errors,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A client of one server process: staff with a bearer token, or a shop browser keeping cookies. */
export function clientOf(server: ServerProcess, auth: { token?: string; jar?: Map<string, string> } = {}) {
  return async (method: string, path: string, body?: object) => {
    const headers: Record<string, string> = { host: 'localhost' };
    if (body) headers['content-type'] = 'application/json';
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.jar) headers.cookie = [...auth.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      auth.jar?.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await res.text();
    return { status: res.status, text, data: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  };
}
