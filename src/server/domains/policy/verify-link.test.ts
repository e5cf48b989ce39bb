import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../../../shared/api/policy';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The e-policy's QR code leads to /policy-query-wdf?policyNo=…&sign=…. The sign
 * says the link came from one of our e-policies; the server checks it before
 * the page calls the number "the policy you scanned".
 */
let t: TestApp;
let link: URL;
beforeAll(async () => {
  t = await startTestApp();
  // The demo list gives the link a tester opens, signed as the e-policy's QR code is.
  const demo = (await t.app.inject({ method: 'GET', url: '/dev/demo' })).json() as {
    domains: Array<{ title: string; records: Record<string, { verifyLink?: string } | null> }>;
  };
  const records = demo.domains.find((d) => d.title === '保单查询与电子保单')?.records ?? {};
  const verifyLink = records.carByPlate?.verifyLink;
  if (!verifyLink) throw new Error('the policy demo lists no verification link');
  // Relative to the portal's host, with the hash route read as a path.
  link = new URL(verifyLink.replace('/#/', '/'), 'http://portal.test');
}, 180_000);
afterAll(() => t?.close());

const params = () => Object.fromEntries(link.searchParams) as { policyNo: string; sign: string };

describe('the QR link of an e-policy', () => {
  it('is signed: the demo link passes and names its policy', async () => {
    expect(link.pathname).toBe('/home/policy-query-wdf');
    const res = await t.call(policy.checkVerifyLink, params());
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.policyNo).toBe(params().policyNo);
  });

  it('refuses a wrong sign, or a sign of another policy, with a Chinese message', async () => {
    const { policyNo, sign } = params();
    const flipped = `${sign.slice(0, -1)}${sign.endsWith('0') ? '1' : '0'}`;
    for (const body of [
      { policyNo, sign: flipped },
      { policyNo: `${policyNo.slice(0, -1)}${policyNo.endsWith('1') ? '2' : '1'}`, sign },
    ]) {
      const res = await t.call(policy.checkVerifyLink, body);
      expect(res.status).toBe(200);
      expect(res.code).toBe(RESULT.REFUSED);
      expect(res.message).toMatch(/二维码校验未通过/);
    }
  });

  it.each([
    ['missing', {}, '二维码链接不完整'],
    ['empty', { sign: '' }, '二维码链接不完整'],
    ['not a sign at all', { sign: '<script>' }, '二维码校验未通过'],
    ['far too long', { sign: 'a'.repeat(5000) }, '二维码校验未通过'],
    ['of the wrong type', { sign: 12345 }, '二维码链接不完整'],
  ])('answers a sign that is %s with a Chinese message, never a 500', async (_case, sign, message) => {
    const res = await t.call(policy.checkVerifyLink, { policyNo: params().policyNo, ...sign } as never);
    expect(res.status).toBe(200);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toContain(message);
  });
});
