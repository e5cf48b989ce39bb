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
  it("opens a staff member's group-buy short link as the sign-up it leads to", () => {
    // The QR code a staff member prints carries the short link (/g/<number>), not /home/#/…
    expect(scanTarget(`${origin}/g/Ab3dE6gH`, origin)).toEqual({ route: '/enter-online?tg=Ab3dE6gH' });
    // Not a link number: a path of ours that is no page, shown as text.
    expect(scanTarget(`${origin}/g/not-a-code!`, origin)).toEqual({ text: `${origin}/g/not-a-code!` });
    expect(scanTarget('https://evil.example.net/g/Ab3dE6gH', origin)).toEqual({
      text: 'https://evil.example.net/g/Ab3dE6gH',
    });
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
