import { describe, expect, it } from 'vitest';
import { scanTarget } from './scan-target';

const origin = 'https://portal.example.com';

describe('scanTarget', () => {
  it('opens links to this portal as routes', () => {
    expect(scanTarget(`${origin}/home/#/enter-online?entryId=42`, origin)).toEqual({
      route: '/enter-online?entryId=42',
    });
    expect(scanTarget(`${origin}/home/`, origin)).toEqual({ route: '/' });
  });
  it('shows anything else as text', () => {
    expect(scanTarget('https://evil.example.net/home/#/policy-query', origin)).toEqual({
      text: 'https://evil.example.net/home/#/policy-query',
    });
    expect(scanTarget(`${origin}/other/#/x`, origin)).toEqual({ text: `${origin}/other/#/x` });
    expect(scanTarget('保单号 PDAA2026', origin)).toEqual({ text: '保单号 PDAA2026' });
    expect(scanTarget('javascript:alert(1)', origin)).toEqual({ text: 'javascript:alert(1)' });
  });
});
