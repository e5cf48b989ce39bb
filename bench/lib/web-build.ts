import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A production build of the web app with a Vite manifest, into a fresh temp
 * folder so it never disturbs dist/web (which a running server may be serving).
 */
export async function buildWithManifest(outDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'))): Promise<string> {
  const { build } = await import('vite');
  await build({
    configFile: join(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}
