import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_TYPES } from '../codes/id-types';
import { makeCreditCode } from './credit-code';
import { idNumberForms, idTypeOfNumber, isIdNumberOfType, normaliseIdNumber, sameIdNumber } from './id-number';
import { makeIdentifyNumber } from './identify';

const cases: Array<[idType: string, valid: string[], invalid: string[]]> = [
  ['01', ['11010519491231002X', '11010519491231002x'], ['11010519490231002X', 'E12345678']],
  ['03', ['E12345678', 'ej1234567', 'G1234'], ['E123', 'E1234-5678', 'E'.repeat(21)]],
  // A number typed in groups is one number: spaces are dropped, as for every ID number.
  ['21', ['X1234567', '123456789ABCDEFGHIJK', 'AB 12345'], ['AB-12345', '']],
  [
    '07',
    // Hong Kong: the Immigration Department's own example A123456(3), and CA182361(1), G123456(A); Macau by shape.
    ['A123456(3)', 'A1234563', 'a123456（3）', 'CA182361(1)', 'G123456(A)', 'G123456A', '1234567(8)', '51234568'],
    ['A12345', '2234567(8)', 'ABC123456', 'A123456(7)', 'A1234567', 'A123456(3', 'CA182361(2)', 'G123456(0)'],
  ],
  [
    '09',
    ['12345678', 'T12345678', '1234567890(B)', '1234567890B', '1234567890(B1)'],
    ['123456', 'ABC12345678', '12345678(B'],
  ],
  [
    '10',
    // The home-return permit, and the mainland residents' permit to Hong Kong and Macau: the card's C + 8 digits,
    // C + a letter (not I or O) + 7 digits once those ran out (2018), the booklet's W + 8 digits.
    ['H12345678', 'M1234567890', 'h12345678', 'C12345678', 'CA1234567', 'cz0000001', 'W12345678'],
    ['H1234567', 'H12345678901', 'C1234567', 'CI1234567', 'CO1234567', 'CAB123456', 'X12345678', 'W1234567'],
  ],
  [
    '16',
    ['USA110070101123', 'usa110070101123', '91101119800101001X', '911011198001010012'],
    ['US1100701011234', '81101119800101001X', 'USA11007010112'],
  ],
  [
    '17',
    [makeIdentifyNumber('81000019800101001'), makeIdentifyNumber('83000019951231002')],
    [makeIdentifyNumber('11010519491231002'), makeIdentifyNumber('81010019800101001'), '810000198001010011'],
  ],
  [
    '31',
    // Real registrations: the GB 32100-2015 example, Xiaomi, Huawei, Tencent.
    ['91350100M000100Y43', '91110108551385082Q', '914403001922038216', '9144030071526726xg'],
    ['91350100M000100Y44', '91110108551385082', '9135010OM000100Y43', '11010519491231002X', ''],
  ],
  ['25', ['H12345678', 'M1234567801', 'h12345678'], ['H1234567', 'C12345678', '12345678']],
  [
    '26',
    ['12345678', '1234567890', '1234567890(B)', '1234567890（B）', '1234567890B'],
    ['1234567', 'AB12345678', '12345678901'],
  ],
  ['02', ['11010519491231002X', '户口簿编号 123'], ['', '   ', 'A\u0000B', 'x'.repeat(51)]],
  // A line break in a pasted number is dropped as a space is; a control character is refused.
  ['99', ['任何证件号码', 'x'.repeat(50), 'line\nbreak'], ['\u200b', 'bell\u0007']],
];

