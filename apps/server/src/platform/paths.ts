import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The server package's folder, found by walking up from this module: the same answer whether
 * the code runs from src/ (tsx, tests) or from the bundle in dist/.
 */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@tessera/server') {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @tessera/server package folder');
    dir = parent;
  }
}

export const migrationsDir = (): string => join(serverRoot(), 'drizzle');
export const webDistDir = (): string => join(serverRoot(), '..', 'web', 'dist');
