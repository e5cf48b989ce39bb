/**
 * How long one call may take, from sending it to having read its answer,
 * before the customer is told the network failed: 30 s.
 *
 * Why 30 s: on a phone with a weak mobile signal our largest answers (a PDF of
 * a few hundred kB) take several seconds and a JSON answer one or two; a call
 * still unanswered after half a minute is a stalled connection, not a slow
 * one, and the customer is better served by the failure dialog (and trying
 * again) than by 加载中... and greyed buttons for ever. It is well inside the
 * page-load limit (120 s, spec section 9), so a page's own call gives up
 * before its navigation does.
 */
export const CALL_TIME_LIMIT_MS = 30_000;

export interface TimeLimit {
  /** Aborts when the limit passes or when the page's own signal aborts. */
  signal: AbortSignal;
  /** Whether it was the limit (not the page) that ended the call. */
  expired(): boolean;
  /** The call is over: stop the clock and stop listening to the page's signal. */
  done(): void;
}

/**
 * One call's time limit, joined to the page's own signal when it has one (a
 * page cancelling its call). Written out rather than AbortSignal.timeout/any:
 * those are missing on phones a few years old, and a plain timer is what a
 * test's fake clock controls.
 */
export function startTimeLimit(pageSignal?: AbortSignal, ms = CALL_TIME_LIMIT_MS): TimeLimit {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const pageAborted = () => controller.abort();
  if (pageSignal?.aborted) controller.abort();
  else pageSignal?.addEventListener('abort', pageAborted, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    done() {
      clearTimeout(timer);
      pageSignal?.removeEventListener('abort', pageAborted);
    },
  };
}
