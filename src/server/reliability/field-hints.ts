import { demoBook } from '../db/seed/book';
import { loadRegions } from '../db/seed/regions-data';

/**
 * Valid-looking values by field name, so that generated bodies pass the
 * contract's refinements (check digits, plates, policy numbers) and reach the
 * handlers and the database. Taken from the shared demo book and from every
 * domain's /dev/demo records, so a new domain's fields are learnt without
 * editing this file. Keys are lower-cased field names.
 */
export type Hints = Map<string, unknown[]>;

const MAX_PER_KEY = 24;

function add(hints: Hints, key: string, value: unknown) {
  if (value === null || value === undefined || value === '') return;
  const k = key.toLowerCase();
  const list = hints.get(k) ?? [];
  if (list.length < MAX_PER_KEY && !list.includes(value)) list.push(value);
  hints.set(k, list);
}

/** Every scalar leaf of a record, under the name of the key that holds it. */
export function learnFrom(record: unknown, hints: Hints, key = ''): Hints {
  if (Array.isArray(record)) for (const item of record) learnFrom(item, hints, key);
  else if (record && typeof record === 'object') for (const [k, v] of Object.entries(record)) learnFrom(v, hints, k);
  else if (key && (typeof record === 'string' || typeof record === 'number' || typeof record === 'boolean'))
    add(hints, key, record);
  return hints;
}

/** The demo book's people, policies and vehicles, under the names forms use for them. */
export function bookHints(): Hints {
  const hints: Hints = new Map();
  for (const policy of demoBook(loadRegions(), 12)) {
    learnFrom(policy, hints);
    for (const person of [policy.applicant, policy.insured]) {
      for (const k of ['idNo', 'identifyNo', 'certiNo', 'credentialNo', 'idCard']) add(hints, k, person.identifyNumber);
      for (const k of ['phone', 'phoneNo', 'mobilePhone', 'telephone']) add(hints, k, person.mobile);
      for (const k of ['insuredName', 'applicantName', 'customerName', 'userName']) add(hints, k, person.name);
    }
    if (policy.vehicle?.licenseNo) add(hints, 'plateNo', policy.vehicle.licenseNo);
  }
  for (const [k, v] of Object.entries(FIXED)) for (const value of v) add(hints, k, value);
  return hints;
}

const FIXED: Record<string, unknown[]> = {
  idType: ['01', '02', '03'],
  email: ['zhangsan@example.com'],
  smsValidCode: ['123456', '000000'],
  smsCode: ['123456'],
  imageCode: ['AbCd'],
  verificationCode: ['AbCd'],
  cityCode: ['11010000', '44030000'],
  provinceCode: ['11000000', '44000000'],
  comCode: ['11000000', '44030000'],
  orderNo: ['20261122000001'],
  requestId: ['r-0001'],
};

/** Values for a field: exact name first, then by what the name says. */
export function hintFor(hints: Hints, key: string): unknown[] | undefined {
  const exact = hints.get(key.toLowerCase());
  if (exact?.length) return exact;
  for (const [pattern, alias] of ALIASES) if (pattern.test(key)) return hints.get(alias.toLowerCase());
  return undefined;
}

const ALIASES: Array<[RegExp, string]> = [
  [/mobile|phone|tel/i, 'mobile'],
  [/ident|idno|idcard|certi|credential/i, 'identifyNumber'],
  [/licen|plate/i, 'licenseNo'],
  [/policy.*no/i, 'policyNo'],
  [/frame/i, 'frameNo'],
  [/vin/i, 'vin'],
  [/engine/i, 'engineNo'],
  [/name$/i, 'name'],
  [/mail/i, 'email'],
  [/date$/i, 'startDate'],
];
