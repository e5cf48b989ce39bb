import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The contract as the browser needs it (a Vite plugin, build and dev server).
 *
 * The web app imports the contract files (`src/shared/api/*.ts`) for an
 * endpoint's path and options and for their constants. Those files also define
 * every request and response schema with zod, and a module that defines
 * schemas brings zod (≈25 kB gzip) onto the critical path of every route,
 * although the browser never parses a response with them: the server is the one
 * that checks what comes in and what goes out (ARCHITECTURE.md, "wire format").
 *
 * So in the browser build each contract file becomes its exports evaluated at
 * build time, as plain data:
 * - an endpoint keeps the fields the API client reads (path, method, silent,
 *   responseType, sessionFree, requestCode, requestType, queryFromBody); its
 *   `request` and `response` throw, naming the import to use instead;
 * - strings, numbers, arrays, plain objects and regular expressions stay as
 *   they are;
 * - schemas and functions are left out, so importing one is a build error
 *   ("… is not exported by src/shared/api/…").
 *
 * The few forms that validate with the contract's own schema load the real
 * module, zod included, from `@schemas/<file>` after the page has shown
 * (ui/form/schema-resolver.ts). Within such a module, imports of other contract
 * files stay real.
 *
 * Unit tests (vitest) and the server import the real files; types always come
 * from the real files.
 */
const CONTRACT_DIR = normalize(join(import.meta.dirname, '../../shared/api'));
/** Files of the folder that hold helpers rather than a contract. */
const NOT_CONTRACT = new Set(['endpoint.ts', 'index.ts']);
const SCHEMAS_PREFIX = '@schemas/';
const SCHEMAS_QUERY = '?schemas';

/** The client's view of an endpoint: everything but the schemas and the docs' summary. */
const WIRE_FIELDS = [
  'path',
  'method',
  'silent',
  'responseType',
  'sessionFree',
  'requestCode',
  'requestType',
  'queryFromBody',
] as const;

const isContractFile = (file: string) =>
  normalize(dirname(file)) === CONTRACT_DIR &&
  file.endsWith('.ts') &&
  !NOT_CONTRACT.has(file.slice(CONTRACT_DIR.length + 1));

const isEndpoint = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'response' in value;

/** A zod schema (zod 4 keeps its internals under `_zod`). */
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** A value that plain JavaScript can spell out: what a browser module may export. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (value instanceof RegExp) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || isSchema(value) || isEndpoint(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(isPlainData);
}

function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value instanceof RegExp) return value.toString();
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${literal(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The source of the browser module for one evaluated contract file. */
export function browserModule(exports: Record<string, unknown>, file: string): string {
  const schemaImport = `${SCHEMAS_PREFIX}${file.slice(CONTRACT_DIR.length + 1, -'.ts'.length)}`;
  const lines = [
    `const noSchema = () => { throw new Error('The browser build leaves schemas out of the contract: import ${schemaImport} for them (src/web/build/contract-for-browser.ts).'); };`,
    'const wire = (fields) => Object.defineProperties(fields, { request: { get: noSchema }, response: { get: noSchema } });',
  ];
  // An endpoint exported on its own and inside its domain's object is one object in the browser too.
  const endpointNames = new Map<unknown, string>();
  const endpointLiteral = (value: Record<string, unknown>) =>
    `wire(${literal(Object.fromEntries(WIRE_FIELDS.filter((f) => value[f] !== undefined).map((f) => [f, value[f]])))})`;
  for (const [name, value] of Object.entries(exports)) {
    if (!isEndpoint(value)) continue;
    endpointNames.set(value, name);
    lines.push(`export const ${name} = ${endpointLiteral(value)};`);
  }
  for (const [name, value] of Object.entries(exports)) {
    if (isEndpoint(value)) continue;
    const isEndpointGroup =
      typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some(isEndpoint);
    if (isEndpointGroup) {
      const members = Object.entries(value as Record<string, unknown>).map(([key, member]) => {
        const ref = endpointNames.get(member);
        if (ref) return `${JSON.stringify(key)}:${ref}`;
        if (isEndpoint(member)) return `${JSON.stringify(key)}:${endpointLiteral(member)}`;
        return `${JSON.stringify(key)}:${literal(member)}`;
      });
      lines.push(`export const ${name} = {${members.join(',')}};`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${name} = ${literal(value)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function contractForBrowser(): Plugin {
  return {
    name: 'portal:contract-for-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // `@schemas/<file>`: the real contract file, marked so that load leaves it alone.
      if (source.startsWith(SCHEMAS_PREFIX))
        return join(CONTRACT_DIR, `${source.slice(SCHEMAS_PREFIX.length)}.ts${SCHEMAS_QUERY}`);
      // A real contract file's own imports of other contract files stay real.
      if (importer?.endsWith(SCHEMAS_QUERY) && source.startsWith('.')) {
        const resolved = await this.resolve(source, importer.slice(0, -SCHEMAS_QUERY.length), options);
        if (resolved && isContractFile(resolved.id)) return `${resolved.id}${SCHEMAS_QUERY}`;
      }
      return null;
    },
    async load(id) {
      if (id.endsWith(SCHEMAS_QUERY)) {
        const file = id.slice(0, -SCHEMAS_QUERY.length);
        this.addWatchFile(file);
        return readFile(file, 'utf8');
      }
      if (!isContractFile(id)) return null;
      // Evaluated fresh each time (tsImport keeps no cache between calls), so the dev server follows edits.
      const exports = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      this.addWatchFile(id);
      return browserModule(exports, id);
    },
  };
}
