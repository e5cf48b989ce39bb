import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../route-types';
import { fakeWindow } from './fake-window';
import { createHashHistory } from './history';
import { createRouter } from './router';

/** A page chunk whose arrival the test decides. */
function deferredPage(name: string) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const component = (() => null) as ComponentType;
  Object.defineProperty(component, 'name', { value: name });
  const page = vi.fn(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        arrive = () => resolve({ default: component });
        fail = reject;
      }),
  );
  return { page, component, arrive: () => arrive(), fail: (e: Error) => fail(e) };
}

const readyPage = (component: ComponentType) => () => Promise.resolve({ default: component });
const Home = (() => null) as ComponentType;
const NotFound = (() => null) as ComponentType;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(extra: AppRoute[] = [], startHash = '#/') {
  const table: AppRoute[] = [
    { path: '/', title: 'home', page: readyPage(Home) },
    { path: '/404', title: '404', page: readyPage(NotFound) },
    ...extra,
  ];
  const browser = fakeWindow(startHash);
  const history = createHashHistory(browser.win);
  const router = createRouter(history, (p) => table.find((r) => r.path === p) ?? table[1]);
  const stop = router.start();
  return { browser, history, router, stop };
}

afterEach(() => vi.useRealTimers());

describe('the router', () => {
  it('shows the first page once its chunk is here, without the navigation indicator', async () => {
    const { router } = setup();
    expect(router.getState()).toMatchObject({ page: null, navigation: 'idle' });
    await tick();
    expect(router.getState()).toMatchObject({ page: Home, navigation: 'idle' });
  });

  it('loads the first page before the shell renders, once, and start() does not load it again', async () => {
    const first = deferredPage('First');
    const browser = fakeWindow('#/first');
    const table: AppRoute[] = [
      { path: '/first', title: 'first', page: first.page },
      { path: '/404', title: '404', page: readyPage(NotFound) },
    ];
    const router = createRouter(createHashHistory(browser.win), (p) => table.find((r) => r.path === p) ?? table[1]);
    const loaded = router.loadFirstPage();
    expect(router.loadFirstPage()).toBe(loaded);
    expect(router.getState().page).toBeNull();
    first.arrive();
    await loaded;
    expect(router.getState()).toMatchObject({ page: first.component, navigation: 'idle' });
    const stop = router.start();
    await tick();
    expect(first.page).toHaveBeenCalledTimes(1);
    expect(router.getState().page).toBe(first.component);
    stop();
  });

  it('keeps the old page and address while the next chunk loads, then moves', async () => {
    const claims = deferredPage('Claims');
    const { router, browser } = setup([{ path: '/claims-query', title: 'c', page: claims.page }]);
    await tick();
    router.navigate('/claims-query?policyNo=P1');
    expect(router.getState()).toMatchObject({ page: Home, navigation: 'loading' });
    expect(browser.win.location.hash).toBe('#/');
    claims.arrive();
    await tick();
    expect(router.getState()).toMatchObject({ page: claims.component, navigation: 'idle' });
    expect(router.getState().location).toMatchObject({ pathname: '/claims-query', search: '?policyNo=P1' });
    expect(browser.win.location.hash).toBe('#/claims-query?policyNo=P1');
  });

  it('loads a chunk once', async () => {
    const claims = deferredPage('Claims');
    const { router } = setup([{ path: '/claims-query', title: 'c', page: claims.page }]);
    router.navigate('/claims-query');
    claims.arrive();
    await tick();
    router.navigate('/');
    await tick();
    router.navigate('/claims-query');
    expect(router.getState().navigation).toBe('idle');
    expect(claims.page).toHaveBeenCalledTimes(1);
  });

  it('shows only the latest navigation when an earlier chunk arrives late', async () => {
    const slow = deferredPage('Slow');
    const fast = deferredPage('Fast');
    const { router } = setup([
      { path: '/slow', title: 's', page: slow.page },
      { path: '/fast', title: 'f', page: fast.page },
    ]);
    await tick();
    router.navigate('/slow');
    router.navigate('/fast');
    fast.arrive();
    await tick();
    slow.arrive();
    await tick();
    expect(router.getState().location.pathname).toBe('/fast');
  });

  it('gives an unknown path the 404 page at its own address', async () => {
    const { router } = setup([], '#/no-such-page');
    await tick();
    expect(router.getState()).toMatchObject({ page: NotFound, location: { pathname: '/no-such-page' } });
  });

  it('shows the error at the address when a chunk fails, and the page-load text after 120 s', async () => {
    const broken = deferredPage('Broken');
    const stalled = deferredPage('Stalled');
    const { router, browser } = setup([
      { path: '/broken', title: 'b', page: broken.page },
      { path: '/stalled', title: 's', page: stalled.page },
    ]);
    await tick();
    router.navigate('/broken');
    broken.fail(new Error('Failed to fetch dynamically imported module'));
    await tick();
    expect(router.getState()).toMatchObject({ page: null, navigation: 'idle' });
    expect(String(router.getState().error)).toContain('Failed to fetch');
    expect(browser.win.location.hash).toBe('#/broken');

    vi.useFakeTimers();
    router.navigate('/stalled');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(String(router.getState().error)).toContain('页面加载超时');
  });

  it('refuses a push the blocker refuses, and undoes a refused back', async () => {
    const pay = deferredPage('Pay');
    const { router, browser } = setup([{ path: '/order-pay', title: 'p', page: pay.page }]);
    await tick();
    router.navigate('/order-pay');
    pay.arrive();
    await tick();

    router.setBlocker(({ historyAction }) => historyAction === 'POP');
    browser.win.history.go(-1);
    expect(browser.win.location.hash).toBe('#/order-pay');
    expect(router.getState().location.pathname).toBe('/order-pay');

    router.setBlocker(({ nextLocation }) => nextLocation.pathname === '/');
    router.navigate('/');
    expect(browser.position()).toBe(1);
    expect(router.getState().location.pathname).toBe('/order-pay');

    router.setBlocker(null);
    browser.win.history.go(-1);
    await tick();
    expect(router.getState().location.pathname).toBe('/');
  });

  it('replaces the entry on a replace', async () => {
    const pay = deferredPage('Pay');
    const { router, browser } = setup([{ path: '/order-pay', title: 'p', page: pay.page }]);
    router.navigate('/order-pay', { replace: true });
    pay.arrive();
    await tick();
    expect(browser.entries.map((e) => e.hash)).toEqual(['#/order-pay']);
  });
});
