import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '..');

/** The files of src/web (tests aside) that write a region reader of their own. */
function regionReaders(): string[] {
  return (readdirSync(WEB, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => /function regionsUnder\b|const regionsUnder\s*=/.test(readFileSync(join(WEB, f), 'utf8')))
    .sort();
}

describe('regionsUnder', () => {
  // The complaint CityField and the groupbuy RegionField each had their own copy, with their own cache.
  it('is written once, in api/regions.ts, for every region picker', () => {
    expect(regionReaders()).toEqual(['api/regions.ts']);
  });
});
