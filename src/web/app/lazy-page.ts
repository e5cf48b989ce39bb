import type { ComponentType } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { CATALOGUE } from '../../shared/result-codes';

/** A page's chunk that did not arrive in time (spec section 8: the 120 s page-load limit). */
export class PageLoadTimeout extends Error {
  constructor() {
    super(CATALOGUE.pageLoadTimeout);
    this.name = 'PageLoadTimeout';
  }
}

/** Rejects with PageLoadTimeout when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageLoadTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The route's `lazy`: the page module within the time limit, as the router wants it. */
export function lazyPage(page: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await withTimeout(page())).default });
}
