import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sign in an e-policy's QR link (/policy-query-wdf?policyNo=…&sign=…): the
 * first ten hex digits of an HMAC-SHA256 of the policy number under the
 * server's secret (APP_SECRET). Unchanged since the first e-policies were
 * printed, so their QR codes keep passing. One place makes it, for the PDF's
 * QR code and the demo list, and one checks it.
 */
export function verifySign(secret: string, policyNo: string): string {
  return createHmac('sha256', secret).update(policyNo).digest('hex').slice(0, 10);
}

/** The whole link, on the host the customer is using (hash routing under /home/). */
export function verifyLink(origin: string, secret: string, policyNo: string): string {
  return `${origin}/home/#/policy-query-wdf?policyNo=${policyNo}&sign=${verifySign(secret, policyNo)}`;
}

/** Whether a link's sign is the one we made for that policy number (constant time). */
export function signMatches(secret: string, policyNo: string, sign: string): boolean {
  const expected = Buffer.from(verifySign(secret, policyNo));
  const given = Buffer.from(sign.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
