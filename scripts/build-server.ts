import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * Compiles a server entry and the repo's own modules into one ESM file (issue 9).
 * Run from TypeScript through tsx, the server kept tsx's loader thread, the
 * transpiled sources and their inline source maps in its process: ~20 MB more
 * resident and a slower start than the same server compiled ahead of time.
 *
 * Packages stay in node_modules (`packages: 'external'`): PGlite loads its
 * WebAssembly and data files next to its own module, and pdfkit its fonts.
 */
export interface ServerBuild {
  /** The TypeScript entry, relative to the repo or absolute. */
  entry: string;
  /** The JavaScript file to write; a source map is written beside it. */
  outfile: string;
}

/**
 * Our modules find files next to their sources (`new URL('./migrations',
 * import.meta.url)`, `createRequire(import.meta.url)`). In one bundle every
 * module's import.meta.url is the bundle's, so each module's own is rewritten
 * to its source file's address, relative to the bundle: the tree can move,
 * bundle and sources together.
 */
function sourceModuleUrls(outfile: string): Plugin {
  return {
    name: 'source-module-urls',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const own = relative(dirname(outfile), args.path);
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(own)}, import.meta.url).href`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

export async function buildServer({ entry, outfile }: ServerBuild): Promise<void> {
  const out = resolve(outfile);
  const result = await build({
    entryPoints: [resolve(entry)],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'external',
    plugins: [sourceModuleUrls(out)],
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(dirname(out), { recursive: true });
  // Written under a temporary name and renamed: a server starting from the same
  // folder at that moment (parallel test runs) reads the old file or the new, never half of one.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}
