/**
 * Page views and clicks for analytics (spec section 2), sent in batches through
 * the silent `platform.track` endpoint: every 5 s, as soon as 20 are waiting,
 * and when the page is hidden or left. Nothing personal is sent: routes lose
 * their query and anything that looks like a number or code in them, and a click
 * is named only by its element's `data-track` attribute, never by its text.
 */
export interface TrackEvent {
  type: 'pageview' | 'click';
  route: string;
  target?: string;
  at: number;
  channelType?: string;
  entryId?: string;
}

export const BATCH_SIZE = 20;
export const FLUSH_INTERVAL_MS = 5_000;
const ROUTE_MAX = 200;
const TARGET_MAX = 100;

/** The hash path without query or fragment, identifiers replaced by `:id`. */
export function sanitiseRoute(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const segments = bare.split('/').map((s) => (/\d{4,}|[A-Za-z]*\d+[A-Za-z\d]{5,}/.test(s) ? ':id' : s));
  return segments.join('/').slice(0, ROUTE_MAX);
}

/** A `data-track` value, trimmed to what the endpoint accepts. */
export function sanitiseTarget(value: string): string | undefined {
  const clean = value.trim().replace(/\s+/g, ' ').slice(0, TARGET_MAX);
  return clean || undefined;
}

export interface Timers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export type Sender = (events: TrackEvent[], options: { leaving: boolean }) => void;

export function createBatcher(send: Sender, timers: Timers, size = BATCH_SIZE, intervalMs = FLUSH_INTERVAL_MS) {
  let queue: TrackEvent[] = [];
  let handle: unknown;

  const flush = (leaving = false) => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch, { leaving });
  };

  return {
    add(event: TrackEvent) {
      queue.push(event);
      if (queue.length >= size) flush();
    },
    flush,
    pending: () => queue.length,
    start() {
      if (handle === undefined) handle = timers.setInterval(() => flush(), intervalMs);
    },
    stop() {
      if (handle !== undefined) timers.clearInterval(handle);
      handle = undefined;
    },
  };
}
export type Batcher = ReturnType<typeof createBatcher>;
