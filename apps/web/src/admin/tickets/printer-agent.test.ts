import { describe, expect, it } from 'vitest';
import { AgentUnreachable, agentClient } from './printer-agent';

describe('printer agent client', () => {
  it('pings and sends print data by POST, controls the run by GET', async () => {
    const calls: [string, string][] = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push([init?.method ?? 'GET', url]);
      return new Response(JSON.stringify({ ok: true, jobId: 'j1', state: 'printing' }), { status: 200 });
    }) as typeof fetch;
    const agent = agentClient('http://127.0.0.1:9130/', fake);
    await agent.ping();
    await agent.send({ name: 'P', type: 'Zebra', ipAddress: '10.0.0.5' }, [{ ticketId: 1, data: '^XA^XZ' }]);
    await agent.pause('j1');
    await agent.resume('j1');
    await agent.stop('j1');
    await agent.log('hello there');
    expect(calls).toEqual([
      ['POST', 'http://127.0.0.1:9130/ping'],
      ['POST', 'http://127.0.0.1:9130/sendprinterdata'],
      ['GET', 'http://127.0.0.1:9130/pause?jobId=j1'],
      ['GET', 'http://127.0.0.1:9130/resume?jobId=j1'],
      ['GET', 'http://127.0.0.1:9130/stop?jobId=j1'],
      ['GET', 'http://127.0.0.1:9130/log?message=hello%20there'],
    ]);
  });

  it('tells an agent that does not answer from one that refuses', async () => {
    const down = agentClient('http://127.0.0.1:1', (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    await expect(down.ping()).rejects.toBeInstanceOf(AgentUnreachable);
    const refusing = agentClient(
      'http://x',
      (async () => new Response('{}', { status: 404 })) as typeof fetch,
    );
    await expect(refusing.status('nope')).rejects.toThrow('404');
  });
});
