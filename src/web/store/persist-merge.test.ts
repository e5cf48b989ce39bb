import { describe, expect, it } from 'vitest';
import { mergePersisted, persistedPart } from './persist-merge';

const current = {
  global: { isLoading: false, allowBack: true, basicInfo: { cityCode: '11000000', agreement: false } },
  policy: { result: { info: { policyNo: '' }, list: [] as string[] }, chosen: null as null | { no: string } },
  setGlobal: () => undefined,
};

describe('mergePersisted', () => {
  it('keeps defaults for fields the saved snapshot lacks', () => {
    const merged = mergePersisted({ global: { allowBack: false, basicInfo: { cityCode: '31000000' } } }, current);
    expect(merged.global.allowBack).toBe(false);
    expect(merged.global.basicInfo).toEqual({ cityCode: '31000000', agreement: false });
    expect(merged.setGlobal).toBe(current.setGlobal);
  });

  it('brings back deeply nested data, arrays and values whose default is null', () => {
    const saved = {
      policy: { result: { info: { policyNo: 'P1', extra: 'x' }, list: ['a'] }, chosen: { no: 'P1' } },
    };
    const merged = mergePersisted(saved, current);
    expect(merged.policy.result).toEqual({ info: { policyNo: 'P1', extra: 'x' }, list: ['a'] });
    expect(merged.policy.chosen).toEqual({ no: 'P1' });
  });

  it('drops values of the wrong type and slices that no longer exist', () => {
    const merged = mergePersisted(
      { global: { allowBack: 'no' }, policy: { result: { list: 'x' } }, gone: {} },
      current,
    );
    expect(merged.global.allowBack).toBe(true);
    expect(merged.policy.result.list).toEqual([]);
    expect('gone' in merged).toBe(false);
  });

  it('ignores a snapshot that is not an object', () => {
    expect(mergePersisted('broken', current)).toBe(current);
  });
});

describe('persistedPart', () => {
  it('never persists a spinner or actions', () => {
    const saved = persistedPart({ ...current, global: { ...current.global, isLoading: true } });
    expect((saved.global as { isLoading: boolean }).isLoading).toBe(false);
    expect('setGlobal' in saved).toBe(false);
  });
});
