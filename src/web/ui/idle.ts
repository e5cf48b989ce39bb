/** Runs `task` when the browser has nothing better to do (or after a moment where it cannot say). */
export function whenIdle(task: () => void) {
  // Older WebViews (Safari before 18) have no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}
