import { createHashHistory } from './router/history';
import { createRouter } from './router/router';
import { findRoute } from './routes';

const NOT_FOUND = findRoute('/404');

/**
 * The portal's router over the route table. Any path the table lacks gets the
 * 404 page, at its own address. Created on start, not on import: the hash
 * history writes `#/` into an empty hash, which the root redirect must see first.
 */
export function createAppRouter() {
  if (!NOT_FOUND) throw new Error('the route table has no /404');
  return createRouter(createHashHistory(window), (pathname) => findRoute(pathname) ?? NOT_FOUND);
}
