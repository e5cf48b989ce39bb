import type { AppRoute } from './route-types';

/** The stored login flag that lets a requireAuth route open (spec section 2). */
export const LOGGED_IN = '1';

/** True when the route may be entered with this login state. */
export function canEnter(route: Pick<AppRoute, 'requireAuth'> | undefined, loginStates: string): boolean {
  return !route?.requireAuth || loginStates === LOGGED_IN;
}

/**
 * The guard as the router uses it: a refused navigation is logged (the one
 * console message the app writes) and does not happen.
 */
export function guardEntry(route: AppRoute | undefined, loginStates: string, log: Pick<Console, 'warn'> = console) {
  const allowed = canEnter(route, loginStates);
  if (!allowed && route) log.warn(`[requireAuth] 未登录，已阻止进入 ${route.path}`);
  return allowed;
}
