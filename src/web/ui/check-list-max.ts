/**
 * A check list with a maximum (spec section 5): a pick beyond the maximum is
 * taken back, i.e. the newest picks (those not in the previous value) are
 * dropped until the count fits. Unpicking is never refused.
 */
export function limitPicks<T>(
  previous: readonly T[],
  next: readonly T[],
  max: number,
): { value: T[]; refused: boolean } {
  if (next.length <= max) return { value: [...next], refused: false };
  const kept = next.filter((v) => previous.includes(v));
  return { value: kept.slice(0, max), refused: true };
}
