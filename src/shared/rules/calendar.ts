/**
 * True when `yyyy-mm-dd` is a day on the calendar. `Date` takes 2025-02-31 and
 * rolls it over into March, so a real date is one that survives the round trip.
 */
export function isCalendarDate(isoDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === isoDate;
}
