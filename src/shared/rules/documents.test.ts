import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCard,
  isCarPolicyNo,
  isInvoiceAfterSix,
  isInvoiceCode,
  isInvoiceNo,
  isOtherPolicyNo,
  isPolicyNo,
  isSmsValidCode,
  isVerificationCode,
  isVisaserialNo,
  luhnValid,
  normaliseCard,
  normaliseCode,
  normaliseDigits,
} from './documents';

type Table = Array<[name: string, rule: (v: string) => boolean, valid: string[], invalid: string[]]>;

const table: Table = [
  [
    'isCarPolicyNo',
    isCarPolicyNo,
    ['PDAA202411010000000001', 'TDZA20241100A1B2C3D4E5', 'PDZA201811000000123456'],
    ['PDBA202411010000000001', 'PDAA20241101000000001', 'XDAA202411010000000001', 'pdaa202411010000000001', ''],
  ],
  [
    'isOtherPolicyNo',
    isOtherPolicyNo,
    ['PEAC202411000000000001', 'PZAB2024110000000000AB'],
    [
      'TEAC202411000000000001',
      'PE1C202411000000000001',
      'PEAC20241100000000001',
      '',
      // A motor policy number is not a non-motor one, though it has the same shape.
      'PDAA202411010000000001',
      'PDZA201811000000123456',
    ],
  ],
  ['isVisaserialNo', isVisaserialNo, ['AB123456', '123456', 'a'.repeat(30)], ['AB12', 'AB-123456', 'a'.repeat(31), '']],
  [
    'isInvoiceNo',
    isInvoiceNo,
    ['12345678', '24110000000012345678'],
    ['1234567', '123456789', '2411000000001234567X', ''],
  ],
  ['isInvoiceCode', isInvoiceCode, ['1100194130', '011001900111'], ['11001941301', '1100194130123', 'A100194130', '']],
  ['isInvoiceAfterSix', isInvoiceAfterSix, ['123456', '000000'], ['12345', '1234567', '12345a', '']],
  ['isVerificationCode', isVerificationCode, ['aB3d', '0000', 'ABCD'], ['aB3', 'aB3d5', 'ab c', 'ab-c', '']],
  ['isSmsValidCode', isSmsValidCode, ['123456', '000000'], ['12345', '1234567', '12345a', '']],
  [
    'isCard',
    isCard,
    ['622202123456789', '4111111111111111', '6222021234567890123', '6222021234567890124'],
    ['62220212345678', '62220212345678901234', '6222 0212 3456 7890', '622202123456789a', ''],
  ],
];

describe.each(table)('%s', (name, rule, valid, invalid) => {
  it.each(valid)(`${name} accepts %s`, (v) => {
    expect(rule(v)).toBe(true);
  });
  it.each(invalid)(`${name} refuses %j`, (v) => {
    expect(rule(v)).toBe(false);
  });
  it(`${name} never throws on random input`, () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof rule(s) === 'boolean'));
  });
});

describe('isPolicyNo', () => {
  it('takes either kind', () => {
    expect(isPolicyNo('PDAA202411010000000001')).toBe(true);
    expect(isPolicyNo('PEAC202411000000000001')).toBe(true);
    expect(isPolicyNo('TEAC202411000000000001')).toBe(false);
  });
});

describe('luhnValid', () => {
  it('checks known numbers', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
  });

  it('exactly one last digit completes any prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14,18}$/), (prefix) => {
        const passing = '0123456789'.split('').filter((d) => luhnValid(prefix + d));
        return passing.length === 1;
      }),
    );
  });

  it('catches any single changed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (prefix, at, delta) => {
        const last = '0123456789'.split('').find((d) => luhnValid(prefix + d)) ?? '';
        const card = prefix + last;
        const i = at % card.length;
        const changed = card.slice(0, i) + ((Number(card[i]) + delta) % 10) + card.slice(i + 1);
        return !luhnValid(changed);
      }),
    );
  });

  it('is not part of isCard: a Luhn failure is only a warning', () => {
    expect(isCard('6222021234567890124')).toBe(true);
    expect(luhnValid('6222021234567890124') && luhnValid('6222021234567890123')).toBe(false);
  });
});

describe('normalisers', () => {
  it('clean what customers type', () => {
    expect(normaliseCard(' 6222 0212-3456 7890 123 ')).toBe('6222021234567890123');
    expect(normaliseCode(' pdaa 2024 1101 0000 0000 01 ')).toBe('PDAA202411010000000001');
    expect(normaliseDigits(' 1234 5678 ')).toBe('12345678');
  });

  it.each([
    ['normaliseCard', normaliseCard],
    ['normaliseCode', normaliseCode],
    ['normaliseDigits', normaliseDigits],
  ])('%s is idempotent', (_name, normalise) => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => normalise(normalise(s)) === normalise(s)));
  });
});
