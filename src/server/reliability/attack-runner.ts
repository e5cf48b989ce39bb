import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Endpoint } from '../../shared/api/endpoint';
import { checkString } from '../../shared/check-string';
import { newRequestId } from '../../shared/envelope';
import type { Attack } from './hostile';

/** One answer as the suites inspect it, with the request text for the privacy allow-list. */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  raw: string;
  /** The parsed JSON answer, or undefined when it was not JSON. */
  json: unknown;
  requestText: string;
}

export interface Caller {
  uuid: string;
  address: string;
}

function headFor(attack: Extract<Attack, { kind: 'call' }>, uuid: string) {
  const body = attack.body;
  const base: Record<string, unknown> = {
    uuid,
    channelNo: '2',
    requestId: newRequestId(),
    check: checkString(body, uuid),
  };
  switch (attack.head) {
    case 'tamperedCheck': {
      const c = base.check as string;
      base.check = (c[0] === 'a' ? 'b' : 'a') + c.slice(1);
      break;
    }
    case 'checkOfAnotherBody':
      base.check = checkString({ other: true }, uuid);
      break;
    case 'unknownUuid':
      base.uuid = randomBytes(16).toString('hex');
      base.check = checkString(body, base.uuid as string);
      break;
    case 'noUuid':
      delete base.uuid;
      base.check = checkString(body, '');
      break;
    case 'malformedUuid':
      base.uuid = `${uuid}' OR '1'='1`;
      base.check = checkString(body, base.uuid as string);
      break;
    case 'noCheck':
      delete base.check;
      break;
  }
  return { ...base, ...attack.headPatch };
}

/** Builds the request the attack describes; `$uuid` in a query is the caller's live session. */
export function requestFor(endpoint: Endpoint, attack: Attack, caller: Caller): InjectOptions {
  const common = { url: endpoint.path, remoteAddress: caller.address };
  switch (attack.kind) {
    case 'call': {
      const payload = JSON.stringify({ ...attack.outerExtra, head: headFor(attack, caller.uuid), body: attack.body });
      return { ...common, method: 'POST', headers: { 'content-type': 'application/json' }, payload };
    }
    case 'outer':
      return {
        ...common,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(attack.payload ?? null),
      };
    case 'raw':
      return { ...common, method: 'POST', headers: { 'content-type': attack.contentType }, payload: attack.text };
    case 'oversize': {
      const filler = 'A'.repeat(attack.kilobytes * 1024);
      const body = { filler };
      const head = { uuid: caller.uuid, requestId: newRequestId(), check: checkString(body, caller.uuid) };
      return {
        ...common,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ head, body }),
      };
    }
    case 'method':
      return attack.method === 'GET'
        ? { ...common, method: 'GET' }
        : { ...common, method: attack.method, headers: { 'content-type': 'application/json' }, payload: '{}' };
    case 'query': {
      const query: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(attack.query))
        query[k] = Array.isArray(v) ? v : v === '$uuid' ? caller.uuid : v;
      return { ...common, method: 'GET', query };
    }
  }
}

export async function send(app: FastifyInstance, request: InjectOptions): Promise<Answer> {
  const res = await app.inject(request);
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  const requestText = `${String(request.payload ?? '')} ${JSON.stringify(request.query ?? {})}`;
  return { status: res.statusCode, headers: res.headers as Record<string, unknown>, raw: res.body, json, requestText };
}
