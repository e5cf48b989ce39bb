/**
 * Why the claim form (/short-writeInfo) sent the customer to the verification (/short-smsVerification),
 * carried in the navigation's state and said above the verification form. Both ways in end at the same
 * form, a new SMS code for the policy's mobile; only the reason differs:
 * - `lapsed`: the claim was refused because the verification had run out (30 minutes, or a renewed
 *   session); what was typed is kept for after;
 * - `unverified`: the claim form was opened before any verification in this tab (a typed or shared
 *   address, a tab opened afresh), so there is no policy to claim on yet.
 */
export type VerificationReason = 'lapsed' | 'unverified';

export const VERIFICATION_NOTICES: Record<VerificationReason, string> = {
  lapsed: '身份验证已失效，请重新获取短信验证码完成验证；已填写的理赔信息已为您保留。',
  unverified: '填写理赔信息前，请先用投保时预留的手机号完成身份验证。',
};

/** The navigation state that carries the reason. */
export interface VerificationState {
  reason: VerificationReason;
}

/** The reason in a location's state, if it carries one. */
export function verificationReason(state: unknown): VerificationReason | undefined {
  const reason: unknown = (state as Partial<VerificationState> | null)?.reason;
  return typeof reason === 'string' && Object.hasOwn(VERIFICATION_NOTICES, reason)
    ? (reason as VerificationReason)
    : undefined;
}
