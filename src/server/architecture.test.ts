import { readdirSync, readFileSync, statSync } from 'node:fs';
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
