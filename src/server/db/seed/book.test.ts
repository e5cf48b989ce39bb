import { describe, expect, it } from 'vitest';
import { isIdentify, isLicense, isMobile, isVin } from '../../../shared/rules';
import { demoBook } from './book';
import { loadRegions } from './regions-data';

describe('the demo book of business', () => {
  const regions = loadRegions();
  const book = demoBook(regions);

  it('is the same on every call, whatever seeded before', () => {
    expect(demoBook(regions)).toEqual(book);
  });

  it('holds car, new-car and non-car policies with valid identifiers', () => {
    expect(book.some((p) => p.kind === 'car' && p.vehicle?.isNewCar)).toBe(true);
    expect(book.some((p) => p.kind === 'car' && p.vehicle?.licenseNo)).toBe(true);
    expect(book.some((p) => p.kind === 'noncar')).toBe(true);
    for (const p of book) {
      expect(isIdentify(p.insured.identifyNumber)).toBe(true);
      expect(isMobile(p.applicant.mobile)).toBe(true);
      if (p.vehicle) expect(isVin(p.vehicle.vin)).toBe(true);
      if (p.vehicle?.licenseNo) expect(isLicense(p.vehicle.licenseNo)).toBe(true);
    }
    expect(new Set(book.map((p) => p.policyNo)).size).toBe(book.length);
  });
});
