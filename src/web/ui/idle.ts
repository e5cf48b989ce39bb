/**
 * How long after the load event the first screen is left alone before
 * warm-ups (dialogs, wheel pickers, form schemas) may fetch and compile.
 * Work done earlier competes with the first page for a slow phone's network
 * and CPU: it delayed the page's own requests and blocked the main thread
 * while the customer was waiting (issue 9, Lighthouse's TBT).
 */
export const SETTLE_MS = 4000;

let settled: Promise<void> | undefined;

/** Resolves once the first screen has settled: SETTLE_MS after load, or at the customer's first touch or key. */
function firstScreenSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const done = () => {
      for (const type of events) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, done, { capture: true, passive: true });
    const afterLoad = () => setTimeout(done, SETTLE_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** Runs `task` once the first screen has settled and the browser has nothing better to do. */
export function whenIdle(task: () => void) {
  void firstScreenSettled().then(() => {
    // Older WebViews (Safari before 18) have no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 0);
  });
}
