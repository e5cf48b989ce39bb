import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkString } from '../../shared/check-string';
import { serverCheckString } from './route';

describe('serverCheckString', () => {
  it('equals the shared check string the browser computes, for any body and uuid', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ maxLength: 40 }), (body, uuid) => {
        expect(serverCheckString(body, uuid)).toBe(checkString(body, uuid));
      }),
      { numRuns: 300 },
    );
  });

  it('covers Chinese text, an empty body and a missing one', () => {
    const uuid = '0123456789abcdef0123456789abcdef';
    for (const body of [{ name: '王小明', content: '理赔员一直没有联系我' }, {}, undefined, null])
      expect(serverCheckString(body, uuid)).toBe(checkString(body, uuid));
  });
});
