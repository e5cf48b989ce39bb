/**
 * The V8 options one server instance runs with (issue 9: under 300 MB resident
 * under load). Without a limit V8 lets the old generation grow to about 4 GB
 * before it collects in earnest: under load the heap rose to ~270 MB of which
 * ~80 MB was alive, and the process peaked near 400 MB. With the old
 * generation capped at 128 MB, V8 collects sooner and the same load peaked at
 * ~260 MB; the live heap (70–90 MB) leaves headroom within the cap.
 *
 * The young generation is capped too: by default each of its semi-spaces may
 * grow to 16 MB, and under load they did, ~45 MB resident for objects that
 * live one request. At 4 MB per semi-space V8 scavenges more often, each time
 * over the few objects of the requests in flight.
 *
 * V8 reads these only when the process starts (v8.setFlagsFromString is too
 * late), so whoever launches the server passes them: the benchmark's server
 * process, and in production `NODE_OPTIONS` (docs/decisions.md).
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=128', '--max-semi-space-size=4'] as const;

/** The old-generation limit V8 reports once the option took effect, with slack for V8's own rounding. */
const LIMITED_HEAP_MB = 512;

/** True when this process runs without the heap limit above (a warning at start-up, not a refusal). */
export function heapUnlimited(heapSizeLimitBytes: number): boolean {
  return heapSizeLimitBytes / 1024 / 1024 > LIMITED_HEAP_MB;
}
