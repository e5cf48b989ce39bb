import type { CLAIM_STAGES, ClaimStatus } from '../../../../shared/api/claims';
import { moneyText } from '../../../../shared/rules/money';

/** 2026-11-20T10:30:00+08:00 → 2026-11-20 10:30 (the time is already China time). */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** Withdrawn or refused: the claim ended early, without payment, and has no stages to come. */
export const endedWithoutPayment = (status: ClaimStatus) => status === 'withdrawn' || status === 'refused';

/**
 * An amount of a claim: in yuan once known; while unknown, 待确定 as long as the
 * claim goes on, and 无 once it was withdrawn or refused (待确定 there read as a
 * payment still to come on a claim that will never pay).
 */
export function amountText(amount: string | null, status: ClaimStatus): string {
  if (amount === null) return endedWithoutPayment(status) ? '无' : '待确定';
  return `¥${moneyText(amount)}`;
}

/** The status tag's colour: finished well, ended without payment, or still in hand. */
export function statusClass(status: ClaimStatus): string {
  if (status === 'paid' || status === 'closed') return 'cl-status cl-status-done';
  if (endedWithoutPayment(status)) return 'cl-status cl-status-ended';
  return 'cl-status';
}

/**
 * A stage still to come, named as a stage: the status names say it is done (已支付), and
 * 已支付（待处理） under a claim still being surveyed read as paid and not paid at once.
 */
export const STAGE_NAMES: Record<(typeof CLAIM_STAGES)[number], string> = {
  reported: '报案',
  surveyed: '查勘',
  assessed: '定损',
  lossApproved: '核损',
  adjusted: '理算',
  approved: '核赔',
  closed: '结案',
  paid: '赔款支付',
};
