/** One response outside 200–399, as staff see it on the server errors screen. */
export interface ServerErrorEntry {
  id: string;
  date: string;
  operationId: string | null;
  url: string;
  status: number;
  statusText: string;
}

export const serverErrorsStorageKey = 'tessera.serverErrors';
export const serverErrorsLimit = 200;

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; entries: ServerErrorEntry[] } = { raw: null, entries: [] };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Newest first. Reads are cached so React can subscribe without re-rendering every time. */
export function listServerErrors(): ServerErrorEntry[] {
  const raw = storage()?.getItem(serverErrorsStorageKey) ?? null;
  if (raw === cache.raw) return cache.entries;
  let entries: ServerErrorEntry[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    entries = Array.isArray(parsed) ? (parsed as ServerErrorEntry[]) : [];
  } catch {
    entries = [];
  }
  cache = { raw, entries };
  return entries;
}

function save(entries: ServerErrorEntry[]): void {
  try {
    storage()?.setItem(serverErrorsStorageKey, JSON.stringify(entries));
  } catch {
    // A full or refused storage must never break the call that failed.
  }
  for (const listener of listeners) listener();
}

let sequence = 0;

export function recordServerError(entry: Omit<ServerErrorEntry, 'id'>): void {
  sequence += 1;
  const id = `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  save([{ id, ...entry }, ...listServerErrors()].slice(0, serverErrorsLimit));
}

export function clearServerErrors(): void {
  save([]);
}

export function subscribeServerErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
