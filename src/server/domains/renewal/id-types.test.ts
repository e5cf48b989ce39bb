/**
 * The renewal query by any ID type (API): a company renews its car by its
 * unified social credit code, a number of the wrong shape for its type is
 * refused in Chinese, and a request without a type keeps the resident ID's rule.
 * The order keeps the type the customer chose, not the number's guess.
 */
import { describe, expect, it } from 'vitest';
import { renewal } from '../../../shared/api/renewal';
import { RESULT } from '../../../shared/result-codes';
import { vinCheckChar } from '../../../shared/rules';
import type { PolicyToIssue } from '../../platform/ports';
import { renewalPolicy } from './schema';
import { companyCarRenewal, passportCarRenewal } from './seed';
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
    // Masked as a company (its region and legal form shown), not as a person's name (北*********).
    expect(res.data.insuredName).toBe('北京******有限公司');
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

describe('the renewal order keeps the ID type the customer chose', () => {
  /** The policies the paid order issues, as the policy system is asked for them. */
  function issuedPolicies() {
    const issued: PolicyToIssue[] = [];
    kit.t.deps.ports.policyIssuer = {
      issue: async (p) => {
        issued.push(p);
        return { policyNo: p.policyNo };
      },
    };
    return issued;
  }
  const vinBody = 'LSVHK2180P2183645';
  /**
   * A Hong Kong SAR passport holder's car (not a demo car), the number H + 8 digits: the shape of a
   * 港澳通行证 (10) too, which is what the number alone was read as.
   */
  const hongKongPassportCar = passportCarRenewal().map((p) => ({
    ...p,
    policyNo: p.policyNo.replace('93000000', '93100000'),
    licenseNo: '粤B8H521',
    vin: `${vinBody.slice(0, 8)}${vinCheckChar(vinBody)}${vinBody.slice(9)}`,
    applicantName: 'CHAN TAI MAN',
    applicantIdNumber: 'H12345678',
    insuredName: 'CHAN TAI MAN',
    insuredIdNumber: 'H12345678',
  }));

  it.each([
    ['a foreign passport', passportCarRenewal(), '21', 'SBXIDTYPE21'],
    ['a passport whose number has a pass’s shape', hongKongPassportCar, '03', 'SBXIDTYPE03'],
  ])('%s stays what the customer chose, on the order’s policies', async (_why, car, identifyType, txn) => {
    if (car === hongKongPassportCar) await kit.t.database.db.insert(renewalPolicy).values(car);
    const quote = await kit.t.call(renewal.queryRenewal, {
      licenseNo: car[0].licenseNo as string,
      identifyType,
      identifyNumber: car[0].insuredIdNumber,
    });
    expect(quote.code, quote.message).toBe(RESULT.OK);
    const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: car[1].policyNo, identifyType });
    expect(created.code, created.message).toBe(RESULT.OK);
    const issued = issuedPolicies();
    expect(await kit.pay(created.data.orderId as string, txn)).toBe('success');
    expect(issued).toHaveLength(2);
    for (const p of issued) {
      expect(p.insured.identifyType, p.riskCode).toBe(identifyType);
      // The applicant is the insured (the same number): the same document.
      expect(p.applicant.identifyType, p.riskCode).toBe(identifyType);
    }
  });

  it('refuses a type the insured’s number on record does not fit, in Chinese', async () => {
    const [, commercialPart] = companyCarRenewal();
    const who = { uuid: await kit.t.newSession('10.32.1.1'), address: '10.32.1.1' };
    await kit.t.call(renewal.queryRenewal, { licenseNo: plate, identifyType: '31', identifyNumber: code }, who);
    const wrong = await kit.t.call(
      renewal.createRenewalOrder,
      { policyNo: commercialPart.policyNo, identifyType: '01' },
      who,
    );
    expect(wrong.code).toBe(RESULT.INVALID_INPUT);
    expect(wrong.message).toBe('证件类型与被保险人证件号码不符，请重新查询');
    const unknown = await kit.t.call(
      renewal.createRenewalOrder,
      { policyNo: commercialPart.policyNo, identifyType: 'XX' } as never,
      who,
    );
    expect(unknown.code).toBe(RESULT.INVALID_INPUT);
    expect(unknown.message).toBe('请选择证件类型');
  });

  it('an order asked for without a type (a page from before) takes the number’s own, as before', async () => {
    await kit.t.call(renewal.queryRenewal, { licenseNo: plate, identifyType: '31', identifyNumber: code });
    const created = await kit.t.call(renewal.createRenewalOrder, { policyNo: compulsory.policyNo });
    expect(created.code, created.message).toBe(RESULT.OK);
    const issued = issuedPolicies();
    expect(await kit.pay(created.data.orderId as string, 'SBXIDTYPENONE')).toBe('success');
    expect(issued.map((p) => p.insured.identifyType)).toEqual(['31', '31']);
  });
});
