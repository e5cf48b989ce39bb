import type { z } from 'zod';
import type { Endpoint, RequestOf, ResponseKind, ResponseOf } from '../../shared/api/endpoint';
import { platform } from '../../shared/api/platform';
import { DEFAULT_CHANNEL_NO } from '../../shared/constants';
import { newRequestId } from '../../shared/envelope';
import { interpretHttpFailure, interpretResult, RESULT } from '../../shared/result-codes';
import { useAppStore } from '../store';
import { alertSuppressed, readCookie } from './cookies';
import { ApiError, httpCode } from './errors';
import { present } from './present';
import { buildRequest, type Common, commonOf, dataOf } from './request';
import { clearUuid, ensureUuid, readUuid, warmUuid } from './session';
import { startTimeLimit } from './time-limit';

export interface ApiOptions {
  /** Lets the request outlive the page (analytics on pagehide). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, ResponseKind>;
type JsonEndpoint = Endpoint<z.ZodType, z.ZodType, 'json'>;
type BlobEndpoint = Endpoint<z.ZodType, z.ZodType, 'blob'>;

/** The session's uuid, fetched once if there is none yet (the image code, the chat stream and every call). */
export function ensureSession(): Promise<string> {
  return ensureUuid(() => api(platform.uuid, {}).then((answer) => answer.uuid));
}

/** The uuid for a call. The uuid call itself has none; session-free calls do not wait for one. */
function uuidFor(endpoint: AnyEndpoint): Promise<string> {
  if (endpoint.path === platform.uuid.path) return Promise.resolve('');
  if (endpoint.sessionFree) return Promise.resolve(readUuid());
  return ensureSession();
}

/**
 * Asks for the session uuid at start-up instead of at the first page's first
 * call (session.ts, warmUuid). Silent: a failure shows nothing here; the
 * page's own call asks again and reports it.
 */
export function warmSession() {
  warmUuid(() => api({ ...platform.uuid, silent: true }, {}).then((answer) => answer.uuid));
}

/** The image-code check says which image was answered: the `tag` cookie the image set. */
function withExtras(endpoint: AnyEndpoint, body: Record<string, unknown>) {
  if (endpoint.path !== platform.verifyCodeCheck.path) return body;
  return { ...body, prePic: readCookie(document.cookie, 'tag') || 'default' };
}

function failHttp(endpoint: AnyEndpoint, status: number | undefined): never {
  const reaction = interpretHttpFailure(status);
  if (!endpoint.silent) present(reaction);
  throw new ApiError(httpCode(status), reaction.kind === 'none' ? '' : reaction.message, status ?? 0);
}

/**
 * Sends one call and reads its answer with `read`, all within the call's time
 * limit (time-limit.ts): a stalled network ends in the same dialog as no
 * answer at all, instead of a page waiting for ever. A page that cancelled its
 * own call gets the abort back and no dialog.
 */
async function send<T>(
  endpoint: AnyEndpoint,
  body: Record<string, unknown>,
  options: ApiOptions,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; content: T; sentUuid: string }> {
  const uuid = await uuidFor(endpoint);
  const { token, channelNo } = useAppStore.getState().global;
  const { url, init } = await buildRequest(endpoint, withExtras(endpoint, body), {
    uuid,
    token,
    channelNo: channelNo || DEFAULT_CHANNEL_NO,
    requestId: newRequestId(),
  });
  const limit = startTimeLimit(options.signal);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, keepalive: options.keepalive, signal: limit.signal });
    } catch (err) {
      // A page that cancelled its own call does not want a dialog about it.
      if (options.signal?.aborted && !limit.expired()) throw err;
      failHttp(endpoint, undefined);
    }
    if (!response.ok) failHttp(endpoint, response.status);
    try {
      return { response, content: await read(response), sentUuid: uuid };
    } catch (err) {
      // The answer broke off (or the limit passed) half-way: no answer, as far as the customer is concerned.
      if (options.signal?.aborted && !limit.expired()) throw err;
      failHttp(endpoint, undefined);
    }
  } finally {
    limit.done();
  }
}

/**
 * A business failure: an expired session is renewed and the call retried once,
 * without a word to the customer; anything else is shown as section 8 says
 * (nothing for silent calls) and rejected.
 */
function failBusiness(endpoint: AnyEndpoint, common: Common, retried: boolean, sentUuid: string): 'retry' {
  const renewable = endpoint.path !== platform.uuid.path && !endpoint.sessionFree;
  if (common.resultCode === RESULT.SESSION_EXPIRED && !retried && renewable) {
    // Only the session this call was sent under has ended: another call may have renewed it meanwhile,
    // and clearing that new one would lose what was proven under it (a policy just found).
    if (readUuid() === sentUuid) clearUuid();
    return 'retry';
  }
  present(
    interpretResult(common, {
      silent: endpoint.silent,
      suppressAlert: alertSuppressed(endpoint.path, document.cookie),
    }),
  );
  throw new ApiError(common.resultCode, common.resultMsg);
}

/** The answer's text as JSON, or null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls a JSON endpoint; resolves with the answer's data (the body without `common`). */
export async function api<E extends JsonEndpoint>(
  endpoint: E,
  body: RequestOf<E>,
  options: ApiOptions = {},
  retried = false,
): Promise<ResponseOf<E>> {
  const { response, content, sentUuid } = await send(endpoint, body as Record<string, unknown>, options, (r) =>
    r.text(),
  );
  const json = parseJson(content);
  const common = commonOf(json);
  if (!common) failHttp(endpoint, response.status);
  if (common.resultCode === RESULT.OK) return dataOf(json) as ResponseOf<E>;
  failBusiness(endpoint, common, retried, sentUuid);
  return api(endpoint, body, options, true);
}

const isJsonAnswer = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json');

/**
 * Calls an endpoint that answers with bytes (a PDF, an image). An answer in
 * JSON is an envelope carrying an error, handled as any other call's.
 */
export async function apiBlob<E extends BlobEndpoint>(
  endpoint: E,
  body: RequestOf<E>,
  options: ApiOptions = {},
  retried = false,
): Promise<Blob> {
  const { response, content, sentUuid } = await send<string | Blob>(
    endpoint,
    body as Record<string, unknown>,
    options,
    (r) => (isJsonAnswer(r) ? r.text() : r.blob()),
  );
  if (content instanceof Blob) return content;
  const common = commonOf(parseJson(content));
  if (!common) failHttp(endpoint, response.status);
  if (common.resultCode === RESULT.OK) failHttp(endpoint, response.status);
  failBusiness(endpoint, common, retried, sentUuid);
  return apiBlob(endpoint, body, options, true);
}
