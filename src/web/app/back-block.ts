/**
 * Spec section 2: while back-navigation is disallowed (global.allowBack false,
 * e.g. after a payment or a submitted form), the browser's back is undone. A
 * POP is what the back (and forward) button makes; pushes and replaces by the
 * app itself are never blocked.
 */
export function blocksBack(historyAction: string, allowBack: boolean): boolean {
  return historyAction === 'POP' && !allowBack;
}
