import type { Endpoint } from '../../shared/api/endpoint';
import type { RequestHead } from '../../shared/envelope';
import { checkStringFor } from './check-string';

export interface HeadContext {
  uuid: string;
  token: string;
  channelNo: string;
  requestId: string;
}

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

function toQuery(body: Record<string, unknown>, keys?: readonly string[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (keys && !keys.includes(key)) continue;
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The HTTP request for one call (spec section 7): POST `{ head, body }` as JSON
 * with credentials, the head carrying the session, channel, a fresh request id
 * and the check string over the body exactly as sent. GET calls carry the body
 * as query parameters; keys the endpoint lists in `queryFromBody` go in the
 * query string of a POST too (`?function=` of the code-values call).
 */
export async function buildRequest(
  endpoint: Endpoint,
  body: Record<string, unknown>,
  ctx: HeadContext,
): Promise<BuiltRequest> {
  if (endpoint.method === 'GET') {
    return {
      url: endpoint.path + toQuery(body),
      init: { method: 'GET', credentials: 'include', headers: { accept: 'application/json, */*' } },
    };
  }
  const head: RequestHead = {
    uuid: ctx.uuid,
    token: ctx.token,
    channelNo: ctx.channelNo,
    requestId: ctx.requestId,
    requestCode: endpoint.requestCode ?? '',
    requestType: endpoint.requestType ?? '',
    check: await checkStringFor(body, ctx.uuid),
  };
  const query = endpoint.queryFromBody?.length ? toQuery(body, endpoint.queryFromBody) : '';
  return {
    url: endpoint.path + query,
    init: {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json, */*' },
      body: JSON.stringify({ head, body }),
    },
  };
}

export interface Common {
  resultCode: string;
  resultMsg: string;
}

/** body.common of an answer, or null when the answer is not an envelope. */
export function commonOf(json: unknown): Common | null {
  if (typeof json !== 'object' || json === null) return null;
  const body = (json as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const common = (body as { common?: unknown }).common;
  if (typeof common !== 'object' || common === null) return null;
  const { resultCode, resultMsg } = common as Record<string, unknown>;
  if (typeof resultCode !== 'string') return null;
  return { resultCode, resultMsg: typeof resultMsg === 'string' ? resultMsg : '' };
}

/** The data of a successful answer: the body without `common`. */
export function dataOf(json: unknown): Record<string, unknown> {
  const { common: _common, ...data } = (json as { body: Record<string, unknown> }).body;
  return data;
}
