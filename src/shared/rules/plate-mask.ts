/**
 * 京A12345 → 京A***45: enough for the owner to recognise, not to identify.
 * Its own module, re-exported by `vehicle.ts`: the web shell's store masks a
 * plate it was told of, and importing `vehicle.ts` for it put every plate rule
 * in the shell that every route loads (2026-12-01).
 */
export function maskPlate(plate: string | null | undefined): string {
  if (!plate) return '';
  const chars = Array.from(plate);
  if (chars.length <= 4) return plate;
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 4) + chars.slice(-2).join('');
}
