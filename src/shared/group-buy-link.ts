import { APP_BASE_PATH } from './constants';

/** A group-buy link's number (8 random base62 characters today; up to 16 accepted). */
export const GROUP_BY_NO = /^[0-9A-Za-z]{6,16}$/;

/**
 * The short link's path: `<origin>/g/<number>` is what a staff member's QR code
 * carries and what the link mail sends, kept short for print. The server
 * redirects it to the sign-up page; the portal's own scanner opens that page.
 */
export const SHORT_LINK_PREFIX = '/g/';

/** The sign-up route a link leads to, with its promoter attributed (`tg`). */
export const signUpRoute = (groupByNo: string) => `/enter-online?tg=${groupByNo}`;

/** The same, as the address the server redirects a short link to. */
export const signUpPath = (groupByNo: string) => `${APP_BASE_PATH}#${signUpRoute(groupByNo)}`;
