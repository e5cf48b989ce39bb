import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmbassyPlate, isLicense, isOrdinaryPlate, isSixFrame, isVin, normalisePlate, vinCheckChar } from './vehicle';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
const vinBody = fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 17, maxLength: 17 }).map((a) => a.join(''));
/** A VIN with the right check character at position 9. */
const validVin = vinBody.map((v) => `${v.slice(0, 8)}${vinCheckChar(v)}${v.slice(9)}`);

describe('isLicense', () => {
  it.each([
    ['ordinary', '京A12345'],
    ['letters among the digits', '粤B8K9Z2'],
    ['trailer', '冀A1234挂'],
    ['learner', '沪A1234学'],
    ['police', '京A1234警'],
    ['cross-border', '粤Z1234港'],
    ['consulate', '沪A1234领'],
    ['new-energy small D', '沪AD12345'],
    ['new-energy small F with letter', '粤BFA1234'],
    ['new-energy small 2021 letter', '浙AK81234'],
    ['new-energy large', '京A12345D'],
    ['new-energy large F', '苏E54321F'],
    ['embassy', '使014578'],
    ['embassy, old order', '224001使'],
  ])('accepts %s: %s', (_why, plate) => {
    expect(isLicense(plate)).toBe(true);
  });

  it.each([
    ['I as issuing letter', '京I12345'],
    ['O in the body', '京A1O345'],
    ['too short', '京A1234'],
    ['too long', '京A1234567'],
    ['no province', 'AA12345'],
    ['unknown province', '港A12345'],
    ['lower case (normalise first)', '京a12345'],
    ['new-energy letter not allowed', '京AZ12345'],
    ['new-energy small with letter in the last four', '沪AD1234A'],
    ['new-energy large with wrong letter', '京A12345A'],
    ['suffix in the middle', '京A12挂45'],
    ['embassy with 5 digits', '使01457'],
    ['placeholder for a new car', '新车'],
    ['empty', ''],
  ])('refuses %s: %s', (_why, plate) => {
    expect(isLicense(plate)).toBe(false);
  });

  it('keeps embassy plates out of the ordinary rule', () => {
    expect(isOrdinaryPlate('使014578')).toBe(false);
    expect(isEmbassyPlate('使014578')).toBe(true);
    expect(isEmbassyPlate('京A12345')).toBe(false);
  });

  it('never throws on random input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof isLicense(s) === 'boolean'));
  });
});

describe('normalisePlate', () => {
  it('trims, drops separators and upper-cases', () => {
    expect(normalisePlate(' 京a·12345 ')).toBe('京A12345');
    expect(normalisePlate('沪 ad 12345')).toBe('沪AD12345');
    expect(isLicense(normalisePlate('粤b•8k9z2'))).toBe(true);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => normalisePlate(normalisePlate(s)) === normalisePlate(s)),
    );
  });
});

describe('isVin', () => {
  it('accepts the reference sample', () => {
    expect(isVin('1M8GDM9AXKP042788')).toBe(true);
    expect(vinCheckChar('1M8GDM9AXKP042788')).toBe('X');
  });

  it.each([
    ['wrong check character', '1M8GDM9A1KP042788'],
    ['lower case (normalise first)', '1m8gdm9axkp042788'],
    ['I is never used', '1M8GDM9AXKI042788'],
    ['16 characters', '1M8GDM9AXKP04278'],
    ['empty', ''],
  ])('refuses %s', (_why, vin) => {
    expect(isVin(vin)).toBe(false);
  });

  it('a VIN made with vinCheckChar always passes', () => {
    fc.assert(fc.property(validVin, (vin) => isVin(vin)));
  });

  it('any other character at position 9 always fails', () => {
    fc.assert(
      fc.property(validVin, fc.constantFrom(...VIN_CHARS), (vin, other) => {
        fc.pre(other !== vin[8]);
        return !isVin(`${vin.slice(0, 8)}${other}${vin.slice(9)}`);
      }),
    );
  });

  it('never throws on random input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof isVin(s) === 'boolean'));
  });
});

describe('isSixFrame', () => {
  it.each(['042788', 'A1B2C3', 'ZZZZZZ'])('accepts %s', (v) => {
    expect(isSixFrame(v)).toBe(true);
  });

  it.each(['O42788', 'Q42788', '04278', '0427880', 'abcdef', ''])('refuses %j', (v) => {
    expect(isSixFrame(v)).toBe(false);
  });

  it('accepts the last six of every valid VIN', () => {
    fc.assert(fc.property(validVin, (vin) => isSixFrame(vin.slice(-6))));
  });
});
