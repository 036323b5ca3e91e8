import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'printer-agent', include: ['test/**/*.test.ts'] },
});
