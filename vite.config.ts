import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contractForBrowser } from './src/web/build/contract-for-browser.ts';
import { earlyCall } from './src/web/build/early-call.ts';
import { hotlineInHtml } from './src/web/build/hotline-html.ts';
import { inlineShellCss } from './src/web/build/inline-shell-css.ts';
import { prerenderEntryPages } from './src/web/build/prerender.ts';
import { routePreload } from './src/web/build/route-preload.ts';
import { shellChunkGroup } from './src/web/build/shell-chunk.ts';
import { startAfterPaint } from './src/web/build/start-after-paint.ts';

const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm start` serves the API during development (`npx vite` proxies to it). */
const API_SERVER = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(['/kej', '/G-MPS', '/dev'].map((prefix) => [prefix, API_SERVER]));

/**
 * A build is always a production build. Vite takes React's mode from NODE_ENV,
 * and `npm start` builds inside the server's process, where NODE_ENV may be
 * `test` (the e2e suite) — which would ship React's development bundle. NODE_ENV
 * is set to production while the bundle is made and given back afterwards, for
 * the server that starts in the same process.
 */
function productionBuild(command: 'build' | 'serve'): Plugin[] {
  if (command !== 'build' || process.env.NODE_ENV === 'production') return [];
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const restore = () => {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  };
  return [
    {
      name: 'portal:restore-node-env',
      buildEnd(error) {
        if (error) restore();
      },
      closeBundle: restore,
    },
  ];
}

// The app lives under /home/ and routes in the hash (`/home/#/policy-query`), so printed QR
// codes and shared links keep working. Pages are lazy imports in the route table: each route
// is its own chunk, and only the shell is on the critical path.
export default defineConfig(({ command }) => {
  const entryPages = prerenderEntryPages();
  return {
    root: fromRepo('./src/web'),
    base: '/home/',
    plugins: [
      contractForBrowser(),
      hotlineInHtml(),
      react(),
      entryPages,
      routePreload(entryPages.paths),
      earlyCall(entryPages.paths),
      startAfterPaint(),
      inlineShellCss(),
      ...productionBuild(command),
    ],
    resolve: { alias: [{ find: /^zod$/, replacement: fromRepo('./src/web/app/zod-jitless.ts') }] },
    build: {
      outDir: fromRepo('./dist/web'),
      emptyOutDir: true,
      // Phones inside messaging apps run recent WebViews; ES2020 keeps optional chaining native.
      target: 'es2020',
      assetsInlineLimit: 0,
      rollupOptions: { output: { codeSplitting: { groups: [shellChunkGroup(fromRepo('./src/web/main.tsx'))] } } },
    },
    server: { host: '127.0.0.1', proxy },
    preview: { host: '127.0.0.1', proxy },
  };
});
