import { describe, expect, it } from 'vitest';
import { datePickerRange } from './date-range';

describe('datePickerRange', () => {
  it('runs from 1 Jan ten years back to 31 Dec ten years ahead', () => {
    const { min, max } = datePickerRange(new Date(2025, 5, 15));
    expect([min.getFullYear(), min.getMonth(), min.getDate()]).toEqual([2015, 0, 1]);
    expect([max.getFullYear(), max.getMonth(), max.getDate()]).toEqual([2035, 11, 31]);
  });

  it('does not depend on the day of the year', () => {
    expect(datePickerRange(new Date(2025, 0, 1))).toEqual(datePickerRange(new Date(2025, 11, 31)));
  });
});
