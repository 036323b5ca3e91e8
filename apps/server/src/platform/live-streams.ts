import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/platform/http/app-error';
import type { Notifications } from '@/platform/notifications';

/**
 * Live seat status (decisions/0058): Server-Sent Event streams of an event's seat changes.
 *
 * Every statement that changes event seats sends `seat_changes` with `account:event:first:last`
 * (the change numbers it used) in its transaction (migration 0042). Each process listens once;
 * a notification makes every stream open on that event read what changed since the last change
 * number it sent (or since just before the notification's first one, for a change that took its
 * number before and committed after one already sent) with the same read as its map's `since`
 * request, so each stream sees exactly what its map would show. Streams with the same view
 * (`shareKey`) at the same change number share one read: a thousand shop maps of an event cost
 * one query per change.
 */
export interface SeatDelta {
  seq: number;
  seats: { id: readonly number[] };
}

export interface SeatStreamView {
  accountId: number;
  eventId: number;
  /** Streams with the same key see the same seats: they share reads. */
  shareKey: string;
  /** The map's own `since` read. */
  read(since: number): Promise<SeatDelta>;
  /** Counted against the per-address cap (the public shop stream); null for staff. */
  address: string | null;
}

export interface LiveStreamOptions {
  /** A comment line on every stream this often, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** Open public streams one address may have. */
  streamsPerAddress: number;
  /** A resume with more changed seats than this is told to reload its map instead. */
  resumeLimit: number;
  onError: (error: unknown) => void;
}

interface Stream {
  view: SeatStreamView;
  topic: string;
  /** The newest change number sent. */
  seq: number;
  /** Read again from here once the read under way ends (a notification came meanwhile). */
  pending: number | null;
  reading: boolean;
  write(text: string): void;
  end(): void;
}

export const SEAT_CHANNEL = 'seat_changes';

export class LiveStreams {
  private readonly topics = new Map<string, Set<Stream>>();
  private readonly perAddress = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private listening: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly notifications: Notifications,
    readonly options: LiveStreamOptions,
  ) {}

  /** Open streams (tests and the bench read it). */
  get size(): number {
    let n = 0;
    for (const set of this.topics.values()) n += set.size;
    return n;
  }

  /** Starts listening (the first stream does it; tests call it to be sure before changing seats). */
  ready(): Promise<void> {
    this.listening ??= this.notifications
      .listen(SEAT_CHANNEL, (payload) => this.notified(payload))
      .then((stop) => {
        this.stopListening = stop;
      })
      .catch((error) => {
        this.listening = null;
        this.options.onError(error);
      });
    return this.listening;
  }

  /**
   * Answers the request with the event's seat stream from `since` (the browser's Last-Event-ID
   * when it reconnects, else the change number of the map it shows; neither: from now on).
   */
  async open(request: FastifyRequest, reply: FastifyReply, view: SeatStreamView, since: number | undefined) {
    if (this.closed) throw new AppError('common.unavailable');
    if (view.address !== null && (this.perAddress.get(view.address) ?? 0) >= this.options.streamsPerAddress) {
      throw new AppError('common.rate_limited');
    }
    await this.ready();
    const lastEventId = Number(request.headers['last-event-id']);
    const asked = Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : since;
    // The catch-up read happens before the answer starts, so a read refused (an event of another
    // account, a channel not allowed) is an ordinary error answer. Without a number to start
    // from, the whole map's newest change number is where the stream starts.
    const whole = asked === undefined ? await view.read(0) : null;
    const from = whole ? whole.seq : asked!;
    const first = whole ? { seq: whole.seq, seats: { id: [] } } : await view.read(from);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const topic = `${view.accountId}:${view.eventId}`;
    const stream: Stream = {
      view,
      topic,
      seq: from,
      pending: null,
      reading: false,
      write: (text) => {
        if (!raw.writableEnded) raw.write(text);
      },
      end: () => {
        if (!raw.writableEnded) raw.end();
      },
    };
    if (view.address !== null)
      this.perAddress.set(view.address, (this.perAddress.get(view.address) ?? 0) + 1);
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(stream);
    raw.on('close', () => this.remove(stream));
    this.startHeartbeat();

    stream.write('retry: 3000\n\n');
    if (first.seats.id.length > this.options.resumeLimit) {
      // Too far behind to catch up change by change: the map is read again once.
      stream.seq = first.seq;
      stream.write(`id: ${first.seq}\nevent: reload\ndata: ${JSON.stringify({ seq: first.seq })}\n\n`);
    } else {
      this.deliver(stream, first);
    }
    stream.write(`id: ${stream.seq}\nevent: ready\ndata: ${JSON.stringify({ seq: stream.seq })}\n\n`);
  }

  /** Ends every stream (server shutdown) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const set of this.topics.values()) for (const stream of set) stream.end();
    this.topics.clear();
    this.perAddress.clear();
    await this.listening;
    await this.stopListening?.();
  }

  private remove(stream: Stream) {
    const set = this.topics.get(stream.topic);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.topics.delete(stream.topic);
    const address = stream.view.address;
    if (address !== null) {
      const n = (this.perAddress.get(address) ?? 1) - 1;
      if (n > 0) this.perAddress.set(address, n);
      else this.perAddress.delete(address);
    }
    if (this.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.topics.values()) for (const stream of set) stream.write(': ping\n\n');
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private notified(payload: string) {
    if (payload === '') {
      // The listening connection was lost and is back: anything may have changed meanwhile.
      for (const [topic, set] of this.topics) this.kick(topic, set, null);
      return;
    }
    const [account, event, first] = payload.split(':');
    const topic = `${account}:${event}`;
    const set = this.topics.get(topic);
    if (set) this.kick(topic, set, Number(first) - 1);
  }

  /** Reads for every stream of the topic from its last change number (or `from`, when older). */
  private kick(topic: string, set: Set<Stream>, from: number | null) {
    const groups = new Map<string, { since: number; streams: Stream[] }>();
    for (const stream of set) {
      const since = Math.min(stream.seq, from ?? stream.seq, stream.pending ?? stream.seq);
      if (stream.reading) {
        stream.pending = since;
        continue;
      }
      stream.pending = null;
      const key = `${stream.view.shareKey}@${since}`;
      const group = groups.get(key) ?? { since, streams: [] };
      group.streams.push(stream);
      groups.set(key, group);
    }
    for (const group of groups.values()) void this.readFor(topic, group.since, group.streams);
  }

  private async readFor(topic: string, since: number, streams: Stream[]) {
    for (const stream of streams) stream.reading = true;
    try {
      const delta = await streams[0]!.view.read(since);
      for (const stream of streams) this.deliver(stream, delta);
    } catch (error) {
      // The stream stays open; the next change (or the map's fallback poll) catches up.
      this.options.onError(error);
    } finally {
      for (const stream of streams) stream.reading = false;
      const again = streams.filter((s) => s.pending !== null);
      const set = this.topics.get(topic);
      if (again.length > 0 && set && !this.closed) {
        this.kick(topic, new Set(again.filter((s) => set.has(s))), null);
      }
    }
  }

  private deliver(stream: Stream, delta: SeatDelta) {
    if (delta.seats.id.length === 0 && delta.seq <= stream.seq) return;
    stream.seq = Math.max(stream.seq, delta.seq);
    stream.write(`id: ${stream.seq}\nevent: seats\ndata: ${JSON.stringify(delta)}\n\n`);
  }
}
