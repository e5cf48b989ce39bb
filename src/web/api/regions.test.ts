import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');

/** The files of src/web (tests aside) whose text matches `pattern`. */
function webFilesMatching(pattern: RegExp): string[] {
  return (readdirSync(WEB, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => pattern.test(readFileSync(join(WEB, f), 'utf8')))
    .sort();
}

describe('regionsUnder', () => {
  // The complaint CityField and the groupbuy RegionField each had their own copy, with their own cache.
  it('is written once, in api/regions.ts, for every region picker', () => {
    expect(webFilesMatching(/function regionsUnder\b|const regionsUnder\s*=/)).toEqual(['api/regions.ts']);
  });

  // The home's CityPicker read the tables through a cache of its own (five minutes, beside regionsUnder's) and
  // BuyCarPage read the provinces afresh on every visit: one page load asked for the same list up to three times.
  // The name alone is looked for, so an endpoint imported by itself (`{ getCityCode }`) is found too.
  it('is the only reader of the region tables (getCityCode) in the web', () => {
    expect(webFilesMatching(/\bgetCityCode\b/)).toEqual(['api/regions.ts']);
  });
});
