import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { checkText } from './envelope';

/** SHA-256 (hex) of a text, in plain JavaScript: for where neither node:crypto nor WebCrypto is at hand. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * The head's check string, SHA-256 (hex) of checkText: the reference the
 * server's native hash (platform/route-binder) and the browser's WebCrypto one
 * (web/api/check-string.ts) are tested against. Its own module, not
 * envelope.ts: the hashing library would otherwise ride along into the
 * browser's shell with every import of the envelope (issue 9).
 */
export function checkString(body: unknown, uuid: string): string {
  return sha256Hex(checkText(body, uuid));
}
