/**
 * A seeded random source, so the demo data is the same on every machine and a
 * tester's notes stay valid across fresh installs.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min: number, max: number) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    digits(count: number) {
      let s = '';
      for (let i = 0; i < count; i++) s += Math.floor(next() * 10);
      return s;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;
