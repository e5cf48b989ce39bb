import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded bytes go. The default is a local folder; several instances
 * need a shared one (a mounted volume) or an object store behind this same
 * interface. Keys are made by the server (never from a file name), so no
 * upload can choose its own path.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
}

const SAFE_KEY = /^[A-Za-z0-9]{1,64}$/;

export function createLocalStorage(dir: string): FileStorage {
  return {
    async put(key, data) {
      if (!SAFE_KEY.test(key)) throw new Error('unsafe storage key');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(join(dir, key), data, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        return await readFile(join(dir, key));
      } catch {
        return undefined;
      }
    },
  };
}
