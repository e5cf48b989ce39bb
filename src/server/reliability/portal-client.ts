import { checkString } from '../../shared/check-string';
import { newRequestId } from '../../shared/envelope';

/**
 * A customer's side of the wire, over real HTTP: the envelope, the session
 * uuid, the check string and the request id, as the web client sends them.
 * `address` goes out as X-Forwarded-For (the server trusts its proxy), so many
 * virtual customers on one machine are many clients to the per-address limits.
 */
export interface Answer {
  status: number;
  code: string;
  message: string;
  data: Record<string, unknown>;
  ms: number;
}

export interface Customer {
  address: string;
  uuid: string;
}

/** One request, prepared once so a retry sends exactly the same bytes and request id. */
export interface Prepared {
  path: string;
  payload: string;
  requestId: string;
  address: string;
}

export function prepare(path: string, body: unknown, who: Customer, requestId = newRequestId()): Prepared {
  const head = { uuid: who.uuid, channelNo: '2', requestId, check: checkString(body, who.uuid) };
  return { path, payload: JSON.stringify({ head, body }), requestId, address: who.address };
}

/** Sends a prepared request. A broken connection or timeout throws; any HTTP answer resolves. */
export async function send(base: string, req: Prepared, timeoutMs = 30_000): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(base + req.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': req.address },
    body: req.payload,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: { body?: { common?: { resultCode?: string; resultMsg?: string } } & Record<string, unknown> } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not an envelope: the caller sees an empty code.
  }
  const { common, ...data } = parsed.body ?? {};
  return { status: res.status, code: common?.resultCode ?? '', message: common?.resultMsg ?? '', data, ms };
}

/** A new session for a customer at `address`. */
export async function newCustomer(base: string, address: string): Promise<Customer> {
  const res = await send(base, prepare('/kej/waround/api/uuid/uuid', {}, { address, uuid: '' }));
  const uuid = res.data.uuid;
  if (typeof uuid !== 'string') throw new Error(`no session: ${res.code} ${res.message}`);
  return { address, uuid };
}

/** Runs `work` over `items` with at most `width` in flight. */
export async function pool<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/** A distinct private address per customer index. */
export const addressOf = (i: number, net = 10) => `${net}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
