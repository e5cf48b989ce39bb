import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  identifyFacts,
  isIdentify,
  isPastOrTodayDate,
  makeIdentifyNumber,
  normaliseIdentify,
  todayInChina,
} from './identify';

const PROVINCES =
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 81 82 83';
const CHECK_CHARS = '0123456789X'.split('');

/** YYYYMMDD of a date between 1900 and yesterday, in UTC. */
const pastDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.now() - 2 * 86_400_000), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10).replaceAll('-', ''));

/** The first 17 digits of a plausible resident ID. */
const first17 = fc
  .tuple(
    fc.constantFrom(...PROVINCES.split(' ')),
    fc.integer({ min: 0, max: 9999 }),
    pastDate,
    fc.integer({ min: 0, max: 999 }),
  )
  .map(
    ([province, region, date, seq]) =>
      `${province}${String(region).padStart(4, '0')}${date}${String(seq).padStart(3, '0')}`,
  );

describe('isIdentify', () => {
  it.each(['11010519491231002X', '440524188001010014', '34052419800101001X', '11010519491231002x'])(
    'accepts %s',
    (id) => {
      expect(isIdentify(id)).toBe(true);
    },
  );

  it.each([
    ['no 31 February', '11010519490231002X'],
    ['wrong check character', '110105194912310021'],
    ['province 10 does not exist', '10010519491231002X'],
    ['province 71 is not issued', makeIdentifyNumber('71010519491231002')],
    ['15-digit first generation', '110105491231002'],
    ['17 characters', '11010519491231002'],
    ['X in the middle', '1101051949X231002X'],
    ['month 13', makeIdentifyNumber('11010519491301002')],
    ['day 00', makeIdentifyNumber('11010519491200002')],
    ['born before 1800', makeIdentifyNumber('11010517991231002')],
    ['surrounding spaces (normalise first)', ' 11010519491231002X'],
    ['empty', ''],
  ])('refuses %s', (_why, id) => {
    expect(isIdentify(id)).toBe(false);
  });

  it('refuses a birth date in the future and accepts today', () => {
    const today = todayInChina();
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/0229$/, '0228');
    expect(isIdentify(makeIdentifyNumber(`110105${nextYear}002`))).toBe(false);
    expect(isIdentify(makeIdentifyNumber(`110105${today}002`))).toBe(true);
  });

  it('accepts 29 February only in leap years', () => {
    expect(isPastOrTodayDate('20000229')).toBe(true);
    expect(isPastOrTodayDate('19000229')).toBe(false);
    expect(isPastOrTodayDate('20230229')).toBe(false);
  });

  it('makeIdentifyNumber on a valid prefix always passes', () => {
    fc.assert(fc.property(first17, (prefix) => isIdentify(makeIdentifyNumber(prefix))));
  });

  it('any other check character always fails', () => {
    fc.assert(
      fc.property(first17, fc.constantFrom(...CHECK_CHARS), (prefix, other) => {
        const id = makeIdentifyNumber(prefix);
        fc.pre(other !== id[17]);
        return !isIdentify(prefix + other);
      }),
    );
  });

  it('changing one digit of a valid number makes it fail', () => {
    fc.assert(
      fc.property(first17, fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (prefix, at, delta) => {
        const id = makeIdentifyNumber(prefix);
        const digit = (Number(id[at]) + delta) % 10;
        // Weights mod 11 are never 0, so a single changed digit always changes the check sum.
        return !isIdentify(id.slice(0, at) + digit + id.slice(at + 1));
      }),
    );
  });

  it('never throws on random input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof isIdentify(s) === 'boolean'));
  });
});

describe('makeIdentifyNumber', () => {
  it('appends the sample check characters', () => {
    expect(makeIdentifyNumber('11010519491231002')).toBe('11010519491231002X');
    expect(makeIdentifyNumber('44052418800101001')).toBe('440524188001010014');
  });

  it('refuses anything but 17 digits', () => {
    expect(() => makeIdentifyNumber('1101051949123100')).toThrow();
    expect(() => makeIdentifyNumber('1101051949123100X')).toThrow();
  });
});

describe('identifyFacts', () => {
  it('reads birth date, sex and province', () => {
    expect(identifyFacts('11010519491231002X')).toEqual({ birthDate: '1949-12-31', sex: 'F', provinceCode: '11' });
    expect(identifyFacts('440524188001010014')).toEqual({ birthDate: '1880-01-01', sex: 'M', provinceCode: '44' });
    expect(identifyFacts(' 11010519491231002x ')).toEqual({ birthDate: '1949-12-31', sex: 'F', provinceCode: '11' });
  });

  it('returns null for an invalid number', () => {
    expect(identifyFacts('11010519490231002X')).toBeNull();
    expect(identifyFacts('')).toBeNull();
  });

  it('agrees with the digits it was made from', () => {
    fc.assert(
      fc.property(first17, (prefix) => {
        const facts = identifyFacts(makeIdentifyNumber(prefix));
        const date = prefix.slice(6, 14);
        return (
          facts !== null &&
          facts.birthDate === `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` &&
          facts.sex === (Number(prefix[16]) % 2 === 1 ? 'M' : 'F') &&
          facts.provinceCode === prefix.slice(0, 2)
        );
      }),
    );
  });
});

describe('normaliseIdentify', () => {
  it('trims, drops inner spaces and upper-cases x', () => {
    expect(normaliseIdentify(' 110105 19491231 002x ')).toBe('11010519491231002X');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (s) => normaliseIdentify(normaliseIdentify(s)) === normaliseIdentify(s),
      ),
    );
  });
});

describe('todayInChina', () => {
  it('is Beijing time whatever the host zone', () => {
    // 2024-03-01 17:00 UTC is already 2 March in Beijing.
    expect(todayInChina(Date.UTC(2024, 2, 1, 17))).toBe('20240302');
    expect(todayInChina(Date.UTC(2024, 2, 1, 15))).toBe('20240301');
  });
});
