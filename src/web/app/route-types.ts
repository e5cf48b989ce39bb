import type { ComponentType } from 'react';

/** One entry of the route table: everything the shell needs to know about a page. */
export interface AppRoute {
  /** Hash path, e.g. `/policy-query` (the URL is `/home/#/policy-query`). */
  path: `/${string}`;
  /** The page module, imported on first visit so each route is its own chunk. */
  page: () => Promise<{ default: ComponentType }>;
  /** Document title, and the heading of the page header. */
  title: string;
  keywords?: string;
  description?: string;
  /** Keep the page mounted (hidden) while another route shows, so it returns as it was left. */
  keepAlive?: boolean;
  /** Enter only when the stored loginStates is "1" (spec section 2). */
  requireAuth?: boolean;
  /**
   * A page where visits land (links, QR codes, the insurer's app menu): its first
   * screen is rendered into index.html at build time and painted before the
   * scripts arrive (build/prerender.ts, issue 9). Only for public pages whose
   * first render needs nothing from the browser or the server.
   */
  prerender?: boolean;
}
