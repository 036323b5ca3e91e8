/** In-process caches, named, so the platform operator can empty them (Tools → Cache clear). */
const caches = new Map<string, () => void>();

export function registerCache(name: string, clear: () => void): void {
  caches.set(name, clear);
}

export function clearAllCaches(): string[] {
  for (const clear of caches.values()) clear();
  return [...caches.keys()].sort();
}
