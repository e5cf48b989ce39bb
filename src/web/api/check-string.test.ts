import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkString } from '../../shared/check-string';
import { checkStringFor } from './check-string';

const uuid = '0f6d2a64-5a1c-4c87-9d4e-1b2c3d4e5f60';
const bodies = [
  {},
  { policyNo: 'PDAA202611010000000002', idNo: '640302198303153798' },
  { name: '刘艳晨', emoji: '🚗' },
];

afterEach(() => vi.unstubAllGlobals());

describe('the browser check string', () => {
  it('equals the server check with WebCrypto', async () => {
    for (const body of bodies) expect(await checkStringFor(body, uuid)).toBe(checkString(body, uuid));
  });

  it('equals the server check without WebCrypto (plain HTTP), through the fallback', async () => {
    vi.stubGlobal('crypto', {});
    for (const body of bodies) expect(await checkStringFor(body, uuid)).toBe(checkString(body, uuid));
  });
});
