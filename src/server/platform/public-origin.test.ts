import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { PRODUCTION_ENV } from '../testing/production-env';
import { publicOrigin } from './public-origin';

const request = { protocol: 'http' as const, host: 'phish.example:8080' };

describe('the origin of links the server makes', () => {
  it('is PUBLIC_ORIGIN when set, whatever host the request names', () => {
    const config = readConfig({ PUBLIC_ORIGIN: 'https://m.example.com/some/path' });
    expect(config.PUBLIC_ORIGIN).toBe('https://m.example.com');
    expect(publicOrigin(config, request)).toBe('https://m.example.com');
  });

  it("is the request's own outside production when unset", () => {
    expect(publicOrigin(readConfig({}), request)).toBe('http://phish.example:8080');
  });

  it('must be set in production, and be a web address', () => {
    const { PUBLIC_ORIGIN: _, ...withoutOrigin } = PRODUCTION_ENV;
    expect(() => readConfig(withoutOrigin)).toThrow(/PUBLIC_ORIGIN: 生产环境必须设置/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'ftp://m.example.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(readConfig(PRODUCTION_ENV).PUBLIC_ORIGIN).toBe('https://m.example.com');
  });
});
