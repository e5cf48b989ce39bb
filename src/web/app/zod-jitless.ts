/**
 * `zod` as the browser build sees it (vite.config.ts aliases the bare import
 * here). Zod compiles fast object parsers with `new Function`, probing whether
 * eval is allowed when each object schema is defined. Our CSP forbids eval, and
 * Chromium reports even the caught probe as a violation, so the config must be
 * set before the first schema exists: this module runs before any importer.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
