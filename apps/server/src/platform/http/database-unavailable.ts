/** PostgreSQL's answers while it cannot serve: connection exceptions, shutting down, starting up. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** What the socket says when the database is not there (refused, reset, gone mid-query). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
/** node-postgres's own words for a connection that ended or never came. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

/**
 * Whether a failure is the database being out of reach (restarting, failing over, the
 * network between): the request may succeed if sent again shortly, unlike a fault in the
 * request or the code. Drizzle wraps the driver's error, so the whole cause chain is read.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
