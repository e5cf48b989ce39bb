/**
 * Finds personal data that leaves the server unmasked: resident ID numbers
 * (18 characters with a valid check character and a real birth date), mainland
 * mobiles, bank cards (Luhn-valid, 16–19 digits, card-network prefix) and,
 * when the caller knows them, full names. Masked forms (`110101********1234`,
 * `138****5678`, `6222 **** **** 3256`, `张*`) never match.
 *
 * A value the requester sent in the same request is allowed: echoing what the
 * customer typed discloses nothing. Everything else is a finding.
 */
export type FindingKind = 'idNumber' | 'mobile' | 'bankCard' | 'name';

export interface Finding {
  kind: FindingKind;
  value: string;
}

export interface ScanOptions {
  /** Text of the request: values that occur in it are the requester's own. */
  allow?: string | string[];
  /** Full names of known people (demo book): a JSON string equal to one is a finding. */
  knownNames?: Iterable<string>;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643 check character and a birth date between 1900 and today. */
export function looksLikeIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/i.test(value)) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  if (ID_CHECK[sum % 11] !== value[17].toUpperCase()) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= Date.now();
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** UnionPay (62), Visa (4), Mastercard (5), JCB/Amex (3): the cards customers hold. */
export function looksLikeBankCard(digits: string): boolean {
  return /^[3-6]\d{15,18}$/.test(digits) && luhnValid(digits);
}

const ID_PATTERN = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
const MOBILE_PATTERN = /(?<![0-9A-Za-z])1[3-9]\d{9}(?![0-9A-Za-z])/g;
const CARD_PATTERN =
  /(?<![0-9A-Za-z*])(?:\d{4}[ -]){3,4}\d{1,4}(?![0-9A-Za-z*])|(?<![0-9A-Za-z])\d{16,19}(?![0-9A-Za-z])/g;

/**
 * JSON keys whose values are a worker's contact given for the job, not a
 * customer's personal data: the courier's mobile while a courier has the policy
 * (delivery, decisions 2026-12-02). A mobile under one of them is not a finding.
 */
const WORK_CONTACT_KEYS = new Set(['courierMobile']);

function collectWorkContacts(value: unknown, out: string[]): string[] {
  if (Array.isArray(value)) for (const v of value) collectWorkContacts(v, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (WORK_CONTACT_KEYS.has(key) && typeof v === 'string') out.push(v);
      else collectWorkContacts(v, out);
    }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function collectStrings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
  return out;
}

/** Scans a text (an answer body, a URL, a log line, a storage dump). */
export function scanText(text: string, options: ScanOptions = {}): Finding[] {
  const parsed = parseJson(text);
  const allowList = [
    ...(Array.isArray(options.allow) ? options.allow : options.allow ? [options.allow] : []),
    ...collectWorkContacts(parsed, []),
  ];
  const allowed = (value: string) => allowList.some((a) => a.includes(value));
  const found = new Map<string, Finding>();
  const add = (kind: FindingKind, value: string) => {
    if (!allowed(value)) found.set(`${kind}:${value}`, { kind, value });
  };

  const ids = new Set<string>();
  for (const [m] of text.matchAll(ID_PATTERN))
    if (looksLikeIdNumber(m)) {
      ids.add(m);
      add('idNumber', m);
    }
  for (const [m] of text.matchAll(MOBILE_PATTERN)) add('mobile', m);
  for (const [m] of text.matchAll(CARD_PATTERN)) {
    const digits = m.replace(/[ -]/g, '');
    if (!ids.has(digits) && looksLikeBankCard(digits)) add('bankCard', m);
  }

  if (options.knownNames) {
    const names = new Set(options.knownNames);
    for (const s of collectStrings(parsed, [])) if (names.has(s.trim())) add('name', s.trim());
  }
  return [...found.values()];
}

/** For assertions: one readable line per finding, empty when clean. */
export function describeFindings(findings: Finding[]): string[] {
  return findings.map((f) => `${f.kind}: ${f.value}`);
}
