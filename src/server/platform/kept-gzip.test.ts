import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipWithKeptTail } from './kept-gzip';

const tail = [Buffer.from('"list":[{"name":"北京市东城区服务网点","n":1}],"total":1'), Buffer.from('}}')];
const whole = (opening: Buffer) => Buffer.concat([opening, ...tail]);

describe('gzipWithKeptTail', () => {
  it.each([
    ['an empty opening', ''],
    ['an envelope opening', '{"head":{"requestId":"a1"},"body":{"common":{"resultCode":"0000","resultMsg":"成功"},'],
    ['an opening of one full stored block', 'x'.repeat(0xffff)],
  ])('gives a gzip member that a strict decoder reads back byte for byte: %s', (_, text) => {
    const opening = Buffer.from(text);
    // gunzipSync checks the trailer's CRC-32 and length, so a wrong one throws.
    expect(gunzipSync(gzipWithKeptTail({}, opening, tail) as Buffer)).toEqual(whole(opening));
  });

  it('deflates the kept part once per key: a new key is a new part', () => {
    const key = {};
    const opening = Buffer.from('{"a":1,');
    const first = gzipWithKeptTail(key, opening, tail) as Buffer;
    // Same key, other bytes: the deflated part kept for the key is sent (the caller's promise is that it is the same).
    const changed = [Buffer.from('"other":2'), Buffer.from('}}')];
    const again = gzipWithKeptTail(key, opening, changed) as Buffer;
    expect(again.subarray(0, again.length - 8)).toEqual(first.subarray(0, first.length - 8));
    expect(gunzipSync(gzipWithKeptTail({}, opening, changed) as Buffer).toString()).toBe('{"a":1,"other":2}}');
  });

  it('puts a different opening before the same part for each request', () => {
    const key = {};
    for (const id of ['r1', 'r2', '编号-3']) {
      const opening = Buffer.from(`{"head":{"requestId":"${id}"},`);
      expect(gunzipSync(gzipWithKeptTail(key, opening, tail) as Buffer)).toEqual(whole(opening));
    }
  });

  it('declines an opening longer than one stored block', () => {
    expect(gzipWithKeptTail({}, Buffer.alloc(0x10000, 'x'), tail)).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br', false],
    ['gzip;q=0, br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
