import { defineConfig } from '@playwright/test';

// E2E_PORT and WEB_DIST let several runs (one per domain while developing) share the machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const WEB_DIST = process.env.WEB_DIST ?? 'dist/web';
/** Set to run the journeys against a server already running (while developing); unset in CI. */
const external = process.env.PORTAL_E2E_URL;

/**
 * Journeys in the system Chromium at phone size. Browsers are never
 * downloaded: the executable is /usr/bin/chromium. The server is the real one
 * (`npm start`'s script) on a throw-away in-memory database.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-results/e2e.json' }]],
  outputDir: `.test-results/artifacts-${PORT}`,
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 667 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    hasTouch: true,
    // The phone's 减少动态效果 setting (the app turns antd's react-spring sheets,
    // dialogs and toasts off for it, app/motion-preference.ts): each picker or
    // dialog otherwise waits ~2 s for its sheet to slide in and out before
    // Playwright may tap it, a good part of the suite's time. The animated path
    // keeps journeys of its own (a11y.spec.ts, forms.spec.ts: reducedMotion 'no-preference').
    reducedMotion: 'reduce',
    // Recording a trace costs every journey its screenshots and snapshots, kept or
    // not: the policy journeys took 98–117 s without against 132–189 s with
    // 'retain-on-failure' (2 workers, loaded machine). CI keeps only the log, so
    // a trace is asked for when a failure is being looked into: E2E_TRACE=1.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // One browser context per worker, reset between journeys, instead of a new one each:
    // a new context and its page cost a journey ~0.5 s of a quiet machine's CPU before the
    // app loads, and their renderer starts cold; the whole suite took 24.1 min with a new
    // context per journey and 16.4 with one reused (2 workers, 2026-12-02). Playwright
    // clears cookies, cache, local and session storage, IndexedDB and service workers,
    // removes routes, init scripts and bindings, uninstalls page.clock and sets the
    // viewport and emulation options again (a journey's own test.use of other options
    // gets a fresh context). It does not undo permissions, geolocation, offline or extra
    // headers changed while a journey runs, nor history: no journey may change those on
    // its context (e2e-isolation.test.ts checks), and history is the app's own (its
    // entries carry an idx, app/router/history.ts). E2E_FRESH_CONTEXT=1 gives every
    // journey a new context, to rule a leak in or out.
    reuseContext: process.env.E2E_FRESH_CONTEXT !== '1',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'phone-chromium', use: { browserName: 'chromium' } }],
  webServer: external
    ? undefined
    : {
        command: 'npm start',
        // Every journey comes from 127.0.0.1, so the per-address request rate of a
        // whole suite on a fast machine passes the production default (600 a
        // minute) and pages meet "访问过于频繁". So do its new sessions: each
        // journey's fresh browser opens one, and short journeys on two workers
        // opened more than 60 in a minute (CI, 2026-12-04). Both limits are
        // tested in the API suite (abuse-http.test.ts, platform/routes.test.ts);
        // the journeys test the pages.
        env: {
          PORT: String(PORT),
          WEB_DIST,
          DATABASE_URL: 'pglite://memory',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_PER_MINUTE: '100000',
          SESSION_ISSUE_PER_MINUTE: '100000',
        },
        url: `http://127.0.0.1:${PORT}/home/`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
