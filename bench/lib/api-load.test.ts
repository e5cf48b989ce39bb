import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/server/platform/route';
import { RESULT } from '../../src/shared/result-codes';
import { answerOk, envelopeOk, PHONE_ACCEPT_ENCODING } from './api-load';

/** An answer as the server writes it (JSON.stringify of platform/route.ts's envelope). */
const answer = (resultCode: string, data: object = {}) =>
  JSON.stringify(envelope('bench-1', resultCode, resultCode === RESULT.OK ? '成功' : '系统繁忙', data));

describe("the load's check of each answer", () => {
  it('takes a success envelope, whatever follows its common part', () => {
    expect(envelopeOk(answer(RESULT.OK))).toBe(true);
    const sites = Array.from({ length: 20 }, (_, i) => ({ siteId: `S${i}`, name: '网点', typeNames: ['理赔网点'] }));
    expect(envelopeOk(answer(RESULT.OK, { siteInfoList: sites, total: 20 }))).toBe(true);
  });

  it('refuses a failure, even when a text further on reads like a success', () => {
    const lookalike = { note: '"body":{"common":{"resultCode":"1"}}' };
    expect(envelopeOk(answer(RESULT.SYSTEM_ERROR, lookalike))).toBe(false);
    expect(envelopeOk(answer(RESULT.SYSTEM_ERROR))).toBe(false);
  });

  it('refuses what is not an envelope', () => {
    for (const body of [
      '',
      '{"ok":true}',
      '<html>502 Bad Gateway</html>',
      '{"head":{},"body":{"common":{"resultCode":',
    ])
      expect(envelopeOk(body), body).toBe(false);
  });
});

describe('an answer compressed for the phone the load stands for', () => {
  const target = { ok: envelopeOk };

  it('counts by its status and its encoding, since its body cannot be read as text', () => {
    expect(answerOk(target, 200, '\u0000garbled\ufffd', 'br')).toBe(true);
    expect(answerOk(target, 200, '\u0000garbled\ufffd', 'gzip')).toBe(true);
    expect(answerOk(target, 500, '\u0000garbled\ufffd', 'br')).toBe(false);
    // An encoding the phone never asked for is the server's mistake.
    expect(answerOk(target, 200, '\u0000garbled\ufffd', 'compress')).toBe(false);
  });

  it('still reads an answer that came as text, as every error envelope does (under 1 kB)', () => {
    expect(Buffer.byteLength(answer(RESULT.SYSTEM_ERROR))).toBeLessThan(1024);
    expect(answerOk(target, 200, answer(RESULT.SYSTEM_ERROR), undefined)).toBe(false);
    expect(answerOk(target, 200, answer(RESULT.SYSTEM_ERROR), 'identity')).toBe(false);
    expect(answerOk(target, 200, answer(RESULT.OK), undefined)).toBe(true);
  });

  it('asks for what a phone asks for', () => {
    expect(PHONE_ACCEPT_ENCODING.split(', ')).toEqual(expect.arrayContaining(['gzip', 'br']));
  });
});
