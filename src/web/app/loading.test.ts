import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_HIDE_DELAY_MS, LOADING_TEXT } from '../../shared/constants';
import type { AppRoute } from './route-types';
import { fakeWindow } from './router/fake-window';
import { createHashHistory } from './router/history';
import { createRouter } from './router/router';

// The widgets load asynchronously (ui/feedback.ts); a fake Toast records what would show.
const shown: string[] = [];
const Toast = {
  show: vi.fn((options: { content: string; icon?: string }) => shown.push(`${options.icon}:${options.content}`)),
  clear: vi.fn(() => shown.push('clear')),
};
vi.mock('../ui/feedback', () => ({ loadFeedback: () => Promise.resolve({ Toast }) }));

const { indicateNavigation } = await import('./loading');
const { hideLoading, showLoading } = await import('../ui/loading');

/** Whether the loading toast is on screen: shown, and not cleared since. */
const showing = () => shown.lastIndexOf(`loading:${LOADING_TEXT}`) > shown.lastIndexOf('clear');

/** A page chunk whose arrival the test decides. */
function deferredPage() {
  let arrive: () => void = () => undefined;
  const page = () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: () => null });
    });
  return { page, arrive: () => arrive() };
}

const Home = () => null;
/** Well past the one second the indicator used to stay after each change of address. */
const A_WHILE_MS = 3_000;
let stops: (() => void)[] = [];

async function setup() {
  const claims = deferredPage();
  const table: AppRoute[] = [
    { path: '/', title: 'home', page: () => Promise.resolve({ default: Home }) },
    { path: '/claims-query', title: 'claims', page: claims.page },
    { path: '/404', title: '404', page: () => Promise.resolve({ default: Home }) },
  ];
  const router = createRouter(
    createHashHistory(fakeWindow('#/').win),
    (p) => table.find((r) => r.path === p) ?? table[2],
  );
  stops.push(router.start());
  await vi.advanceTimersByTimeAsync(0);
  stops.push(indicateNavigation(router));
  // The customer has been on the first page a while before moving on.
  await vi.advanceTimersByTimeAsync(A_WHILE_MS);
  shown.length = 0;
  return { router, claims };
}

beforeEach(() => {
  // Time moves only when a test moves it, so "still showing" means for good, not "not yet hidden".
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  hideLoading();
  shown.length = 0;
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('the loading indicator of a navigation', () => {
  it('shows while the next page is fetched and clears one second after it has arrived (spec section 9)', async () => {
    const { router, claims } = await setup();
    router.navigate('/claims-query');
    await vi.advanceTimersByTimeAsync(0);
    expect(showing()).toBe(true);
    claims.arrive();
    await vi.advanceTimersByTimeAsync(LOADING_HIDE_DELAY_MS - 1);
    expect(router.getState().location.pathname).toBe('/claims-query');
    expect(showing()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(showing()).toBe(false);
  });

  it('leaves the indicator of a request the new page starts as it opens until that request ends', async () => {
    const { router, claims } = await setup();
    router.navigate('/claims-query');
    claims.arrive();
    await vi.advanceTimersByTimeAsync(0);
    showLoading(); // the page's own first request (withLoading)
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    expect(showing()).toBe(true);
    hideLoading(); // its answer arrived
    await vi.advanceTimersByTimeAsync(0);
    expect(showing()).toBe(false);
  });

  it('clears when the customer goes back to the page showing before the next one arrived', async () => {
    const { router } = await setup();
    router.navigate('/claims-query');
    await vi.advanceTimersByTimeAsync(0);
    expect(showing()).toBe(true);
    router.navigate('/');
    await vi.advanceTimersByTimeAsync(A_WHILE_MS);
    expect(router.getState().location.pathname).toBe('/');
    expect(showing()).toBe(false);
  });
});
