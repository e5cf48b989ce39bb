import { describe, expect, it } from 'vitest';
import { newRequestId } from '../../shared/envelope';
import { serverRequestId } from './request-id';

describe('serverRequestId', () => {
  it("has the browser's form: 'r' and 15 hex digits", () => {
    for (let i = 0; i < 1000; i++) expect(serverRequestId()).toMatch(/^r[0-9a-f]{15}$/);
    expect(serverRequestId().length).toBe(newRequestId().length);
  });

  it('never repeats, and every digit varies', () => {
    const ids = Array.from({ length: 20_000 }, serverRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    for (let position = 1; position < 16; position++) expect(new Set(ids.map((id) => id[position])).size).toBe(16);
  });
});
