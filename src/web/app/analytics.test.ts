import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, sanitiseRoute, sanitiseTarget, type TrackEvent } from './analytics';

const view = (route: string): TrackEvent => ({ type: 'pageview', route, at: 1 });
const timers = {
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
};

describe('createBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends every 5 seconds, and nothing when nothing waits', () => {
    const send = vi.fn();
    const batcher = createBatcher(send, timers);
    batcher.start();
    batcher.add(view('/'));
    batcher.add(view('/navigation'));
    vi.advanceTimersByTime(4_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    batcher.stop();
  });

  it('sends at once when 20 are waiting', () => {
    const send = vi.fn();
    const batcher = createBatcher(send, timers);
    for (let i = 0; i < 19; i += 1) batcher.add(view('/'));
    expect(send).not.toHaveBeenCalled();
    batcher.add(view('/'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toHaveLength(20);
    expect(batcher.pending()).toBe(0);
  });

  it('flushes on leaving, marked so the sender can use keepalive', () => {
    const send = vi.fn();
    const batcher = createBatcher(send, timers);
    batcher.add(view('/'));
    batcher.flush(true);
    expect(send).toHaveBeenCalledWith([view('/')], { leaving: true });
  });

  it('stops its timer', () => {
    const send = vi.fn();
    const batcher = createBatcher(send, timers);
    batcher.start();
    batcher.stop();
    batcher.add(view('/'));
    vi.advanceTimersByTime(20_000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('sanitiseRoute', () => {
  it('drops the query and fragment', () => {
    expect(sanitiseRoute('/policy-query?mobile=13812345678&name=张三')).toBe('/policy-query');
    expect(sanitiseRoute('/a#b')).toBe('/a');
    expect(sanitiseRoute('')).toBe('/');
  });

  it('replaces identifiers in the path', () => {
    expect(sanitiseRoute('/policy-detail/PDAA202411010000123456')).toBe('/policy-detail/:id');
    expect(sanitiseRoute('/order/13812345678')).toBe('/order/:id');
    expect(sanitiseRoute('/policy-query-wdf')).toBe('/policy-query-wdf');
  });
});

describe('sanitiseTarget', () => {
  it('trims and caps the attribute value', () => {
    expect(sanitiseTarget('  home  grid ')).toBe('home grid');
    expect(sanitiseTarget('x'.repeat(150))).toHaveLength(100);
    expect(sanitiseTarget('   ')).toBeUndefined();
  });
});
