import { describe, expect, it } from 'vitest';
import { time } from './MessageList';

describe('the time of a chat message', () => {
  it('reads as the zh-CN locale writes a 2-digit hour and minute, in local time', () => {
    for (const iso of ['2026-11-25T01:05:00Z', '2026-11-25T15:59:30+08:00', '2026-01-01T00:00:00Z']) {
      expect(time(iso)).toBe(new Date(iso).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' }));
    }
  });
});
