import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../shared/api/endpoint';
import { checkString } from '../../shared/check-string';
import { buildRequest, commonOf, dataOf } from './request';

const ctx = { uuid: 'abcdef0123456789abcdef0123456789', token: 't', channelNo: '2', requestId: 'r1' };
const post = endpoint({
  path: '/kej/x/api/post',
  summary: 'x',
  requestCode: 'RC',
  requestType: 'RT',
  request: z.object({ a: z.string() }),
  response: z.object({}),
});

describe('buildRequest', () => {
  it('wraps the body with a head whose check matches the body sent', async () => {
    const { url, init } = await buildRequest(post, { a: '中文' }, ctx);
    expect(url).toBe('/kej/x/api/post');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const sent = JSON.parse(init.body as string);
    expect(sent.body).toEqual({ a: '中文' });
    expect(sent.head).toEqual({
      uuid: ctx.uuid,
      token: 't',
      channelNo: '2',
      requestId: 'r1',
      requestCode: 'RC',
      requestType: 'RT',
      check: checkString({ a: '中文' }, ctx.uuid),
    });
    // The server hashes the body it parsed: the same serialisation must come out.
    expect(checkString(sent.body, ctx.uuid)).toBe(sent.head.check);
  });

  it('puts queryFromBody keys in the query string of a POST', async () => {
    const codes = endpoint({ ...post, queryFromBody: ['function'], path: '/kej/whome/api/getPrpCodeValuesList' });
    expect((await buildRequest(codes, { function: 'idType' }, ctx)).url).toBe(
      '/kej/whome/api/getPrpCodeValuesList?function=idType',
    );
  });

  it('sends a GET body as query parameters, without a body', async () => {
    const get = endpoint({ ...post, method: 'GET', path: '/kej/waround/api/createImage' });
    const { url, init } = await buildRequest(get, { a: 'x y', uuid: 'u', skip: undefined }, ctx);
    expect(url).toBe('/kej/waround/api/createImage?a=x+y&uuid=u');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
  });
});

describe('commonOf / dataOf', () => {
  it('reads body.common and the data beside it', () => {
    const json = { head: {}, body: { common: { resultCode: '1', resultMsg: '成功' }, uuid: 'u' } };
    expect(commonOf(json)).toEqual({ resultCode: '1', resultMsg: '成功' });
    expect(dataOf(json)).toEqual({ uuid: 'u' });
  });

  it('returns null for anything that is not an envelope', () => {
    expect(commonOf(null)).toBeNull();
    expect(commonOf({ body: {} })).toBeNull();
    expect(commonOf({ body: { common: { resultCode: 1 } } })).toBeNull();
    expect(commonOf('<html>')).toBeNull();
  });
});
