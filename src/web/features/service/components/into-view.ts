/** A ref callback that scrolls a panel into view when it appears (the chat list may be long). */
export function intoView(el: HTMLElement | null) {
  el?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
}
