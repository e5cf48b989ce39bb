import { UUID_CHECK_TAIL } from './constants';
import type { RequestHead, ResultCommon } from './envelope-schemas';

export type { RequestHead, ResultCommon } from './envelope-schemas';

export interface RequestEnvelope<B = unknown> {
  head: RequestHead;
  body: B;
}

export interface ResponseEnvelope<D = Record<string, unknown>> {
  head: { requestId: string };
  body: { common: ResultCommon } & D;
}

/** Serialisation used for the check string: the body as the client sent it. */
export function serialiseBody(body: unknown): string {
  return JSON.stringify(body ?? {});
}

/** What the check string hashes: the serialised body plus the last 8 characters of the uuid. */
export function checkText(body: unknown, uuid: string): string {
  return serialiseBody(body) + uuid.slice(-UUID_CHECK_TAIL);
}

/**
 * A random request id: "r" and 15 hex characters, enough to find one request
 * in the logs. The letter matters: plain hex is all digits about once in two
 * thousand ids, and sixteen digits that pass the Luhn check read as a bank
 * card to a privacy scanner, a log filter or a person (the fuzz suite's
 * scanner flagged one server id in CI).
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `r${hex.slice(1)}`;
}
