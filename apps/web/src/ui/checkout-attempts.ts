/** "MM/YY" or "MM/YYYY" as month and four-digit year; null when it is not a date at all. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

/**
 * One idempotency key per checkout attempt: the same request again (a retry, a double click)
 * keeps its key, so the server answers the same order; a changed request is a new attempt.
 */
export function attemptKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let last: { request: string; key: string } | null = null;
  return (request: unknown): string => {
    const text = JSON.stringify(request);
    if (last?.request !== text) last = { request: text, key: makeKey() };
    return last.key;
  };
}
