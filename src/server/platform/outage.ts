/**
 * Whether an error says a service behind the server is out of reach (the
 * database or the shared store), as opposed to a fault of the request or a
 * bug. The customer is then told the service is temporarily unavailable and
 * may try again (E2000503), not that something went wrong with what they did
 * (E1000500, whose dialog offers 返回首页). Read through drizzle's `cause`s.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What the drivers say when the link is gone: node-postgres (a lost
 * connection, a connect or query timeout, a pool closed for shutdown), PGlite
 * once closed, and ioredis (a closed connection, a command timeout, retries
 * used up with the offline queue off).
 */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Cannot use a pool after calling end/i,
  /PGlite is clos(ed|ing)/i,
  /Connection is closed/i,
  /Command timed out/i,
  /Stream isn't writeable/i,
  /Reached the max retries per request limit/i,
];

export function isOutage(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      // PostgreSQL's own: class 08 (connection exception), and the server shutting down or starting.
      if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    }
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
