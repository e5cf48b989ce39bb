import { describe, expect, it } from 'vitest';
import { baseRedirectTarget } from './home-redirect';

describe('baseRedirectTarget', () => {
  it('sends the bare root to /home/ in production, keeping the query', () => {
    expect(baseRedirectTarget({ pathname: '/', hash: '', search: '' }, true)).toBe('/home/');
    expect(baseRedirectTarget({ pathname: '/', hash: '', search: '?channelNo=1' }, true)).toBe('/home/?channelNo=1');
  });

  it('leaves everything else alone', () => {
    expect(baseRedirectTarget({ pathname: '/', hash: '#/policy-query', search: '' }, true)).toBeNull();
    expect(baseRedirectTarget({ pathname: '/home/', hash: '', search: '' }, true)).toBeNull();
    expect(baseRedirectTarget({ pathname: '/', hash: '', search: '' }, false)).toBeNull();
  });
});
