import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/** A Server-Sent Events reader over a real socket, as a browser's EventSource reads it. */
export interface SseStream {
  status: number;
  body: string;
  events: SseEvent[];
  comments: number;
  ended: boolean;
  /** The next event after the ones already taken (waits up to `ms`). */
  next(ms?: number): Promise<SseEvent>;
  /** The next event of this kind, skipping others. */
  nextOf(kind: string, ms?: number): Promise<SseEvent>;
  /** No further event within `ms`. */
  quiet(ms: number): Promise<boolean>;
  close(): void;
  closed: Promise<void>;
}

export async function listenOn(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export function openStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } },
      (response) => {
        let buffer = '';
        let taken = 0;
        let wake: (() => void) | null = null;
        let endClosed: () => void = () => undefined;
        const stream: SseStream = {
          status: response.statusCode ?? 0,
          body: '',
          events: [],
          comments: 0,
          ended: false,
          closed: new Promise((r) => {
            endClosed = r;
          }),
          async next(ms = 3000) {
            const deadline = Date.now() + ms;
            while (taken >= stream.events.length) {
              if (stream.ended) throw new Error('stream ended');
              const left = deadline - Date.now();
              if (left <= 0) throw new Error(`no event within ${ms} ms`);
              await new Promise<void>((r) => {
                wake = r;
                setTimeout(r, left);
              });
            }
            return stream.events[taken++]!;
          },
          async nextOf(kind, ms = 3000) {
            const deadline = Date.now() + ms;
            for (;;) {
              const e = await stream.next(Math.max(1, deadline - Date.now()));
              if (e.event === kind) return e;
            }
          },
          async quiet(ms) {
            await new Promise((r) => setTimeout(r, ms));
            return taken >= stream.events.length;
          },
          close() {
            request.destroy();
          },
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          stream.body += chunk;
          buffer += chunk;
          let at = buffer.indexOf('\n\n');
          while (at >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const event: SseEvent = { id: null, event: 'message', data: '' };
            let any = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) stream.comments++;
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) {
                event.event = line.slice(7);
                any = true;
              } else if (line.startsWith('data: ')) {
                event.data += line.slice(6);
                any = true;
              }
            }
            if (any) stream.events.push(event);
            at = buffer.indexOf('\n\n');
          }
          wake?.();
        });
        const done = () => {
          stream.ended = true;
          wake?.();
          endClosed();
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
        resolve(stream);
      },
    );
    request.on('error', reject);
  });
}

/** The seats of a `seats` event: id → status letter. */
export function changedSeats(event: SseEvent): Map<number, string> {
  const data = JSON.parse(event.data) as { seats: { id: number[]; status: string } };
  return new Map(data.seats.id.map((id, i) => [id, data.seats.status[i]!]));
}
