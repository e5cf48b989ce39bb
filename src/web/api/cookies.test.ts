import { describe, expect, it } from 'vitest';
import { alertSuppressed, E_POLICY_DOWNLOAD_PATH, readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, decoded', () => {
    expect(readCookie('a=1; tag=img%201; b=2', 'tag')).toBe('img 1');
    expect(readCookie('tag=x', 'tag')).toBe('x');
  });

  it('does not match a cookie whose name only ends the same', () => {
    expect(readCookie('pretag=1', 'tag')).toBe('');
    expect(readCookie('', 'tag')).toBe('');
  });
});

describe('alertSuppressed', () => {
  it('suppresses only the e-policy download with the flag cookie set', () => {
    expect(alertSuppressed(E_POLICY_DOWNLOAD_PATH, 'carPolicyQuery=1')).toBe(true);
    expect(alertSuppressed(E_POLICY_DOWNLOAD_PATH, 'other=1')).toBe(false);
    expect(alertSuppressed(E_POLICY_DOWNLOAD_PATH, 'carPolicyQuery=')).toBe(false);
    expect(alertSuppressed('/kej/waround/api/code/getCityCode', 'carPolicyQuery=1')).toBe(false);
  });
});
