import { describe, expect, it } from 'vitest';
import { readAppParams } from './app-params';

describe('readAppParams', () => {
  it('reads the real query string', () => {
    expect(readAppParams('?channelNo=1&entryId=abc-1', '#/')).toEqual({ channelNo: '1', entryId: 'abc-1' });
  });

  it("reads the hash's query and lets it win", () => {
    expect(readAppParams('?from=gwcx&channelNo=2', '#/policy-query?channelNo=4&msappFlag=1')).toEqual({
      from: 'gwcx',
      channelNo: '4',
      msappFlag: '1',
    });
  });

  it('pads six-digit city codes and ignores malformed values', () => {
    expect(readAppParams('?cityCode=310100&channelNo=abc&from=<script>', '')).toEqual({ cityCode: '31010000' });
    expect(readAppParams('', '#/?cityCode=1234')).toEqual({});
  });

  it('returns nothing when there are no parameters', () => {
    expect(readAppParams('', '')).toEqual({});
  });
});
