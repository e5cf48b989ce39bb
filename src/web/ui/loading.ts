import { useRef, useState } from 'react';
import { LOADING_TEXT } from '../../shared/constants';
import { useAppStore } from '../store';
import { loadFeedback } from './feedback';
import { setToastOwner, toastOwner } from './toast';

let shows = 0;

/**
 * How many times the indicator has been shown: whoever showed it can tell, by
 * an unchanged count, that nobody has shown it since (app/loading.ts clears
 * the navigation's own indicator, never a page's own request's).
 */
export function loadingShowCount() {
  return shows;
}

/**
 * The loading indicator (spec section 9: 加载中...). It is a toast, so it takes
 * the place of any message showing; the mask lets taps through, so a slow
 * network never traps the customer behind it.
 */
export function showLoading(text: string = LOADING_TEXT) {
  shows += 1;
  setToastOwner('loading');
  void loadFeedback()
    // Hidden again before the widgets arrived: nothing to show.
    .then(
      ({ Toast }) =>
        toastOwner() === 'loading' && Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: true }),
    )
    .catch(() => undefined);
  useAppStore.getState().setGlobal({ isLoading: true });
}

/** Hides the indicator if it still shows; a message that replaced it stays. */
export function hideLoading() {
  if (toastOwner() === 'loading') {
    setToastOwner(null);
    void loadFeedback()
      .then(({ Toast }) => Toast.clear())
      .catch(() => undefined);
  }
  if (useAppStore.getState().global.isLoading) useAppStore.getState().setGlobal({ isLoading: false });
}

/** Runs a task with the indicator showing. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await task();
  } finally {
    hideLoading();
  }
}

/**
 * Wraps a submission so that it runs once at a time: a call made while an
 * earlier one is still in flight does nothing and resolves at once. The check
 * is synchronous, so even a double tap inside one frame (before the button has
 * re-rendered as busy) or the keyboard's Go key sends a single request.
 * `onBusy` hears when a run starts (true) and ends (false), to show it.
 */
export function oneAtATime<A extends unknown[]>(
  handler: (...args: A) => Promise<unknown>,
  onBusy: (busy: boolean) => void = () => undefined,
): (...args: A) => Promise<void> {
  let inFlight = false;
  return async (...args: A) => {
    if (inFlight) return;
    inFlight = true;
    onBusy(true);
    try {
      await handler(...args);
    } finally {
      inFlight = false;
      onBusy(false);
    }
  };
}

/**
 * A form's submit handler, run once at a time (oneAtATime), and whether it is
 * running, for the button's `loading`. The loading indicator's mask lets taps
 * through on purpose (see showLoading), so it is the handler that refuses a
 * second tap, not the mask.
 */
export function useOneAtATime<A extends unknown[]>(
  handler: (...args: A) => Promise<unknown>,
): { busy: boolean; run: (...args: A) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  // The latest handler (it reads the latest props and state); the guard itself lives as long as the form.
  const latest = useRef(handler);
  latest.current = handler;
  const [run] = useState(() => oneAtATime((...args: A) => latest.current(...args), setBusy));
  return { busy, run };
}
