import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: { id: string; type: string; createdAt: string; accountId: number; data: Record<string, unknown> };
}

/**
 * A webhook receiver on this machine, as a venue's server would be: it records every POST and
 * answers `status` (200 unless told otherwise).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      res.statusCode = status;
      res.end(status < 300 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a receiver does with the signature header: recomputes HMAC-SHA256 of "<t>.<body>" with
 * the endpoint's secret and refuses a timestamp more than 5 minutes from its own time.
 */
export function verifySignature(header: string, body: string, secret: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}
