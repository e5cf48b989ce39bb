import { describe, expect, it } from 'vitest';
import { addDays, chinaDate, chinaDateTime, policyYearEnd } from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2026-12-01', '2027-11-30'],
    ['2027-01-01', '2027-12-31'],
    // A year that holds 29 February is 366 days long.
    ['2027-03-01', '2028-02-29'],
    ['2028-02-28', '2029-02-27'],
    ['2028-02-29', '2029-02-28'],
    ['2028-03-01', '2029-02-28'],
  ])('a policy year from %s ends on %s', (start, end) => {
    expect(policyYearEnd(start)).toBe(end);
  });

  it('adds days across a month and a year end', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads the date in China, eight hours ahead of UTC', () => {
    expect(chinaDate(Date.parse('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(chinaDate(Date.parse('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });

  it('reads the date and time in China to the second', () => {
    expect(chinaDateTime(Date.parse('2026-11-30T17:30:05.900Z'))).toBe('2026-12-01 01:30:05');
  });
});
