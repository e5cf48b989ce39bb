import { LOADING_TEXT } from '../../shared/constants';
import { useAppStore } from '../store';
import { loadFeedback } from './feedback';
import { setToastOwner, toastOwner } from './toast';

/**
 * The loading indicator (spec section 9: 加载中...). It is a toast, so it takes
 * the place of any message showing; the mask lets taps through, so a slow
 * network never traps the customer behind it.
 */
export function showLoading(text: string = LOADING_TEXT) {
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
