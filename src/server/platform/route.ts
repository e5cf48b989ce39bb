import { createHash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, ParsedRequestOf, ResponseInputOf, ResponseKind } from '../../shared/api/endpoint';
import { checkText } from '../../shared/envelope';
import { type RequestHead, requestHead } from '../../shared/envelope-schemas';
import { RESULT, RESULT_MESSAGES } from '../../shared/result-codes';
import { answerTurn, readTurn } from './answer-turn';
import { BODY_PROBLEM_MESSAGES, inspectBody } from './body-guard';
import { CheckMismatch, DomainError, InvalidInput } from './errors';
import { JsonAnswer } from './json-answer';
import { acceptsGzip, gzipWithKeptTail } from './kept-gzip';
import { isOutage } from './outage';
import { compileResponseCheck } from './response-check';
import type { Sessions } from './session';

export interface CallContext {
  /** The session uuid ('' on session-free calls). */
  uuid: string;
  requestId: string;
  head: RequestHead;
  /** The client's address as the proxy reports it; used for per-client limits. */
  clientAddress: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A raw answer: a PDF, an image, an HTML page. */
export interface RawAnswer {
  contentType: string;
  data: Buffer | string;
  /** Sent as an attachment under this name when given. */
  filename?: string;
}

export type Handler<E extends Endpoint> = (
  body: ParsedRequestOf<E>,
  ctx: CallContext,
) => Promise<[E['responseType']] extends ['json'] ? ResponseInputOf<E> | JsonAnswer : RawAnswer>;

/** A JSON object, not an array or null: what the envelope must be. */
const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The check string of src/shared/check-string.ts (SHA-256 hex of `checkText`),
 * computed with Node's native hash:
 * the shared function hashes in JavaScript so that it also runs in the
 * browser, several times slower on every request. route.test.ts holds the two equal.
 */
export function serverCheckString(body: unknown, uuid: string): string {
  return createHash('sha256').update(checkText(body, uuid)).digest('hex');
}

/**
 * The body's inspection and its check string, in the order every envelope is
 * checked (route() and the calls it cannot bind, raw-envelope.ts). The depth
 * comes before the check string: a body nested thousands deep would overflow
 * JSON.stringify. A control character is refused after it, so a forged check
 * string is still told as such.
 */
export function checkBodyAgainstHead(body: unknown, head: Pick<RequestHead, 'uuid' | 'check'>): void {
  const problem = inspectBody(body);
  if (problem === 'tooDeep') throw new InvalidInput(BODY_PROBLEM_MESSAGES.tooDeep);
  if (head.check !== serverCheckString(body, head.uuid)) throw new CheckMismatch();
  if (problem) throw new InvalidInput(BODY_PROBLEM_MESSAGES[problem]);
}

/** The envelope every JSON answer has, success or failure. */
export function envelope(requestId: string, resultCode: string, resultMsg: string, data: object = {}) {
  return { head: { requestId }, body: { common: { resultCode, resultMsg }, ...data } };
}

/**
 * The one error mapper: domain errors to their codes, a database or store out of reach to
 * "temporarily unavailable", anything else to a logged system code.
 */
export function mapError(err: unknown, request: FastifyRequest, requestId: string) {
  if (err instanceof DomainError) return envelope(requestId, err.code, err.message);
  if (isOutage(err)) {
    request.log.error({ err, requestId }, 'a service behind the server is out of reach');
    return envelope(requestId, RESULT.UPSTREAM_DOWN, RESULT_MESSAGES[RESULT.UPSTREAM_DOWN]);
  }
  request.log.error({ err, requestId }, 'unexpected error');
  return envelope(requestId, RESULT.SYSTEM_ERROR, RESULT_MESSAGES[RESULT.SYSTEM_ERROR]);
}

/** The first validation problem, in the customer's words. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message || RESULT_MESSAGES[RESULT.INVALID_INPUT];
}

function sendRaw(reply: FastifyReply, answer: RawAnswer) {
  reply.header('content-type', answer.contentType);
  if (answer.filename)
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(answer.filename)}`);
  return reply.send(answer.data);
}

/** `common` of every successful answer. */
const OK_COMMON = Object.freeze({ resultCode: RESULT.OK, resultMsg: RESULT_MESSAGES[RESULT.OK] });
const OK_COMMON_JSON = JSON.stringify(OK_COMMON);
const CLOSE_ANSWER = Buffer.from('}}');

/**
 * Under test (vitest and the browser journeys run with NODE_ENV=test) the
 * contract's zod parse still runs beside the compiled check and the JSON of the
 * two must be the same, so the suites hold the compiler to zod on every answer
 * they see. Development (npm start, the benchmark) and production run the
 * compiled check alone (docs/decisions.md, "Server throughput and memory").
 */
const CROSS_CHECK = process.env.NODE_ENV === 'test';

/** A successful answer the handler wrote as JSON (json-answer.ts), in the envelope every answer has. */
function sendJsonAnswer(reply: FastifyReply, endpoint: Endpoint, requestId: string, answer: JsonAnswer) {
  const fields = answer.fields;
  const openingText = `{"head":{"requestId":${JSON.stringify(requestId)}},"body":{"common":${OK_COMMON_JSON}`;
  const opening = Buffer.from(fields.length ? `${openingText},` : openingText);
  if (CROSS_CHECK) {
    const data = endpoint.response.parse(JSON.parse(`{${fields.toString()}}`)) as object;
    const bytes = Buffer.concat([opening, fields, CLOSE_ANSWER]).toString();
    if (JSON.stringify(envelope(requestId, RESULT.OK, RESULT_MESSAGES[RESULT.OK], data)) !== bytes)
      throw new Error(`the JSON answer of ${endpoint.path} is not what its contract gives`);
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  const gzipped = answer.kept && keptGzip(reply, answer, opening);
  if (gzipped) {
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', 'gzip');
    return reply.send(gzipped);
  }
  return reply.send(Buffer.concat([opening, fields, CLOSE_ANSWER]));
}

/**
 * A kept answer in gzip (kept-gzip.ts) for a client that takes it, when it is
 * as large as answers the compress plugin compresses; else null, and the
 * plugin sees the answer as any other. A header set here tells the plugin the
 * answer is already compressed.
 */
function keptGzip(reply: FastifyReply, answer: JsonAnswer, opening: Buffer) {
  const headers = reply.request.headers;
  if (opening.length + answer.fields.length + CLOSE_ANSWER.length < COMPRESSION_THRESHOLD) return null;
  if (headers['x-no-compression'] !== undefined || !acceptsGzip(headers['accept-encoding'])) return null;
  return gzipWithKeptTail(answer, opening, [answer.fields, CLOSE_ANSWER]);
}

/** Answers from this many bytes on are compressed for a client that accepts it (app.ts registers the plugin so). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * How an answer is compressed for a client that accepts it (every phone
 * does). @fastify/compress's defaults compress in one call only up to a size
 * it derives from the host's cores (8 kB on two), through a stream pipeline
 * above it, at brotli quality 4, which sets up large tables for every
 * answer: a page of 20 nearest sites (8.7 kB) cost the server ~580 µs of CPU
 * (~80 uncompressed), then ~160 at brotli quality 1; home's 1.7 kB ~145, then
 * ~97 (issue 9, bench/history.md). JSON answers are tens of kB at most, so
 * each goes in one call, and in gzip at level 1 to a client that takes gzip
 * as gladly as brotli (every browser): at these sizes brotli's set-up for
 * each answer makes it the dearer of the two. Side by side, on the 20 sites
 * gzip 1 took 30–45 µs for 1,774 bytes where brotli 1 took 41–74 µs for
 * 1,822; on 100 sites (43 kB) and the provinces (21 kB) the two were about
 * even, gzip's answer 5 % larger and 4 % smaller (bench/history.md). A
 * client that takes only brotli, or prefers it by weight, still gets it, at
 * quality 1; the 64 kB window covers any JSON answer. Raw SVG and HTML
 * answers follow the same settings; PDFs and PNGs are not a compressible
 * type. Static files keep the plugin's own. A kept answer (the home page)
 * is not compressed per request at all: it goes in gzip deflated once
 * (keptGzip below).
 */
export const ANSWER_COMPRESSION: Pick<
  FastifyCompressOptions,
  'syncThreshold' | 'encodings' | 'zlibOptions' | 'brotliOptions'
> = {
  syncThreshold: 64 * 1024,
  encodings: ['gzip', 'br', 'deflate', 'identity'],
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_LGWIN]: 16 } },
};

