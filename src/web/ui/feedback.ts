/**
 * The one way to the dialogs and toasts. They are loaded on first use rather
 * than with the shell, so a page that never shows one does not pay for them on
 * its first load (issue 9). The shell warms them up once the first page is on
 * screen (`prefetchFeedback`), so the first real message does not wait for a
 * download, and a connection lost later still gets its dialog.
 *
 * Every caller chains on the same promise, so calls keep their order: a toast
 * shown and cleared at once never stays on screen.
 */
import { whenIdle } from './idle';

type Widgets = typeof import('./feedback-widgets');

let widgets: Promise<Widgets> | undefined;

export function loadFeedback(): Promise<Widgets> {
  widgets ??= import('./feedback-widgets').catch((error: unknown) => {
    // A failed download (offline) is tried again next time rather than remembered.
    widgets = undefined;
    throw error;
  });
  return widgets;
}

/**
 * Closes every dialog showing (antd's Dialog.clear; the portal opens no other
 * kind: this module is its only way to them). Downloads nothing: before the
 * widgets were asked for, no dialog can show. Chained like every show, so a
 * dialog asked for just before is closed too.
 */
export function closeDialogs() {
  void widgets?.then(({ Dialog }) => Dialog.clear()).catch(() => undefined);
}

/** Loads the widgets when the browser is idle, once the first page shows. */
export function prefetchFeedback() {
  whenIdle(() => void loadFeedback().catch(() => undefined));
}
