import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Property tests run hundreds of cases: on a loaded 2-core machine they need more than 5 s.
    testTimeout: 30_000,
  },
});
