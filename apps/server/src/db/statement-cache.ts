import type pg from 'pg';

/** Statements named at most: every connection keeps each one it has run prepared. */
const MAX_NAMED = 400;
/** A statement text is named once it has been seen this many times (one-off statements never are). */
const SEEN_BEFORE_NAMING = 2;
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

const seen = new Map<string, number>();
const names = new Map<string, string>();

/** The name a statement text runs under, or undefined while it is not (yet) worth preparing. */
export function statementName(text: string): string | undefined {
  const name = names.get(text);
  if (name !== undefined) return name;
  if (names.size >= MAX_NAMED || !DATA_STATEMENT.test(text)) return undefined;
  const count = (seen.get(text) ?? 0) + 1;
  if (count < SEEN_BEFORE_NAMING) {
    // Texts seen once are forgotten in bulk, so that one-off statements never crowd out a
    // repeated one that comes later.
    if (seen.size >= MAX_NAMED * 10) seen.clear();
    seen.set(text, count);
    return undefined;
  }
  seen.delete(text);
  const given = `tessera_${names.size + 1}`;
  names.set(text, given);
  return given;
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Runs the statements a connection sees again and again as named (prepared) statements:
 * PostgreSQL parses and plans each one once per connection instead of on every call, which
 * on a busy on-sale is most of its time for the short lookups a request makes (a session, a
 * basket, its lines). Drizzle builds the same text for the same query shape with every value
 * a bind parameter, so the set of texts is small; it is capped all the same.
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
    if (config && typeof config === 'object' && !('submit' in config)) {
      const c = config as QueryConfig;
      if (typeof c.text === 'string' && c.name === undefined) {
        const name = statementName(c.text);
        if (name !== undefined) return query({ ...c, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
