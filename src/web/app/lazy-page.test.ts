import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadTimeout, withTimeout } from './lazy-page';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a page that arrives in time', async () => {
    const page = new Promise((resolve) => setTimeout(() => resolve('ok'), 1_000));
    const result = withTimeout(page, 120_000);
    vi.advanceTimersByTime(1_000);
    await expect(result).resolves.toBe('ok');
  });

  it('rejects with the catalogue text after 120 s', async () => {
    const result = withTimeout(new Promise(() => undefined));
    vi.advanceTimersByTime(119_999);
    const settled = vi.fn();
    result.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(result).rejects.toBeInstanceOf(PageLoadTimeout);
    await expect(result).rejects.toThrow('页面加载超时，请检查网络后刷新重试');
  });
});
