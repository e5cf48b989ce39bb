import { beforeEach, describe, expect, it, vi } from 'vitest';

// The widgets load asynchronously (ui/feedback.ts); a fake Toast records what would show.
const shown: string[] = [];
const Toast = {
  show: vi.fn((options: { content: string; icon?: string }) =>
    shown.push(`${options.icon ?? 'message'}:${options.content}`),
  ),
  clear: vi.fn(() => shown.push('clear')),
};
vi.mock('./feedback', () => ({ loadFeedback: () => Promise.resolve({ Toast }) }));

const { hideLoading, oneAtATime, showLoading } = await import('./loading');
const { toast } = await import('./toast');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the loading indicator with widgets that load on first use', () => {
  beforeEach(() => {
    shown.length = 0;
    hideLoading();
  });

  it('shows once the widgets arrive', async () => {
    showLoading();
    await settle();
    expect(shown).toEqual(['loading:加载中...']);
  });

  it('never shows when hidden again before the widgets arrived', async () => {
    await settle();
    shown.length = 0;
    showLoading();
    hideLoading();
    await settle();
    expect(shown).not.toContain('loading:加载中...');
  });

  it('gives way to a message, which hiding the indicator then leaves alone', async () => {
    await settle();
    shown.length = 0;
    showLoading();
    toast('保单信息已过期，请重新查询');
    hideLoading();
    await settle();
    expect(shown).toEqual(['message:保单信息已过期，请重新查询']);
  });
});

describe('a submission run one at a time', () => {
  it('sends nothing for a second tap while the first is in flight, and again once it has ended', async () => {
    let answer: () => void = () => undefined;
    const sent: string[] = [];
    const busy: boolean[] = [];
    const submit = oneAtATime(
      (what: string) => {
        sent.push(what);
        return new Promise<void>((resolve) => {
          answer = resolve;
        });
      },
      (b) => busy.push(b),
    );
    const first = submit('first');
    await submit('second');
    expect(sent).toEqual(['first']);
    answer();
    await first;
    expect(busy).toEqual([true, false]);
    const third = submit('third');
    answer();
    await third;
    expect(sent).toEqual(['first', 'third']);
  });

  it('takes taps again after a submission that failed', async () => {
    let calls = 0;
    const submit = oneAtATime(async () => {
      calls += 1;
      throw new Error('refused');
    });
    await expect(submit()).rejects.toThrow('refused');
    await expect(submit()).rejects.toThrow('refused');
    expect(calls).toBe(2);
  });
});
