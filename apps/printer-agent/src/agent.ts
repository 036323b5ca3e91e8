import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJobs, type PrintTicket } from './jobs';
import type { Output, PrinterTarget } from './output';

export const agentVersion = '1.0.0';

export interface AgentOptions {
  port: number;
  host?: string;
  output: Output;
  /** Origins of the box office allowed to call the agent; `*` allows any. */
  origins?: readonly string[];
  /** Pause between tickets of a run, in milliseconds. */
  gapMs?: number;
  log?: (line: string) => void;
}

const maxBody = 5 * 1024 * 1024;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBody) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function isPrinter(v: unknown): v is PrinterTarget {
  const p = v as PrinterTarget;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.name === 'string' &&
    (p.type === 'Boca' || p.type === 'Zebra') &&
    typeof p.ipAddress === 'string' &&
    p.ipAddress.length > 0
  );
}

function isTickets(v: unknown): v is PrintTicket[] {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((t) => typeof t?.ticketId === 'number' && typeof t?.data === 'string')
  );
}

/**
 * The local printer agent (spec §7): `POST /ping` and `POST /sendprinterdata`; the other
 * actions are GETs: `/status`, `/pause`, `/resume`, `/stop` (each with `?jobId=`) and
 * `/log?message=`. Answers JSON with CORS headers for the box office origin, including the
 * private-network preflight Chromium asks of pages calling localhost.
 */
export async function startAgent(options: AgentOptions) {
  const jobs = createJobs(options.output, { gapMs: options.gapMs });
  const origins = options.origins ?? ['*'];
  const log = options.log ?? ((line: string) => console.log(line));

  function cors(req: IncomingMessage, res: ServerResponse): boolean {
    const origin = req.headers.origin;
    if (!origin) return true;
    if (!origins.includes('*') && !origins.includes(origin)) return false;
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'origin');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, authorization');
    res.setHeader('access-control-allow-private-network', 'true');
    return true;
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    if (!cors(req, res)) return send(res, 403, { error: 'origin_not_allowed' });
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://agent');
    const action = url.pathname.replace(/^\/+/, '').toLowerCase();
    const jobId = url.searchParams.get('jobId') ?? '';
    try {
      if (req.method === 'POST' && action === 'ping') {
        return send(res, 200, { ok: true, agent: 'tessera-printer-agent', version: agentVersion });
      }
      if (req.method === 'POST' && action === 'sendprinterdata') {
        const body = (await readJson(req)) as { printer?: unknown; tickets?: unknown };
        if (!isPrinter(body.printer) || !isTickets(body.tickets))
          return send(res, 400, { error: 'bad_request' });
        const job = jobs.start(body.printer, body.tickets);
        log(`job ${job.jobId}: ${job.total} ticket(s) to ${body.printer.name} (${body.printer.ipAddress})`);
        return send(res, 202, job);
      }
      if (req.method === 'GET' && ['status', 'pause', 'resume', 'stop'].includes(action)) {
        const job =
          action === 'status'
            ? jobs.status(jobId)
            : action === 'pause'
              ? jobs.pause(jobId)
              : action === 'resume'
                ? jobs.resume(jobId)
                : jobs.stop(jobId);
        if (!job) return send(res, 404, { error: 'job_not_found' });
        if (action !== 'status') log(`job ${jobId}: ${action} → ${job.state}`);
        return send(res, 200, job);
      }
      if (req.method === 'GET' && action === 'log') {
        log(`page: ${(url.searchParams.get('message') ?? '').slice(0, 500)}`);
        return send(res, 200, { ok: true });
      }
      return send(res, req.method === 'GET' || req.method === 'POST' ? 404 : 405, {
        error: 'unknown_action',
      });
    } catch {
      return send(res, 400, { error: 'bad_request' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
