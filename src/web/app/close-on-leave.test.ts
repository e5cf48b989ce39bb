import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TEXT } from '../../shared/constants';
import type { AppRoute } from './route-types';
import { fakeWindow } from './router/fake-window';
import { createHashHistory } from './router/history';
import { createRouter } from './router/router';

// antd's widgets are replaced by fakes that write down what the customer would see; the
// modules in between (ui/feedback, ui/toast, ui/loading) are the real ones.
const screen: string[] = [];
const Dialog = {
  alert: vi.fn((options: { content: string }) => screen.push(`dialog:${options.content}`)),
  clear: vi.fn(() => screen.push('dialogs closed')),
};
const Toast = {
  show: vi.fn((options: { content: string }) => screen.push(`toast:${options.content}`)),
  clear: vi.fn(() => screen.push('toast cleared')),
};
vi.mock('../ui/feedback-widgets', () => ({ Dialog, Toast }));

const { closeOnLeave } = await import('./close-on-leave');
const { loadFeedback } = await import('../ui/feedback');
const { setToastOwner, toast } = await import('../ui/toast');
const { hideLoading, showLoading } = await import('../ui/loading');

const page = () => Promise.resolve({ default: (() => null) as ComponentType });
const table: AppRoute[] = [
  { path: '/', title: 'home', page },
  { path: '/search', title: 'search', page },
  { path: '/complaint-fail', title: 'fail', page },
  { path: '/404', title: '404', page },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stops: (() => void)[] = [];

/** The customer on home, then on /search, where the test shows something. */
async function onSearchPage() {
  const browser = fakeWindow('#/');
  const router = createRouter(createHashHistory(browser.win), (p) => table.find((r) => r.path === p) ?? table[3]);
  stops.push(router.start());
  await settle();
  stops.push(closeOnLeave(router));
  router.navigate('/search');
  await settle();
  expect(router.getState().location.pathname).toBe('/search');
  screen.length = 0;
  return { browser, router };
}

/** A dialog as the pages open one: through the widgets' one way (message-box, api/present). */
async function openDialog(text: string) {
  const { Dialog: shown } = await loadFeedback();
  void shown.alert({ content: text });
}

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  hideLoading();
  setToastOwner(null);
});

describe('a dialog left behind', () => {
  it('closes when the customer goes back and the page before shows', async () => {
    const { browser, router } = await onSearchPage();
    await openDialog('搜索关键词不能超过30个字');
    browser.win.history.go(-1);
    await settle();
    expect(router.getState().location.pathname).toBe('/');
    expect(screen).toEqual(['dialog:搜索关键词不能超过30个字', 'dialogs closed']);
  });

  it('closes on forward and on a typed address too', async () => {
    const { browser } = await onSearchPage();
    browser.win.history.go(-1);
    await settle();
    screen.length = 0;
    await openDialog('网络开小差了');
    browser.win.history.go(1);
    await settle();
    await openDialog('网络开小差了');
    browser.typeHash('#/complaint-fail');
    await settle();
    expect(screen).toEqual(['dialog:网络开小差了', 'dialogs closed', 'dialog:网络开小差了', 'dialogs closed']);
  });

  it('stays when the app moves on after opening it (the 500 dialog over /complaint-fail)', async () => {
    const { router } = await onSearchPage();
    await openDialog('数据获取失败');
    router.navigate('/complaint-fail');
    await settle();
    router.navigate('/', { replace: true });
    await settle();
    expect(router.getState().location.pathname).toBe('/');
    expect(screen).toEqual(['dialog:数据获取失败']);
  });

  it('stays when the back is refused (allowBack false): the page under it stays too', async () => {
    const { browser, router } = await onSearchPage();
    router.setBlocker(({ historyAction }) => historyAction === 'POP');
    await openDialog('支付成功');
    browser.win.history.go(-1);
    await settle();
    expect(router.getState().location.pathname).toBe('/search');
    expect(browser.win.location.hash).toBe('#/search');
    expect(screen).toEqual(['dialog:支付成功']);
  });
});

describe('a message toast left behind', () => {
  it('is cleared when the app moves to another page, not three seconds later there', async () => {
    const { router } = await onSearchPage();
    toast('验证码已发送至 138****0000');
    router.navigate('/complaint-fail');
    await settle();
    expect(screen).toEqual(['toast:验证码已发送至 138****0000', 'toast cleared']);
  });

  it('is cleared on back, while a message the new page shows as it opens stays', async () => {
    const { browser } = await onSearchPage();
    toast('最多可选择3项');
    browser.win.history.go(-1);
    await settle();
    toast('链接已复制');
    await settle();
    expect(screen).toEqual(['toast:最多可选择3项', 'dialogs closed', 'toast cleared', 'toast:链接已复制']);
  });

  it('stays when only the query changes: the customer is still on its page', async () => {
    const { router } = await onSearchPage();
    toast('请输入正确的电子邮箱');
    router.navigate('/search?q=车险', { replace: true });
    await settle();
    expect(router.getState().location.search).toBe('?q=车险');
    expect(screen).toEqual(['toast:请输入正确的电子邮箱']);
  });

  it('leaves the loading indicator to its own rule (app/loading.ts)', async () => {
    const { router } = await onSearchPage();
    showLoading();
    router.navigate('/complaint-fail');
    await settle();
    expect(screen).toEqual([`toast:${LOADING_TEXT}`]);
  });
});
