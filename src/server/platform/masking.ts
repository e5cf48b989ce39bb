/**
 * Display masking (GB/T 35273): personal data leaves the server in these forms
 * unless the customer has proven who they are for that record.
 */

/** 张三 → 张*, 欧阳娜娜 → 欧***: only the first character stays (family names are mostly one character). */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  return chars[0] + '*'.repeat(chars.length - 1);
}

/**
 * The endings that make a name an organisation's, longest first so the whole
 * legal form is kept (股份有限公司 before 有限公司 before 公司). A person's name
 * never ends so: these are the words a registered organisation's name must end in.
 */
const ORGANISATION_ENDINGS = [
  '股份有限公司',
  '有限责任公司',
  '有限公司',
  '分公司',
  '公司',
  '集团',
  '合作社',
  '事务所',
  '委员会',
  '医院',
  '学校',
  '中心',
] as const;

/**
 * 北京市物业管理有限公司 → 北京*****有限公司: an organisation keeps its first
 * two characters (mostly its region) and its legal form, and the trade name
 * between them is hidden, at least half of it; a person's name is masked by
 * `maskName`. A name-shaped mask (北**********) told the customer neither that a
 * company was involved nor which kind; the whole name would name a third party.
 */
export function maskPartyName(name: string | null | undefined): string {
  if (!name) return '';
  const trimmed = name.trim();
  // At least two characters before the ending: 王中心 is a person's name, not an organisation's.
  const ending = ORGANISATION_ENDINGS.find((e) => trimmed.endsWith(e) && trimmed.length >= e.length + 2);
  if (!ending) return maskName(trimmed);
  const head = Array.from(trimmed.slice(0, -ending.length));
  const keep = Math.min(2, Math.floor(head.length / 2));
  return head.slice(0, keep).join('') + '*'.repeat(head.length - keep) + ending;
}

/** 110101199001011234 → 110101********1234; shorter documents keep the first and last quarter. */
export function maskIdNumber(id: string | null | undefined): string {
  if (!id) return '';
  if (id.length === 18) return `${id.slice(0, 6)}********${id.slice(-4)}`;
  if (id.length <= 4) return '*'.repeat(id.length);
  const keep = Math.max(1, Math.floor(id.length / 4));
  return id.slice(0, keep) + '*'.repeat(id.length - keep * 2) + id.slice(-keep);
}

/** 13812345678 → 138****5678 */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (mobile.length < 7) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

/** 6222021234567893256 → 6222 **** **** 3256 */
export function maskCard(card: string | null | undefined): string {
  if (!card) return '';
  const digits = card.replace(/\s+/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** zhangsan@example.com → z*******@example.com */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  if (at <= 0) return maskName(email);
  return `${email[0]}${'*'.repeat(Math.max(1, at - 1))}${email.slice(at)}`;
}

/**
 * LSVAB2BM5KN123456 → LSV********123456: the maker's code and the last six, the 车架号后6位 the customer is
 * asked for and finds on the car's papers, so two cars of one model (new, no plate yet) are told apart.
 * `keep` 2 where the answer proves nobody (LSV************56): the last six are what the new-car and
 * delivery lookups ask for, so a list that proves nobody does not hand them out.
 */
export function maskVin(vin: string | null | undefined, keep: 6 | 2 = 6): string {
  if (!vin) return '';
  if (vin.length <= 3 + keep) return '*'.repeat(vin.length);
  return `${vin.slice(0, 3)}${'*'.repeat(vin.length - 3 - keep)}${vin.slice(-keep)}`;
}

/** 京A12345 → 京A***45; shared with the page, which masks a plate the customer just added as the server would. */
export { maskPlate } from '../../shared/rules/vehicle';
