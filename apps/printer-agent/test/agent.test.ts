import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgent } from '../src/agent';
import type { JobStatus } from '../src/jobs';
import { fileOutput, tcpOutput } from '../src/output';

/** A raw TCP "printer" that keeps every connection's bytes. */
async function fakePrinter() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = '';
    socket.on('data', (c) => {
      data += c.toString('latin1');
    });
    socket.on('end', () => received.push(data));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    received,
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

const tickets = [
  { ticketId: 1, data: '^XA^FDone^FS^XZ' },
  { ticketId: 2, data: '^XA^FDtwo^FS^XZ' },
  { ticketId: 3, data: '^XA^FDthree^FS^XZ' },
];

describe('printer agent over HTTP to a TCP printer', () => {
  let printer: Awaited<ReturnType<typeof fakePrinter>>;
  let agent: Awaited<ReturnType<typeof startAgent>>;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    printer = await fakePrinter();
    agent = await startAgent({
      port: 0,
      output: tcpOutput(),
      origins: ['http://box.test'],
      log: (l) => logged.push(l),
    });
    base = `http://127.0.0.1:${agent.port}`;
  });
  afterAll(async () => {
    await agent.close();
    await printer.close();
  });

  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: (await res.json()) as JobStatus };
  };
  const send = (printerAddress: string, list = tickets) =>
    fetch(`${base}/sendprinterdata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://box.test' },
      body: JSON.stringify({
        printer: { name: 'Box office', type: 'Zebra', ipAddress: printerAddress },
        tickets: list,
      }),
    });

  it('answers ping by POST, and not by GET', async () => {
    const ping = await fetch(`${base}/ping`, { method: 'POST', headers: { origin: 'http://box.test' } });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toMatchObject({ ok: true, agent: 'tessera-printer-agent' });
    expect(ping.headers.get('access-control-allow-origin')).toBe('http://box.test');
    expect((await fetch(`${base}/ping`)).status).toBe(404);
  });

  it('answers the private-network preflight of the box office and refuses other origins', async () => {
    const pre = await fetch(`${base}/sendprinterdata`, {
      method: 'OPTIONS',
      headers: { origin: 'http://box.test', 'access-control-request-private-network': 'true' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-private-network')).toBe('true');
    const other = await fetch(`${base}/ping`, { method: 'POST', headers: { origin: 'http://evil.test' } });
    expect(other.status).toBe(403);
  });

  it('prints every ticket to the raw port, one connection each', async () => {
    const res = await send(printer.address);
    expect(res.status).toBe(202);
    const job = (await res.json()) as JobStatus;
    await until(async () => (await get(`/status?jobId=${job.jobId}`)).body.state === 'done');
    expect((await get(`/status?jobId=${job.jobId}`)).body).toMatchObject({
      printed: 3,
      printedTicketIds: [1, 2, 3],
    });
    expect(printer.received).toEqual(tickets.map((t) => t.data));
  });

  it('fails the job when the printer is unreachable', async () => {
    const closed = await fakePrinter();
    await closed.close();
    const job = (await (await send(closed.address)).json()) as JobStatus;
    await until(async () => (await get(`/status?jobId=${job.jobId}`)).body.state === 'failed');
    expect((await get(`/status?jobId=${job.jobId}`)).body).toMatchObject({ printed: 0 });
  });

  it('refuses a malformed request and an unknown job', async () => {
    const bad = await fetch(`${base}/sendprinterdata`, { method: 'POST', body: '{"printer":{}}' });
    expect(bad.status).toBe(400);
    expect((await get('/pause?jobId=nope')).status).toBe(404);
  });

  it('writes what the page logs by GET', async () => {
    expect((await fetch(`${base}/log?message=hello%20agent`)).status).toBe(200);
    expect(logged).toContain('page: hello agent');
  });
});

describe('printer agent printing to files, paused, resumed and stopped', () => {
  let dir: string;
  let agent: Awaited<ReturnType<typeof startAgent>>;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-'));
    agent = await startAgent({ port: 0, output: fileOutput(dir), gapMs: 150, log: () => {} });
    base = `http://127.0.0.1:${agent.port}`;
  });
  afterAll(async () => {
    await agent.close();
    await rm(dir, { recursive: true, force: true });
  });

  const call = async (path: string, init?: RequestInit) =>
    (await (await fetch(`${base}${path}`, init)).json()) as JobStatus;
  const start = () =>
    call('/sendprinterdata', {
      method: 'POST',
      body: JSON.stringify({ printer: { name: 'Door 1', type: 'Boca', ipAddress: '10.0.0.9' }, tickets }),
    });

  it('pauses between tickets, resumes to the end, and writes the file', async () => {
    const job = await start();
    await until(async () => (await call(`/status?jobId=${job.jobId}`)).printed === 1);
    expect((await call(`/pause?jobId=${job.jobId}`)).state).toBe('paused');
    await new Promise((r) => setTimeout(r, 400));
    const paused = await call(`/status?jobId=${job.jobId}`);
    expect(paused.state).toBe('paused');
    expect(paused.printed).toBeLessThan(3);
    expect((await call(`/resume?jobId=${job.jobId}`)).state).toBe('printing');
    await until(async () => (await call(`/status?jobId=${job.jobId}`)).state === 'done');
    const text = await readFile(join(dir, `Door_1-${job.jobId}.fgl`), 'latin1');
    expect(text.trim().split('\n')).toEqual(tickets.map((t) => t.data));
  });

  it('stops a run: the rest is never printed', async () => {
    const job = await start();
    await until(async () => (await call(`/status?jobId=${job.jobId}`)).printed === 1);
    expect((await call(`/stop?jobId=${job.jobId}`)).state).toBe('stopped');
    await new Promise((r) => setTimeout(r, 400));
    const stopped = await call(`/status?jobId=${job.jobId}`);
    expect(stopped.state).toBe('stopped');
    expect(stopped.printed).toBeLessThan(3);
    const files = await readdir(dir);
    const text = await readFile(join(dir, files.find((f) => f.includes(job.jobId))!), 'latin1');
    expect(text.trim().split('\n')).toHaveLength(stopped.printed);
  });
});
