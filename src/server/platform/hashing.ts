import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Codes are kept hashed with the server secret, so a store dump reveals none. */
export function hashSecret(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
