import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { redirectToBaseIfNeeded } from './app/home-redirect';
import { registerNavigator } from './app/navigate-home';
import { installRootFontSize } from './app/root-font';
import { createAppRouter } from './app/router';
import { applyStartParams } from './app/start-params';
import { prefetchFeedback } from './ui/feedback';
import './ui/global.css';
import './ui/widgets.css';

/**
 * antd-mobile 5 renders toasts and dialogs with the legacy ReactDOM.render,
 * which React 19 removed: give it a createRoot-based renderer, once, before
 * anything shows a toast.
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

/** Cached reads of content and code lists; the API client has already shown any error. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 } },
});

function start() {
  if (redirectToBaseIfNeeded()) return;
  installAntdRenderer();
  applyStartParams();
  installRootFontSize();
  const router = createAppRouter();
  registerNavigator((to) => router.navigate(to));
  const mount = document.getElementById('app');
  if (!mount) throw new Error('#app missing from index.html');
  createRoot(mount).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  prefetchFeedback();
}

start();
