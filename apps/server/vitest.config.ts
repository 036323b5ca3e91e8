import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // A worker keeps the server's modules loaded from one test file to the next: each file still
    // starts its own app on its own fresh database, and importing the server again per file
    // cost more than the tests themselves. Module state is per database or reset by its test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
