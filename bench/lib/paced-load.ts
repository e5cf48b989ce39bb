import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Pool } from 'undici';

/** One request of a paced run: what to send, and whether the answer counts as a success. */
export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  base: string;
  /** Requests per second, sent on a fixed schedule whatever the server does. */
  rate: number;
  durationSeconds: number;
  /** Keep-alive connections, as many as the full-speed run used. */
  connections: number;
  make: (n: number) => PacedRequest;
  /** `encoding` is the answer's content-encoding, when it has one (its body is then not text). */
  ok: (status: number, body: string, encoding: string | undefined) => boolean;
}

export interface PacedFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
  /**
   * The generator's own longest event-loop delay in the window, in ms: how long
   * it could itself have held back an answer. A p99 far above it is not the
   * generator's doing (bench/history.md: the host's stalls).
   */
  generatorStallMs: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * An open-loop load at a steady rate: request i is due at start + i / rate
 * and is handed to the connection pool then, whatever the server is doing;
 * its latency runs from that hand-over to the end of its answer. A request
 * that finds every connection busy waits in the pool, and that wait counts,
 * so a server that stalls shows the stall in every request that queued
 * behind it. The clock starts at the hand-over rather than at the due time so
 * that the harness's own lateness (it shares two cores with the server) is
 * not blamed on the server.
 *
 * autocannon's rate option, used before, measured neither: each connection
 * sent at full speed until it had spent its budget for the second, then
 * waited for the next second (bursts at full load, not a steady half rate),
 * and its coordinated-omission correction takes the expected interval as
 * ceil(1 / rate) — one millisecond at any rate above 1/s — so every answer of
 * n ms was recorded n times. The bare route came out at p99 26 ms at half
 * rate against 6 ms at full speed.
 */
export function pacedLoad(options: PacedOptions): Promise<PacedFigures> {
  const { base, rate, durationSeconds, connections, make, ok } = options;
  // undici's pool, not node:http's Agent: on this 2-core machine http.request
  // itself cost so much CPU that, against a server that only answers
  // '{"ok":true}', its p99 rose from 9 ms at 2,500 req/s to 98 ms at 4,000;
  // the bare route's half rate is in that range. undici keeps the generator's
  // own share of the p99 to a few milliseconds there (bench/README.md).
  const pool = new Pool(base, { connections, pipelining: 1 });
  const total = Math.max(1, Math.round(rate * durationSeconds));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  let finished = 0;
  let sent = 0;
  const start = performance.now();
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();

  return new Promise((resolve) => {
    const settle = () => {
      finished += 1;
      if (finished < total) return;
      const elapsed = (performance.now() - start) / 1000;
      void pool.destroy();
      loopDelay.disable();
      latencies.sort((a, b) => a - b);
      resolve({
        rps: Math.round(total / elapsed),
        p50: Math.round(percentile(latencies, 0.5)),
        p99: Math.round(percentile(latencies, 0.99)),
        requests: total,
        failed,
        // The histogram holds nanoseconds; nothing recorded (a very short window) reads as 0.
        generatorStallMs: loopDelay.count > 0 ? Math.round(loopDelay.max / 1e6) : 0,
      });
    };
    const fire = (n: number) => {
      const spec = make(n);
      const handedOver = performance.now();
      let status = 0;
      let encoding: string | undefined;
      const chunks: Buffer[] = [];
      // dispatch() with callbacks, not request(): request() wraps every answer
      // in a promise and a body stream. Against the bare route at 12,000 req/s
      // (an AMD host where that is about half its full speed) the generator
      // used 64–66 % of a core with request() and 54–56 % with dispatch(), and
      // its p99 fell from 129–155 to 65–75 ms, while the server's own event
      // loop read p99 3 ms in all four runs: the rest is still the generator's.
      pool.dispatch(
        { method: spec.method, path: spec.path, headers: spec.headers, body: spec.body },
        {
          // undici asks every legacy handler for onConnect; there is nothing to abort here.
          onConnect() {},
          onHeaders(statusCode, rawHeaders) {
            status = statusCode;
            for (let i = 0; i < rawHeaders.length; i += 2)
              if (rawHeaders[i].toString().toLowerCase() === 'content-encoding')
                encoding = rawHeaders[i + 1].toString();
            return true;
          },
          onData(chunk) {
            chunks.push(chunk);
            return true;
          },
          onComplete() {
            latencies.push(performance.now() - handedOver);
            if (!ok(status, Buffer.concat(chunks).toString(), encoding)) failed += 1;
            settle();
          },
          onError() {
            failed += 1;
            settle();
          },
        },
      );
    };
    // Send everything that is due, then sleep until the next one is.
    const pump = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        fire(sent);
        sent += 1;
      }
      if (sent < total) setTimeout(pump, Math.max(0, start + sent * interval - performance.now()));
    };
    pump();
  });
}
