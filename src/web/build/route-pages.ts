import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Which page module each route loads, read from the route table's source: the
 * Vite manifest knows chunks by module file, the route table knows them by
 * path, and the link between the two is the `page: () => import('…')` in each
 * routes file. Parsed with the TypeScript compiler rather than a regex so a
 * `page: chat` that names a shared loader (the customer-service routes) is
 * followed too. The size test checks that every route of the real table was
 * found, so a new way of writing a route cannot slip past silently.
 */
export const WEB_ROOT = join(import.meta.dirname, '..');

function routeFiles(): string[] {
  const files = [join(WEB_ROOT, 'app/routes.ts')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'routes.ts') files.push(path);
    }
  };
  walk(join(WEB_ROOT, 'features'));
  return files;
}

/** The module a relative specifier names, as a manifest key (relative to src/web). */
function resolveModule(fromFile: string, specifier: string): string {
  const base = join(dirname(fromFile), specifier);
  const candidates = [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')];
  if (/\.[jt]sx?$/.test(base)) candidates.unshift(base);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return relative(WEB_ROOT, found);
  throw new Error(`cannot resolve ${specifier} from ${fromFile}`);
}

/** `() => import('x')` → 'x'; anything else → undefined. */
function importedSpecifier(node: ts.Node): string | undefined {
  if (!ts.isArrowFunction(node)) return undefined;
  const body = node.body;
  if (!ts.isCallExpression(body) || body.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [argument] = body.arguments;
  return argument && ts.isStringLiteral(argument) ? argument.text : undefined;
}

/** Route path → page module (manifest key), for every route the source declares. */
export function routePageModules(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of routeFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const loaders = new Map<string, string>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const specifier = importedSpecifier(node.initializer);
        if (specifier) loaders.set(node.name.text, specifier);
      }
      if (ts.isObjectLiteralExpression(node)) {
        let path: string | undefined;
        let specifier: string | undefined;
        for (const property of node.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
          const value = property.initializer;
          if (property.name.text === 'path' && ts.isStringLiteral(value)) path = value.text;
          if (property.name.text === 'page') {
            specifier = ts.isIdentifier(value) ? loaders.get(value.text) : importedSpecifier(value);
          }
        }
        if (path && specifier) pages.set(path, resolveModule(file, specifier));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return pages;
}
