import { setFlagsFromString } from 'node:v8';

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

/**
 * V8 options the server sets on itself as it builds (buildApp), because
 * NODE_OPTIONS refuses them; they act from the moment they are set.
 *
 * `--no-allocation-site-pretenuring` (issue 9): V8 watches where objects are
 * allocated, and when most objects of one allocation site outlive a young
 * collection it allocates that site's later objects straight in the old
 * generation. Start-up (migrations, seeding, reference tables) teaches it that
 * about sites that requests then use for objects that live one request. An
 * object in the old generation keeps what it points to alive through every
 * young collection until the next full one, so those requests' objects were
 * promoted too: under the policy query ~0.5 kB a request, a full collection
 * every few seconds, and its pause in the half-rate p99. Set here, the same
 * load promoted about a fifth of that (figures in bench/history.md); the
 * sites V8 had already tenured while the modules loaded stay so. Set before
 * any module loads it promoted nearly nothing, but that would need a first
 * import in every entry, for little more.
 */
const SERVER_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

/** Sets SERVER_V8_FLAGS on this process; called first thing by buildApp. */
export function applyServerV8Flags(): void {
  for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
}

/** The old-generation limit V8 reports once the option took effect, with slack for V8's own rounding. */
const LIMITED_HEAP_MB = 512;

/** True when this process runs without the heap limit above (a warning at start-up, not a refusal). */
export function heapUnlimited(heapSizeLimitBytes: number): boolean {
  return heapSizeLimitBytes / 1024 / 1024 > LIMITED_HEAP_MB;
}
