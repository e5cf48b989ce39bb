/**
 * The hash history: the page's address lives after `#` (`/home/#/policy-query?x=1`),
 * so printed QR codes and shared links work on any static host.
 *
 * Each entry we write carries `{ usr, key, idx }` in history.state (the shape
 * react-router used, so entries written before this router still read right):
 * `idx` numbers the entries of this visit, which tells how far a back/forward
 * moved (to undo it when refused) and whether there is a page of ours to go
 * back to.
 */

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterLocation {
  pathname: string;
  /** `?a=1`, or '' when there is none. */
  search: string;
  /** What the page that navigated here passed along (`navigate(to, { state })`). */
  state: unknown;
  key: string;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The parts of `window` the history uses; tests pass a fake. */
export interface BrowserWindow {
  location: { hash: string };
  history: {
    readonly state: unknown;
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
    go(delta: number): void;
  };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** A move the browser made by itself (back, forward, a hand-edited hash), with how many entries it went. */
export interface PopEvent {
  location: RouterLocation;
  delta: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `/a?b=1` → pathname `/a`, search `?b=1`; an empty path is home. */
export function parsePath(path: string): { pathname: string; search: string } {
  const withoutHash = path.split('#')[0];
  const at = withoutHash.indexOf('?');
  const pathname = at === -1 ? withoutHash : withoutHash.slice(0, at);
  const search = at === -1 ? '' : withoutHash.slice(at);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search };
}

function entryOf(state: unknown): EntryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const entry = state as Partial<EntryState>;
  return typeof entry.idx === 'number' ? (entry as EntryState) : null;
}

export const hrefOf = (location: Pick<RouterLocation, 'pathname' | 'search'>) =>
  `#${location.pathname}${location.search}`;

export function createHashHistory(win: BrowserWindow) {
  const read = (): RouterLocation => {
    const entry = entryOf(win.history.state);
    return { ...parsePath(win.location.hash.slice(1)), state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };

  // Number the entry we start on (and give an empty hash its `#/`).
  let idx = entryOf(win.history.state)?.idx ?? 0;
  if (!entryOf(win.history.state) || win.location.hash.length < 2) {
    const start = read();
    win.history.replaceState({ usr: start.state, key: newKey(), idx } satisfies EntryState, '', hrefOf(start));
  }
  /** Set while we undo a refused back/forward: the popstate that undo causes is ours, not the customer's. */
  let undoing = false;

  return {
    location: read,
    /** The location `navigate(to, { state })` would land on, before anything is written. */
    locationFor(to: string, state: unknown = null): RouterLocation {
      return { ...parsePath(to), state, key: newKey() };
    },
    push(location: RouterLocation) {
      idx += 1;
      win.history.pushState({ usr: location.state, key: location.key, idx } satisfies EntryState, '', hrefOf(location));
    },
    replace(location: RouterLocation) {
      win.history.replaceState(
        { usr: location.state, key: location.key, idx } satisfies EntryState,
        '',
        hrefOf(location),
      );
    },
    go(delta: number) {
      win.history.go(delta);
    },
    /** Puts the browser back where it was before a back/forward of `delta` entries. */
    undo(delta: number) {
      undoing = true;
      win.history.go(-delta);
    },
    /** The index of the current entry in this visit (0 on the page the visit started on). */
    index: () => idx,
    listen(onPop: (event: PopEvent) => void): () => void {
      const handler = () => {
        const entry = entryOf(win.history.state);
        let delta: number;
        if (entry) {
          delta = entry.idx - idx;
          idx = entry.idx;
        } else {
          // A hash typed into the address bar is a new entry the browser made without state.
          delta = 1;
          idx += 1;
          const typed = read();
          win.history.replaceState({ usr: null, key: newKey(), idx } satisfies EntryState, '', hrefOf(typed));
        }
        if (undoing) {
          undoing = false;
          return;
        }
        onPop({ location: read(), delta });
      };
      win.addEventListener('popstate', handler);
      return () => win.removeEventListener('popstate', handler);
    },
  };
}

export type HashHistory = ReturnType<typeof createHashHistory>;
