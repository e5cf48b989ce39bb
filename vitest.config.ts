import { defineConfig } from 'vitest/config';

// Three projects so CI can rerun just the API suite against PostgreSQL and Redis
// (`vitest run --project server`). Web logic that needs no DOM is tested in node;
// everything the browser does is covered by the Playwright journeys in e2e/.
export default defineConfig({
  test: {
    // Two test files at a time on two cores (vitest's default is cores - 1: one
    // here): each file's own process start and imports overlap the other's
    // tests. The whole suite took 328.6 s against 538 with one on a quiet
    // machine, and passed whole with two on loaded machines (2026-12-01/02).
    maxWorkers: 2,
    projects: [
      // A test's time limit guards against a hang, never its speed (these machines are
      // shared): the property tests take ~2 s on a quiet host, within vitest's 5 s default
      // by little, and timed out under a load of 14 on two cores (2026-12-02). Each project
      // sets its own: inline projects do not inherit the root's test options.
      { test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 } },
      // The benchmark harness: the route size budget (a real production build) and a quick run.
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          // Scratch work (git-ignored) may hold whole copies of the tree, tests included.
          exclude: ['bench/.tmp/**', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      // The commands of the README, run as a newcomer runs them, and the journeys' own rules.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 180_000 } },
    ],
  },
});
