import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import boundaries of ARCHITECTURE.md, checked on every test run:
// shared imports nothing of server or web; a domain imports no other domain.
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1])
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => normalize(join(dirname(file), spec)));
}

const violations = (files: string[], forbidden: (target: string, file: string) => boolean) =>
  files.flatMap((file) =>
    relativeImports(file)
      .filter((target) => forbidden(target, file))
      .map((target) => `${file} → ${relative('.', target)}`),
  );

describe('import boundaries', () => {
  it('shared imports nothing of server or web', () => {
    const found = violations(sourceFiles('src/shared'), (t) => t.startsWith('src/server') || t.startsWith('src/web'));
    expect(found).toEqual([]);
  });

  it('the web app imports nothing of the server', () => {
    expect(violations(sourceFiles('src/web'), (t) => t.startsWith('src/server'))).toEqual([]);
  });

  for (const layer of ['src/server/domains', 'src/web/features']) {
    it(`no domain in ${layer} reaches into another`, () => {
      let domains: string[] = [];
      try {
        domains = readdirSync(layer).filter((name) => statSync(join(layer, name)).isDirectory());
      } catch {
        return; // the layer has no domains yet
      }
      const found = domains.flatMap((domain) => {
        const root = join(layer, domain);
        return violations(
          sourceFiles(root),
          (t) => t.startsWith(`${layer}/`) && !t.startsWith(`${root}/`) && t !== root,
        );
      });
      expect(found).toEqual([]);
    });
  }
});

// Packages the server loads on first use (issue 9): they cost start-up time and
// megabytes of every server's heap, marked again by each full collection,
// though a server uses PGlite or PostgreSQL, never both, and many never draw
// a PDF (db/client.ts, platform/pdf-document.ts). Only `import type` and
// `import()` may name them in anything main.ts reaches, even through an
// `import()` of a local module: the compiled server is one bundle, which
// inlines that module and lifts its static imports to the top, so they load
// at start-up after all. That is how pdfkit and qrcode came back into
// start-up once the server was bundled.
const LOADED_ON_FIRST_USE = [
  'pdfkit',
  'qrcode',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'pg',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;

/** The packages of LOADED_ON_FIRST_USE that a source text imports statically (as values). */
function staticallyLoaded(text: string): string[] {
  return [...text.matchAll(STATIC_IMPORT)].map((m) => m[1] as string).filter((p) => LOADED_ON_FIRST_USE.includes(p));
}

describe('packages loaded on first use', () => {
  it('tells a static import from a type import and a dynamic one', () => {
    expect(staticallyLoaded("import PDFDocument from 'pdfkit';")).toEqual(['pdfkit']);
    expect(staticallyLoaded("import { PGlite, type PGliteOptions } from '@electric-sql/pglite';")).toEqual([
      '@electric-sql/pglite',
    ]);
    expect(staticallyLoaded("import {\n  drizzle,\n} from 'drizzle-orm/pglite';")).toEqual(['drizzle-orm/pglite']);
    expect(staticallyLoaded("export { default } from 'pg';")).toEqual(['pg']);
    expect(staticallyLoaded("import type PDFDocument from 'pdfkit';")).toEqual([]);
    expect(staticallyLoaded("const m = await import('pdfkit');")).toEqual([]);
    expect(staticallyLoaded("import QRCode from 'qrcode';")).toEqual(['qrcode']);
    expect(staticallyLoaded("import Fastify from 'fastify';")).toEqual([]);
  });

  it('nothing the server loads at start-up imports them statically', () => {
    // Every source file main.ts reaches through relative imports (test helpers are not among them).
    const resolve = (path: string) =>
      [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const target of relativeImports(file)) {
        const found = resolve(target.replace(/\.js$/, ''));
        if (found) visit(found);
      }
    };
    visit('src/server/main.ts');
    expect(reached.has('src/server/db/client.ts')).toBe(true);
    const found = [...reached].flatMap((file) =>
      staticallyLoaded(readFileSync(file, 'utf8')).map((pkg) => `${file} → ${pkg}`),
    );
    expect(found).toEqual([]);
  });
});
