import { Dialog, Toast } from 'antd-mobile';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { TOAST_DURATION_MS } from '../../shared/constants';

/*
 * antd-mobile's Dialog and Toast, which animate with react-spring (≈25 kB gzip
 * with their styles). Only ui/feedback.ts imports this module, lazily: see there.
 */

/**
 * antd-mobile 5 renders toasts and dialogs with the legacy ReactDOM.render,
 * which React 19 removed: give it a createRoot-based renderer, once, before
 * anything shows a toast. It is installed here, where the only widgets that
 * render that way come from (the portal calls no other antd `show`/`prompt`),
 * and not in the shell: antd's fallback renderer it replaces brings rc-util's
 * legacy render and Babel's async helpers, ≈ 3 kB gzip every route paid for at
 * start (2026-12-01).
 */
function installAntdRenderer() {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting inside the render that asked for it would warn; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}

installAntdRenderer();
Toast.config({ duration: TOAST_DURATION_MS, position: 'center' });

export { Dialog, Toast };
