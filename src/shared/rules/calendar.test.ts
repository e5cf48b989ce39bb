import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar';

describe('isCalendarDate', () => {
  it('takes days on the calendar, leap days in leap years only', () => {
    for (const d of ['2025-01-31', '2024-02-29', '2000-02-29', '2026-12-31']) expect(isCalendarDate(d)).toBe(true);
  });
  it('refuses days that roll over and malformed text', () => {
    for (const d of [
      '2025-02-31',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '20260101',
      '',
    ])
      expect(isCalendarDate(d)).toBe(false);
  });
});
