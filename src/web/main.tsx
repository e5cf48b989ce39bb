// The shell imports antd-mobile by path, never its index: see src/web/build/shell-chunk.ts.
import 'antd-mobile/es/global';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { warmSession } from './api/client';
import { createAppRouter } from './app/app-router';
import { redirectToBaseIfNeeded } from './app/home-redirect';
import { Layout } from './app/Layout';
import { followMotionPreference } from './app/motion-preference';
import { registerNavigator } from './app/navigate-home';
import { installRootFontSize } from './app/root-font';
import { RouterProvider } from './app/router';
import { applyStartParams } from './app/start-params';
import { prefetchFeedback } from './ui/feedback';
import './ui/global.css';
import './ui/widgets.css';

async function start() {
  if (redirectToBaseIfNeeded()) return;
  applyStartParams();
  // After the start parameters (the channel goes in its head), while the first page loads and renders.
  warmSession();
  installRootFontSize();
  followMotionPreference();
  const router = createAppRouter();
  registerNavigator((to) => router.navigate(to));
  const mount = document.getElementById('app');
  if (!mount) throw new Error('#app missing from index.html');
  // index.html shows the loading state and has already asked for the page's chunks
  // (build/route-preload.ts); the first render waits for them and is the page itself.
  await router.loadFirstPage();
  const root = createRoot(mount);
  // A transition lets React render the first page in slices and answer a tap between
  // them: one urgent render of a whole page is a long task on a slow phone (issue 9, TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router}>
          <Layout />
        </RouterProvider>
      </StrictMode>,
    );
  });
  prefetchFeedback();
}

void start();
