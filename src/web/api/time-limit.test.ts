import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIME_LIMIT_MS, startTimeLimit } from './time-limit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a call's time limit", () => {
  it('aborts once the limit has passed, and says it was the limit', () => {
    const limit = startTimeLimit();
    vi.advanceTimersByTime(CALL_TIME_LIMIT_MS - 1);
    expect(limit.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limit.signal.aborted).toBe(true);
    expect(limit.expired()).toBe(true);
  });

  it('follows the page cancelling its own call, which is not the limit', () => {
    const page = new AbortController();
    const limit = startTimeLimit(page.signal);
    page.abort();
    expect(limit.signal.aborted).toBe(true);
    expect(limit.expired()).toBe(false);
  });

  it('starts aborted when the page had already cancelled', () => {
    const page = new AbortController();
    page.abort();
    expect(startTimeLimit(page.signal).signal.aborted).toBe(true);
  });

  it('no longer aborts once the call is done', () => {
    const page = new AbortController();
    const limit = startTimeLimit(page.signal);
    limit.done();
    vi.advanceTimersByTime(CALL_TIME_LIMIT_MS * 2);
    page.abort();
    expect(limit.signal.aborted).toBe(false);
  });
});
