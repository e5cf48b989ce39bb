import { describe, expect, it, vi } from 'vitest';
import { canEnter, guardEntry } from './require-auth';
import type { AppRoute } from './route-types';

// A table entry used only here: no route of the spec sets requireAuth.
const privateRoute: AppRoute = {
  path: '/my-orders',
  page: async () => ({ default: () => null }),
  title: '我的订单',
  requireAuth: true,
};
const publicRoute: AppRoute = { path: '/open', page: privateRoute.page, title: '公开' };

describe('requireAuth guard', () => {
  it('lets anyone into a route without the flag', () => {
    expect(canEnter(publicRoute, '')).toBe(true);
    expect(canEnter(undefined, '')).toBe(true);
  });

  it('passes a flagged route only when loginStates is "1"', () => {
    expect(canEnter(privateRoute, '1')).toBe(true);
    expect(canEnter(privateRoute, '')).toBe(false);
    expect(canEnter(privateRoute, '0')).toBe(false);
    expect(canEnter(privateRoute, 'true')).toBe(false);
  });

  it('warns once when it refuses, and stays quiet when it lets through', () => {
    const log = { warn: vi.fn() };
    expect(guardEntry(privateRoute, '', log)).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toContain('/my-orders');
    expect(guardEntry(privateRoute, '1', log)).toBe(true);
    expect(guardEntry(publicRoute, '', log)).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
