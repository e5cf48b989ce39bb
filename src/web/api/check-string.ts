import { checkText } from '../../shared/envelope';

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The head's check string (shared/check-string.ts `checkString`), hashed with the
 * browser's own SHA-256 (WebCrypto), so no hashing library ships on every
 * route (≈ 3 kB gzip, issue 9). WebCrypto exists only in secure contexts
 * (HTTPS, localhost): a page opened over plain HTTP on another address loads
 * the library on its first call instead.
 */
export async function checkStringFor(body: unknown, uuid: string): Promise<string> {
  const text = checkText(body, uuid);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const { sha256Hex } = await import('../../shared/check-string');
  return sha256Hex(text);
}
