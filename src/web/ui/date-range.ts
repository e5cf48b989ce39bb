import { DATE_PICKER_YEARS } from '../../shared/constants';

/**
 * The date picker's range (spec section 9: ±10 years): from 1 January ten
 * years back to 31 December ten years ahead, whole years, so the invoice
 * issue-date range does not depend on today's day of the year.
 */
export function datePickerRange(now: Date = new Date(), years: number = DATE_PICKER_YEARS) {
  const year = now.getFullYear();
  return { min: new Date(year - years, 0, 1), max: new Date(year + years, 11, 31, 23, 59, 59) };
}
