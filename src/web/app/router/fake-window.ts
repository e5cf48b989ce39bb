import type { BrowserWindow } from './history';

/**
 * A browser's session history in memory, for tests: entries with state and a
 * hash, pushState/replaceState/go as the browser does them (go fires popstate
 * after the move; pushState and replaceState fire nothing).
 */
export function fakeWindow(startHash = '') {
  const entries: { state: unknown; hash: string }[] = [{ state: null, hash: startHash }];
  let at = 0;
  const listeners = new Set<() => void>();
  const popstate = () => {
    for (const listener of listeners) listener();
  };
  const hashOf = (url: string) => (url.startsWith('#') ? url : `#${url.split('#')[1] ?? ''}`);
  const win: BrowserWindow = {
    location: {
      get hash() {
        return entries[at].hash;
      },
    },
    history: {
      get state() {
        return entries[at].state;
      },
      pushState(state, _unused, url) {
        entries.splice(at + 1, entries.length, { state, hash: hashOf(url) });
        at += 1;
      },
      replaceState(state, _unused, url) {
        entries[at] = { state, hash: hashOf(url) };
      },
      go(delta) {
        const next = Math.min(Math.max(at + delta, 0), entries.length - 1);
        if (next === at) return;
        at = next;
        popstate();
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    win,
    entries,
    position: () => at,
    /** The customer types a hash into the address bar: a new entry without state. */
    typeHash(hash: string) {
      entries.splice(at + 1, entries.length, { state: null, hash });
      at += 1;
      popstate();
    },
  };
}
