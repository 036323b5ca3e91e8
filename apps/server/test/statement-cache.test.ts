import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The statement names are kept per server process; test files share a worker's modules, so
 * each test here loads the cache afresh, as a server starting would.
 */
let statementName: (text: string) => string | undefined;
beforeEach(async () => {
  vi.resetModules();
  ({ statementName } = await import('@/db/statement-cache'));
});

describe('which statements run prepared', () => {
  it('names a data statement the second time its text is seen, always with the same name', () => {
    const text = 'SELECT id FROM baskets WHERE account_id = $1 AND id = $2 /* statement-cache test */';
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^tessera_\d+$/);
    expect(statementName(text)).toBe(name);
  });

  it('never names schema changes or transaction control', () => {
    for (const text of ['CREATE INDEX x ON y (z)', 'begin', 'commit', 'savepoint sp1']) {
      statementName(text);
      expect(statementName(text)).toBeUndefined();
    }
  });

  it('still names a repeated statement after thousands of one-off ones', () => {
    for (let i = 0; i < 5000; i++) statementName(`SELECT ${i} AS one_off /* statement-cache test */`);
    const text = 'UPDATE baskets SET updated_at = $1 WHERE id = $2 /* statement-cache test */';
    statementName(text);
    expect(statementName(text)).toMatch(/^tessera_\d+$/);
  });
});
