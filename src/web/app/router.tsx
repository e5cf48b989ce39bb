import { createHashRouter, type RouteObject } from 'react-router-dom';
import { AppFallback } from './AppFallback';
import { Layout } from './Layout';
import { lazyPage } from './lazy-page';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-types';
import { findRoute, ROUTES } from './routes';

function toRouteObject(path: string, route = findRoute(path)): RouteObject {
  if (!route) throw new Error(`no route ${path}`);
  const handle: RouteHandle = { route };
  return { path, handle, lazy: lazyPage(route.page), errorElement: <RouteError /> };
}

/**
 * The router, built from the route table. The layout is a pathless parent so
 * the shell (guard, scroll, title, keep-alive, analytics) wraps every page.
 * Any path the table lacks gets the 404 page, at its own address. Created on
 * start, not on import: the hash history writes `#/` into an empty hash, which
 * the root redirect must see first.
 */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <Layout />,
      HydrateFallback: AppFallback,
      children: [...ROUTES.map((route) => toRouteObject(route.path)), toRouteObject('*', findRoute('/404'))],
    },
  ]);
}
