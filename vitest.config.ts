import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server test files each open their own database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
