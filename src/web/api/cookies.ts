/** One cookie's value from `document.cookie`, or '' when it is not set. */
export function readCookie(cookies: string, name: string): string {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    if (key !== name) continue;
    const raw = at < 0 ? '' : part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** The e-policy download of the car-policy query: its short-code alert is not shown (spec section 8). */
export const E_POLICY_DOWNLOAD_PATH = '/kej/waround/api/electronic/downLodElectronicPolicy';
export const CAR_POLICY_QUERY_COOKIE = 'carPolicyQuery';

/**
 * True when a short-code alert must not be shown: the car-policy-query flag
 * cookie is set and the call is the electronic policy download, whose page
 * explains the outcome itself.
 */
export function alertSuppressed(path: string, cookies: string): boolean {
  return path === E_POLICY_DOWNLOAD_PATH && readCookie(cookies, CAR_POLICY_QUERY_COOKIE) !== '';
}
