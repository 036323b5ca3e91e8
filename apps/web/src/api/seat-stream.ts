import { useEffect, useRef, useState } from 'react';

/** How often an open seat map asks for changes itself: while its live stream is down, and while it is up. */
export const seatPollMs = { fallback: 5_000, live: 60_000 } as const;

export interface SeatStreamHandlers<T> {
  /** Seats changed: what the map's `since` read answers, to fold into the cached map. */
  onSeats: (changes: T) => void;
  /** The stream was too far behind: read the whole map again. */
  onReload: () => void;
}

/**
 * Live seat status (decisions/0058): one EventSource per open seat map while `url` is set.
 * The browser reconnects by itself and resumes from the last change it got (Last-Event-ID).
 * Answers whether the stream is up, so the map polls rarely meanwhile and as before when not.
 */
export function useSeatStream<T>(url: string | null, handlers: SeatStreamHandlers<T>): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.addEventListener('ready', () => setLive(true));
    source.addEventListener('seats', (event) => {
      setLive(true);
      latest.current.onSeats(JSON.parse((event as MessageEvent<string>).data) as T);
    });
    source.addEventListener('reload', () => latest.current.onReload());
    // Down: the browser tries again (closed for good after a refusal); polling covers meanwhile.
    source.onerror = () => setLive(false);
    return () => {
      source.close();
      setLive(false);
    };
  }, [url]);
  return live;
}

/**
 * The change number a map's stream starts from: the first map read for this key, kept while
 * the key stays (later reads move on, the stream's own Last-Event-ID resumes it).
 */
export function useStreamStart(key: string, seq: number | undefined): number | undefined {
  const [start, setStart] = useState<{ key: string; seq: number } | null>(null);
  if (seq !== undefined && start?.key !== key) {
    setStart({ key, seq });
    return seq;
  }
  return start?.key === key ? start.seq : undefined;
}
