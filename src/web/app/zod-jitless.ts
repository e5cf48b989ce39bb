/**
 * `zod` as the browser build sees it (vite.config.ts aliases the bare import
 * here). Zod compiles fast object parsers with `new Function`, probing whether
 * eval is allowed when each object schema is defined. Our CSP forbids eval, and
 * Chromium reports even the caught probe as a violation, so the config must be
 * set before the first schema exists: this module runs before any importer.
 * A form checked with a contract schema reads the server's words for a field
 * that declares none (shared/wire-errors.ts), not zod's English.
 */
import * as z from 'zod/v4';
import { wireErrorMessage } from '../../shared/wire-errors';

z.config({ jitless: true, customError: wireErrorMessage });

export * from 'zod/v4';
export { z, z as default };