/**
 * Binds one contract endpoint to its handler. Before the handler runs: the
 * envelope is read, the session uuid is required (unless session-free), the
 * check string is compared, and the body is validated by the contract's schema.
 * The answer is checked and copied through the response schema, so undeclared
 * columns never leave the server: by the check compiled from it
 * (response-check.ts), or by zod's parse for a schema it does not cover.
 */
export function route<E extends Endpoint<z.ZodType, z.ZodType, ResponseKind>>(
  app: FastifyInstance,
  sessions: Sessions,
  endpoint: E,
  handler: Handler<E>,
) {
  const checkBody = endpoint.responseType === 'json' ? compileResponseCheck(endpoint.response) : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    compress: ANSWER_COMPRESSION,
    handler: async (request, reply) => {
      const readIn = readTurn();
      reply.header('cache-control', 'no-store');
      let requestId = request.id;
      try {
        let head: RequestHead;
        let rawBody: unknown;
        if (endpoint.method === 'GET') {
          // GET calls (image URLs) carry their body as query parameters, without a head.
          head = requestHead.parse({});
          rawBody = request.query ?? {};
          const problem = inspectBody(rawBody);
          if (problem) throw new InvalidInput(BODY_PROBLEM_MESSAGES[problem]);
        } else {
          // The envelope is checked by hand, not by a schema: it is only "an object with a head",
          // and a schema's parse made a copy of every request's envelope (issue 9).
          const outer = request.body;
          if (!isJsonObject(outer) || typeof outer.head !== 'object' || outer.head === null)
            throw new InvalidInput('请求格式不正确');
          const parsedHead = requestHead.safeParse(outer.head);
          if (!parsedHead.success) throw new InvalidInput('请求头格式不正确');
          head = parsedHead.data;
          requestId = head.requestId || requestId;
          rawBody = outer.body ?? {};
          if (!endpoint.sessionFree) await sessions.require(head.uuid);
          checkBodyAgainstHead(rawBody, head);
        }
        const body = endpoint.request.safeParse(rawBody);
        if (!body.success) throw new InvalidInput(firstIssue(body.error));
        const ctx: CallContext = {
          uuid: head.uuid,
          requestId,
          head,
          clientAddress: request.ip,
          request,
          reply,
        };
        const result = await handler(body.data as ParsedRequestOf<E>, ctx);
        // Answers ready in the turn their request was read in go out together (answer-turn.ts).
        await answerTurn(readIn);
        if (endpoint.responseType !== 'json') return sendRaw(reply, result as RawAnswer);
        if (result instanceof JsonAnswer) return sendJsonAnswer(reply, endpoint, requestId, result);
        if (checkBody) {
          const parsed = CROSS_CHECK ? (endpoint.response.parse(result) as object) : undefined;
          const answer = checkBody(result, OK_COMMON);
          if (CROSS_CHECK && JSON.stringify({ common: OK_COMMON, ...parsed }) !== JSON.stringify(answer))
            throw new Error(`the compiled check of ${endpoint.path} answers other JSON than zod`);
          return { head: { requestId }, body: answer };
        }
        const data = endpoint.response.parse(result) as object;
        return envelope(requestId, RESULT.OK, RESULT_MESSAGES[RESULT.OK], data);
      } catch (err) {
        return mapError(err, request, requestId);
      }
    },
  });
}
