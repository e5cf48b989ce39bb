import { describe, expect, it } from 'vitest';
import { promptError } from './prompt-validation';

describe('promptError', () => {
  it('accepts anything without rules', () => {
    expect(promptError('', {})).toBeNull();
  });

  it('checks the pattern with the default message', () => {
    expect(promptError('abc', { pattern: /^\d+$/ })).toBe('输入的数据不合法');
    expect(promptError('123', { pattern: /^\d+$/ })).toBeNull();
  });

  it('is not fooled by a global pattern keeping its position', () => {
    const pattern = /^\d+$/g;
    expect(promptError('123', { pattern })).toBeNull();
    expect(promptError('123', { pattern })).toBeNull();
  });

  it('uses the validator and its own message', () => {
    expect(promptError('a', { validator: (v) => v.length > 2 })).toBe('输入的数据不合法');
    expect(promptError('a', { validator: () => '太短了' })).toBe('太短了');
    expect(promptError('a', { validator: () => false, invalidMessage: '请重新输入' })).toBe('请重新输入');
    expect(promptError('abc', { validator: (v) => v.length > 2 })).toBeNull();
  });
});
