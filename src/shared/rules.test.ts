import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCard,
  isCarPolicyNo,
  isEmail,
  isIdentify,
  isInvoiceAfterSix,
  isInvoiceCode,
  isInvoiceNo,
  isLicense,
  isMobile,
  isName,
  isOtherPolicyNo,
  isSixFrame,
  isSmsValidCode,
  isVerificationCode,
  isVisaserialNo,
} from './rules';
import { field } from './rules/fields';

/** The fifteen named rules of spec section 5, with one valid and one invalid sample each. */
const NAMED: Array<[name: string, rule: (value: string) => boolean, valid: string, invalid: string]> = [
  ['isLicense', isLicense, '京A12345', '京I12345'],
  ['isIdentify', isIdentify, '34052419800101001X', '11010519490231002X'],
  ['isCarPolicyNo', isCarPolicyNo, 'PDZA202411010000000001', 'PDZA2024110100000000'],
  ['isOtherPolicyNo', isOtherPolicyNo, 'PEAC202411000000000001', 'PEAC2024'],
  ['isVisaserialNo', isVisaserialNo, 'A1234567', 'A12'],
  ['isName', isName, '张三', '张'],
  ['isMobile', isMobile, '13800138000', '23800138000'],
  ['isEmail', isEmail, 'kefu@example.cn', 'kefu@example'],
  ['isInvoiceNo', isInvoiceNo, '12345678', '1234567'],
  ['isInvoiceCode', isInvoiceCode, '011001900111', '011001900'],
  ['isInvoiceAfterSix', isInvoiceAfterSix, '654321', '65432'],
  ['isSixFrame', isSixFrame, '042788', '04278O'],
  ['isVerificationCode', isVerificationCode, 'Ab12', 'Ab1'],
  ['isSmsValidCode', isSmsValidCode, '000123', '00012'],
  ['isCard', isCard, '6222021234567890123', '62220212345678'],
];

describe('the rules module', () => {
  it.each(NAMED)('exports %s as (value: string) => boolean', (_name, rule, valid, invalid) => {
    expect(typeof rule).toBe('function');
    expect(rule(valid)).toBe(true);
    expect(rule(invalid)).toBe(false);
  });

  it('no rule throws on any string', () => {
    const all = NAMED.map(([, rule]) => rule);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) =>
        all.every((rule) => typeof rule(s) === 'boolean'),
      ),
    );
  });

  it('exports the field schemas the contract imports', () => {
    expect(Object.keys(field).sort()).toEqual(
      [
        'mobile',
        'identifyNumber',
        'smsCode',
        'imageCode',
        'email',
        'name',
        'licenseNo',
        'carPolicyNo',
        'otherPolicyNo',
        'partyName',
        'policyNo',
        'visaserialNo',
        'invoiceNo',
        'invoiceCode',
        'invoiceAfterSix',
        'sixFrame',
        'vin',
        'card',
      ].sort(),
    );
  });
});
