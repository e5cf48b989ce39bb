import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What an error may not carry into the log. Drizzle wraps every failed
 * statement in a DrizzleQueryError whose message ends in `params: …` and
 * whose `params` hold the statement's values (an ID number, a mobile, a name);
 * PostgreSQL's `detail` repeats a row's values (`Key (mobile)=(138…) already
 * exists`). The statement's text stays: it names the query without the data.
 */
const STATEMENT_DATA_FIELDS = ['params', 'detail', 'where', 'internalQuery'] as const;

/** `Failed query: …\nparams: …` up to the stack's first frame (or the end). */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/** pino's error serializer, without the statement values a database error carries (its causes' included). */
export function errWithoutStatementData(err: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(err);
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  const out = serialized as unknown as Record<string, unknown>;
  for (const field of STATEMENT_DATA_FIELDS) delete out[field];
  // The message is the error's and its causes', joined by ': ', so a query's params sit mid-text.
  const messages: string[] = [];
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    messages.push(e.message.replace(PARAMS_IN_TEXT, ''));
    if (messages.length > 10) break;
  }
  if (messages.length) out.message = messages.join(': ');
  if (typeof out.stack === 'string') out.stack = out.stack.replace(PARAMS_IN_TEXT, '');
  return serialized;
}

/**
 * Fastify's request serializer with the path alone: a query string carries
 * what the log may not hold (the image-code URL has the session uuid, which
 * opens whatever the session has proven; any future GET could carry more).
 */
export function reqWithoutQuery(req: FastifyRequest) {
  const url = req.url;
  const query = url.indexOf('?');
  return {
    method: req.method,
    url: query === -1 ? url : url.slice(0, query),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
