import pg from 'pg';
import type { Database } from '@/db/client';

/**
 * PostgreSQL notifications (LISTEN/NOTIFY) to this process: what another process, or this one,
 * sent with `pg_notify` in a transaction that committed. On PostgreSQL one connection of its
 * own listens (and listens again after the connection is lost); on the embedded database
 * PGlite's own listen does the same in its one process (decisions/0058).
 */
export interface Notifications {
  /** Calls `handler` with each payload sent on `channel`; answers how to stop. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Stops listening; no handler is called afterwards. */
  close(): Promise<void>;
}

export function notificationsOf(database: Database, onError: (error: Error) => void): Notifications {
  return database.kind === 'embedded'
    ? embeddedNotifications(database)
    : postgresNotifications(database, onError);
}

function embeddedNotifications(database: Database): Notifications {
  const pglite = database.pglite!;
  const stops = new Set<() => Promise<void>>();
  return {
    async listen(channel, handler) {
      const unlisten = await pglite.listen(channel, handler);
      const stop = async () => {
        if (!stops.delete(stop)) return;
        await unlisten().catch(() => undefined);
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}

const RECONNECT_MS = 1_000;

function postgresNotifications(database: Database, onError: (error: Error) => void): Notifications {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<pg.Client | null> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: database.url });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        onError(error as Error);
        await next.end().catch(() => undefined);
        connecting = null;
        scheduleRetry();
        return null;
      }
      connecting = null;
      if (closed) {
        await next.end().catch(() => undefined);
        return null;
      }
      client = next;
      return next;
    })();
    return connecting;
  };
  // A lost connection is opened again; changes sent meanwhile are found by the readers'
  // change numbers (the seat streams read from their last number on every notification).
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    scheduleRetry();
  };
  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect().then((c) => {
        // Tell every listener something may have been missed while the connection was down.
        if (c) for (const set of handlers.values()) for (const handler of set) handler('');
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  return {
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const c = await connect();
        await c?.query(`LISTEN ${quote(channel)}`).catch((error: Error) => onError(error));
      } else {
        await connect();
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      handlers.clear();
      await connecting?.catch(() => undefined);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

function quote(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
