import { describe, expect, it } from 'vitest';
import { newRequestId } from './envelope';

describe('newRequestId', () => {
  it('is "r" and 15 hex characters, never all digits (which could read as a bank card)', () => {
    const ids = Array.from({ length: 5000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^r[0-9a-f]{15}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
