/**
 * How hard the fuzz suite pushes. FUZZ_RUNS: cases per endpoint (default 200,
 * the minimum for CI, which runs the default: about 75 s for the whole
 * contract on PGlite on the 2-core dev machine; long mode 2000+). FUZZ_SEED:
 * fast-check's seed, fixed by default so a failure reproduces; a failing run
 * prints the seed and the path of the counterexample.
 */
export const fuzzRuns = () => positive(process.env.FUZZ_RUNS, 200);
export const fuzzSeed = () => Number(process.env.FUZZ_SEED ?? 20261122) | 0;
/** Generous per-endpoint budget: about 40 ms a case on a loaded 2-core machine, plus set-up. */
export const fuzzTimeoutMs = () => 30_000 + fuzzRuns() * 150;

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
