import { afterEach, describe, expect, it } from 'vitest';
import { clockText, dayText, timeText } from './china-time';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('times on a page', () => {
  it('read on Beijing’s clock as zh-CN writes them', () => {
    // 17:30:05 UTC on 30 November is 01:30:05 on 1 December in Beijing.
    expect(dayText('2026-11-30T17:30:05.900Z')).toBe('2026/12/1');
    expect(timeText('2026-11-30T17:30:05.900Z')).toBe('2026/12/1 01:30:05');
    expect(clockText('2026-11-30T17:30:05Z')).toBe('01:30');
    expect(timeText('2027-01-29T23:59:59+08:00')).toBe('2027/1/29 23:59:59');
  });

  it('are the same on a phone set to another zone', () => {
    process.env.TZ = 'America/New_York';
    expect(new Date('2026-11-30T17:30:05Z').getHours()).toBe(12);
    expect(timeText('2026-11-30T17:30:05Z')).toBe('2026/12/1 01:30:05');
  });

  it('agree with zh-CN’s own writing in Beijing’s zone', () => {
    for (const iso of ['2026-11-25T01:05:00Z', '2026-11-25T15:59:30+08:00', '2026-01-01T00:00:00Z']) {
      const at = new Date(iso);
      expect(timeText(iso)).toBe(at.toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }));
      expect(dayText(iso)).toBe(at.toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' }));
      expect(clockText(iso)).toBe(
        at.toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' }),
      );
    }
  });
});
