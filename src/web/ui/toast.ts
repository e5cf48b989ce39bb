import { TOAST_WIDE_FROM_CHARS } from '../../shared/constants';
import { loadFeedback } from './feedback';

/** Class on the toast's mask; ui.css widens `.adm-toast-main` under it (antd's toast has no className). */
export const WIDE_TOAST_CLASS = 'app-toast-wide';

/** Spec section 9: a message of 30 characters or more gets a wider box. */
export function isWideMessage(message: string): boolean {
  return [...message].length >= TOAST_WIDE_FROM_CHARS;
}

let owner: 'loading' | 'message' | null = null;

/** Who shows the current toast, so hiding the loading indicator never hides a message. */
export function toastOwner() {
  return owner;
}

export function setToastOwner(next: typeof owner) {
  owner = next;
}

/**
 * Shows a short message for 3 s. antd keeps one toast at a time: a new one
 * replaces the current, so messages never pile up.
 */
export function toast(message: string, icon?: 'success' | 'fail') {
  owner = 'message';
  void loadFeedback()
    .then(({ Toast }) =>
      Toast.show({
        content: message,
        icon,
        maskClassName: isWideMessage(message) ? WIDE_TOAST_CLASS : undefined,
        afterClose: () => {
          if (owner === 'message') owner = null;
        },
      }),
    )
    .catch(() => {
      owner = null;
    });
}

/**
 * Hides the message toast if one shows; the loading indicator stays (it is
 * hidden by its own rule, app/loading.ts). Chained on the widgets like every
 * show, so a message shown just before is hidden after it, never left behind.
 */
export function clearMessage() {
  if (owner !== 'message') return;
  owner = null;
  void loadFeedback()
    .then(({ Toast }) => Toast.clear())
    .catch(() => undefined);
}
