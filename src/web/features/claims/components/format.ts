import type { ClaimStatus } from '../../../../shared/api/claims';

/** 2026-11-20T10:30:00+08:00 → 2026-11-20 10:30 (the time is already China time). */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

export function yuan(amount: string | null): string {
  return amount === null ? '待确定' : `¥${Number(amount).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`;
}

/** The status tag's colour: finished well, ended without payment, or still in hand. */
export function statusClass(status: ClaimStatus): string {
  if (status === 'paid' || status === 'closed') return 'cl-status cl-status-done';
  if (status === 'withdrawn' || status === 'refused') return 'cl-status cl-status-ended';
  return 'cl-status';
}
