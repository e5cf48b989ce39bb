import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api';
import * as platformContract from '../../shared/api/platform';
import * as serviceContract from '../../shared/api/service';
import { browserModule } from './contract-for-browser';

const CONTRACT = new URL('../../shared/api/', import.meta.url).pathname;

/** The browser module for one contract file, imported as the browser would run it. */
async function asBrowser(exports: Record<string, unknown>, file: string) {
  const source = browserModule(exports, `${CONTRACT}${file}`);
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe('the contract as the browser build sees it', () => {
  it('keeps every field the API client reads and nothing else of an endpoint', () => {
    // A new endpoint option must be added to WIRE_FIELDS, or the browser would silently lose it.
    const known = new Set([
      'path',
      'method',
      'silent',
      'responseType',
      'sessionFree',
      'requestCode',
      'requestType',
      'queryFromBody',
      'summary',
      'request',
      'response',
    ]);
    const unknown = allEndpoints().flatMap(({ endpoint }) => Object.keys(endpoint).filter((k) => !known.has(k)));
    expect(unknown).toEqual([]);
  });

  it('turns endpoints into plain data with the same wire fields', async () => {
    const browser = await asBrowser(platformContract, 'platform.ts');
    const real = platformContract.getSMSCode;
    const wire = browser.getSMSCode as Record<string, unknown>;
    expect(wire).toMatchObject({
      path: real.path,
      method: real.method,
      silent: real.silent,
      sessionFree: real.sessionFree,
    });
    expect(wire.responseType).toBe(real.responseType);
    expect('summary' in wire).toBe(false);
  });

  it('makes a schema on an endpoint fail loudly, naming the import to use', async () => {
    const browser = await asBrowser(platformContract, 'platform.ts');
    const wire = browser.uuid as { request: unknown };
    expect(() => wire.request).toThrow('@schemas/platform');
  });

  it('leaves schemas out and keeps constants, regular expressions and the domain object', async () => {
    const browser = await asBrowser(serviceContract, 'service.ts');
    expect(browser.chatMessage).toBeUndefined();
    expect(browser.signid).toBeUndefined();
    expect(browser.UPLOAD_TYPES).toEqual(serviceContract.UPLOAD_TYPES);
    expect(browser.MESSAGE_MAX).toBe(serviceContract.MESSAGE_MAX);
    const group = browser.service as Record<string, unknown>;
    expect(Object.keys(group)).toEqual(Object.keys(serviceContract.service));
    // One object, whichever way a page imports it.
    expect(group.userFile).toBe(browser.userFile);
  });

  it('spells out every contract file', async () => {
    const files = import.meta.glob('../../shared/api/*.ts');
    for (const path of Object.keys(files)) {
      const name = path.split('/').pop() as string;
      if (name === 'endpoint.ts' || name === 'index.ts' || name.endsWith('.test.ts')) continue;
      const real = (await files[path]()) as Record<string, unknown>;
      const browser = await asBrowser(real, name);
      for (const [key, value] of Object.entries(real)) {
        if (value && typeof value === 'object' && 'path' in value && 'request' in value)
          expect((browser[key] as { path: string }).path, `${name} ${key}`).toBe((value as { path: string }).path);
      }
    }
  });
});