describe('isIdNumberOfType', () => {
  for (const [idType, valid, invalid] of cases) {
    it.each(valid)(`type ${idType} accepts %s`, (value) => {
      expect(isIdNumberOfType(idType, value)).toBe(true);
    });
    it.each(invalid)(`type ${idType} refuses %j`, (value) => {
      expect(isIdNumberOfType(idType, value)).toBe(false);
    });
  }

  it('17 needs a valid check character', () => {
    const permit = makeIdentifyNumber('82000019900615004');
    const wrong = permit.slice(0, 17) + (permit[17] === '0' ? '1' : '0');
    expect(isIdNumberOfType('17', permit)).toBe(true);
    expect(isIdNumberOfType('17', wrong)).toBe(false);
  });

  it('31 needs the right check character, and makeCreditCode gives it', () => {
    const code = makeCreditCode('91110000MA0012345');
    expect(isIdNumberOfType('31', code)).toBe(true);
    for (const other of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      if (other !== code[17]) expect(isIdNumberOfType('31', code.slice(0, 17) + other)).toBe(false);
    }
  });

  it('07 reads a Hong Kong card the same with its check digit in brackets, full-width brackets or none', () => {
    for (const typed of ['A123456(3)', 'A1234563', 'A123456（3）', 'a123456 (3)']) {
      expect(isIdNumberOfType('07', typed), typed).toBe(true);
      expect(normaliseIdNumber(typed), typed).toBe('A1234563');
    }
    // A wrong check digit is wrong however it is written.
    for (const typed of ['A123456(4)', 'A1234564', 'A123456（4）'])
      expect(isIdNumberOfType('07', typed), typed).toBe(false);
  });

  it('never throws, for any listed type and any string', () => {
    const types = ID_TYPES.map((t) => t.code);
    fc.assert(
      fc.property(fc.constantFrom(...types, 'zz'), fc.string({ unit: 'binary' }), (idType, value) => {
        return typeof isIdNumberOfType(idType, value) === 'boolean';
      }),
    );
  });
});

describe('idTypeOfNumber: the type of a number recorded without one', () => {
  it.each([
    ['a resident ID', makeIdentifyNumber('11010119900307001'), '01'],
    ['a residence permit, though it also passes the resident ID rule', makeIdentifyNumber('82000019900615004'), '17'],
    ['a unified social credit code, though it also has a passport’s shape', makeCreditCode('91440300MA5F2R7K1'), '31'],
    ['a Hong Kong identity card', 'A123456(3)', '07'],
    ['a home-return permit', 'H12345678', '10'],
    ['a foreign permanent resident card', 'USA123456789012', '16'],
    ['a Taiwan residents’ permit', '23456789', '26'],
    ['a passport', 'E12345678', '03'],
    ['a number no rule knows', '京字第0012号', '99'],
  ])('reads %s as %s', (_, value, idType) => {
    expect(idTypeOfNumber(value)).toBe(idType);
  });

  it('answers a type whose rule the number passes, or 99 (其他证件), for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const idType = idTypeOfNumber(value);
        return idType === '99' || isIdNumberOfType(idType, value);
      }),
    );
  });
});

describe('one ID number however it is written', () => {
  it('is the same number with its last character in brackets or not, and cleaned as typed', () => {
    expect(sameIdNumber('A123456(3)', 'A1234563')).toBe(true);
    expect(sameIdNumber('A123456(3)', 'a123456（3）')).toBe(true);
    expect(sameIdNumber('1234567(8)', '12345678')).toBe(true);
    expect(sameIdNumber('1234567890(B)', '1234567890b')).toBe(true);
    expect(sameIdNumber('11010519491231002X', '110105 19491231 002x')).toBe(true);
    expect(sameIdNumber('A123456(3)', 'A1234565')).toBe(false);
    expect(sameIdNumber('A123456(3)', 'B123456(3)')).toBe(false);
  });

  it('keeps a bracketed part that is more than the last character', () => {
    expect(normaliseIdNumber('1234567890(B1)')).toBe('1234567890(B1)');
    expect(normaliseIdNumber('12345678(B')).toBe('12345678(B');
    // Cleaning a cleaned number changes nothing, so the number checked is the number matched.
    for (const typed of ['X((3))', 'A123456(3)', '（（3））'])
      expect(normaliseIdNumber(normaliseIdNumber(typed)), typed).toBe(normaliseIdNumber(typed));
  });

  it('gives every form a stored record may hold, for a lookup by the stored value', () => {
    const forms = idNumberForms('a123456 3');
    expect(forms).toEqual(expect.arrayContaining(['A1234563', 'A123456(3)', 'A123456（3）']));
    for (const form of forms) expect(sameIdNumber(form, 'A123456(3)'), form).toBe(true);
  });
});
