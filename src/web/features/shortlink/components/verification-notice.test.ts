import { describe, expect, it } from 'vitest';
import { VERIFICATION_NOTICES, verificationReason } from './verification-notice';

describe('why the claim form sent the customer to the verification', () => {
  it('reads the reason the claim form gave', () => {
    expect(verificationReason({ reason: 'lapsed' })).toBe('lapsed');
    expect(verificationReason({ reason: 'unverified' })).toBe('unverified');
    expect(VERIFICATION_NOTICES.lapsed).toContain('已填写的理赔信息已为您保留');
    expect(VERIFICATION_NOTICES.unverified).toContain('请先用投保时预留的手机号完成身份验证');
  });

  it('says nothing for a page opened another way, or a state of another shape', () => {
    // Opened from the short link itself, or by 返回 from elsewhere: no reason, no notice.
    for (const state of [null, undefined, {}, { lapsed: true }, { reason: 'toString' }, { reason: 1 }, 'lapsed'])
      expect(verificationReason(state)).toBeUndefined();
  });
});
