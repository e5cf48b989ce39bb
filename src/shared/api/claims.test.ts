import { describe, expect, it } from 'vitest';
import { queryClaimSchedleInfo, queryNoCarClaim } from './claims';

const REGIST_NO = 'RDAA202611010000000001';

describe('the claim number (报案号)', () => {
  it.each([
    ['as printed', REGIST_NO],
    ['in lower case, with spaces', ' rdaa 2026 1101 0000 0000 01 '],
    ['in an IME’s full-width mode', 'ＲＤＡＡ２０２６１１０１０００００００００１'],
  ])('is read %s, as the policy number beside it is', (_case, typed) => {
    expect(queryClaimSchedleInfo.request.parse({ registNo: typed })).toEqual({ registNo: REGIST_NO });
  });

  it('is refused in words when it is not one', () => {
    const parsed = queryClaimSchedleInfo.request.safeParse({ registNo: 'RDAA2026' });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['请输入正确的报案号']);
    expect(queryClaimSchedleInfo.request.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['请输入报案号']);
  });

  it('folds the same way where the non-car query takes it beside a policy number', () => {
    const shape = queryNoCarClaim.request.safeParse({ registNo: 'ＲＤＡＡ２０２６１１０１０００００００００１' });
    expect(shape.error?.issues.some((i) => i.path[0] === 'registNo')).not.toBe(true);
  });
});
