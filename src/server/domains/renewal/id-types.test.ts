/**
 * The renewal query by any ID type (API): a company renews its car by its
 * unified social credit code, a number of the wrong shape for its type is
 * refused in Chinese, and a request without a type keeps the resident ID's rule.
 */
import { describe, expect, it } from 'vitest';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { companyCarRenewal } from './seed';
import { inWindow, renewalTestApp } from './test-kit';

const kit = renewalTestApp();
const [compulsory, commercial] = companyCarRenewal();
const code = commercial.insuredIdNumber;
const plate = commercial.licenseNo as string;
/** The code with its check character changed: the shape of a credit code, not a right one. */
const wrongCode = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');

describe('the renewal query by ID type', () => {
  it('a company renews its car by its unified social credit code, typed in groups and lower case', async () => {
    const typed = `${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`;
    const who = { uuid: await kit.t.newSession('10.31.0.1'), address: '10.31.0.1' };
    const res = await kit.t.call(
      renewal.queryRenewal,
      { licenseNo: plate, identifyType: '31', identifyNumber: typed },
      who,
    );
    expect(res.code, res.message).toBe(RESULT.OK);
    expect(res.data.state).toBe('open');
    expect((res.data.parts as Array<{ policyNo: string }>).map((p) => p.policyNo).sort()).toEqual(
      [commercial.policyNo, compulsory.policyNo].sort(),
    );
    const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: commercial.policyNo }, who);
    expect(created.code, created.message).toBe(RESULT.OK);
    expect(created.data.sumPremium).toBe(res.data.sumPremium);
  });

  it('finds the company car by its policy number and the code too', async () => {
    const who = { uuid: await kit.t.newSession('10.31.0.2'), address: '10.31.0.2' };
    const res = await kit.t.call(
      renewal.queryRenewal,
      { policyNo: compulsory.policyNo, identifyType: '31', identifyNumber: code },
      who,
    );
    expect(res.code, res.message).toBe(RESULT.OK);
    expect((res.data.parts as unknown[]).length).toBe(2);
  });

  it.each([
    [
      'a credit code one check character off',
      { identifyType: '31', identifyNumber: wrongCode },
      '请输入正确的统一社会信用代码',
    ],
    ['an empty credit code', { identifyType: '31', identifyNumber: '' }, '请输入统一社会信用代码'],
    [
      'a resident ID number given as a credit code',
      { identifyType: '31', identifyNumber: '640302198303153798' },
      '请输入正确的统一社会信用代码',
    ],
    ['a passport number of one letter', { identifyType: '03', identifyNumber: 'E' }, '请输入正确的护照号码'],
    ['an unknown type', { identifyType: 'XX', identifyNumber: code }, '请选择证件类型'],
    // No type: the resident ID's rule and words, as before the picker.
    ['a credit code sent without a type', { identifyNumber: code }, '请输入正确的身份证号码'],
  ])('refuses %s with a Chinese message', async (_why, id, message) => {
    const res = await kit.t.call(renewal.queryRenewal, { licenseNo: plate, ...id } as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('a resident ID without a type, or with 01, finds a person’s car as before', async () => {
    const car = inWindow[1];
    const body = { licenseNo: car.vehicle?.licenseNo as string, identifyNumber: car.insured.identifyNumber };
    const who = { uuid: await kit.t.newSession('10.31.0.3'), address: '10.31.0.3' };
    expect((await kit.t.call(renewal.queryRenewal, body, who)).code).toBe(RESULT.OK);
    expect((await kit.t.call(renewal.queryRenewal, { ...body, identifyType: '01' }, who)).code).toBe(RESULT.OK);
  });
});
