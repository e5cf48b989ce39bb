import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { DEFAULT_CHANNEL_NO, UUID_CHECK_TAIL } from './constants';

/**
 * The request head every call carries (spec section 7).
 * `check` binds the body to the session: a body edited in transit, or replayed
 * under another session, no longer matches.
 */
export const requestHead = z.object({
  uuid: z.string().max(64).default(''),
  token: z.string().max(512).default(''),
  channelNo: z.string().max(8).default(DEFAULT_CHANNEL_NO),
  requestId: z.string().max(64).default(''),
  requestCode: z.string().max(32).default(''),
  requestType: z.string().max(32).default(''),
  check: z.string().max(128).default(''),
});
export type RequestHead = z.infer<typeof requestHead>;

export const resultCommon = z.object({
  resultCode: z.string(),
  resultMsg: z.string(),
});
export type ResultCommon = z.infer<typeof resultCommon>;

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

/** SHA-256 (hex) of the serialised body plus the last 8 characters of the uuid. */
export function checkString(body: unknown, uuid: string): string {
  const text = serialiseBody(body) + uuid.slice(-UUID_CHECK_TAIL);
  return bytesToHex(sha256(utf8ToBytes(text)));
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
  return `r${bytesToHex(bytes).slice(1)}`;
}
