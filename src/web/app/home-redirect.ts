import { APP_BASE_PATH } from '../../shared/constants';

/**
 * Spec section 2: the site root opened with an empty hash goes to /home/. The
 * server redirects `/` too; this covers a proxy that serves index.html at `/`.
 * Only in a production build: the dev server serves the app where it likes.
 */
export function baseRedirectTarget(location: Pick<Location, 'pathname' | 'hash' | 'search'>, production: boolean) {
  if (!production || location.pathname !== '/' || location.hash !== '') return null;
  return `${APP_BASE_PATH}${location.search}`;
}

/** Sends the browser on and says so, so start-up can stop there. */
export function redirectToBaseIfNeeded(): boolean {
  const target = baseRedirectTarget(window.location, import.meta.env.PROD);
  if (target) window.location.replace(target);
  return target !== null;
}
