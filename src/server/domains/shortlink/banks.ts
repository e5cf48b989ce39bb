import { loadRegions, type RegionRow } from '../../db/seed/regions-data';

/** Banks that pay claims, by their common short codes. */
export const BANKS = [
  { id: 'ICBC', name: '中国工商银行' },
  { id: 'ABC', name: '中国农业银行' },
  { id: 'BOC', name: '中国银行' },
  { id: 'CCB', name: '中国建设银行' },
  { id: 'BOCOM', name: '交通银行' },
  { id: 'PSBC', name: '中国邮政储蓄银行' },
  { id: 'CMB', name: '招商银行' },
  { id: 'CITIC', name: '中信银行' },
  { id: 'SPDB', name: '浦发银行' },
  { id: 'CIB', name: '兴业银行' },
  { id: 'CMBC', name: '中国民生银行' },
  { id: 'CEB', name: '中国光大银行' },
  { id: 'PAB', name: '平安银行' },
  { id: 'HXB', name: '华夏银行' },
  { id: 'GDB', name: '广发银行' },
] as const;

let regions: RegionRow[] | undefined;
const all = () => {
  regions ??= loadRegions();
  return regions;
};

export const provinces = () =>
  all()
    .filter((r) => r.level === 'province')
    .map((r) => ({ id: r.code, name: r.name }));
export const citiesOf = (provinceId: string) =>
  all()
    .filter((r) => r.level === 'city' && r.parentCode === provinceId)
    .map((r) => ({ id: r.code, name: r.name }));
export const region = (code: string) => all().find((r) => r.code === code);

/**
 * A bank's branches in a city: the city branch's business department and one
 * sub-branch per district. Ids are the bank code and the county code, so a
 * branch id alone says which bank and which city it belongs to.
 */
export function branchesOf(bankId: string, cityId: string) {
  const bank = BANKS.find((b) => b.id === bankId);
  const city = region(cityId);
  if (!bank || city?.level !== 'city') return [];
  const short = city.name.replace(/市$/, '');
  const counties = all().filter((r) => r.level === 'county' && r.parentCode === cityId);
  return [
    { id: `${bank.id}-${cityId}`, name: `${bank.name}${short}分行营业部` },
    ...counties.map((c) => ({
      id: `${bank.id}-${c.code}`,
      name: `${bank.name}${short}${c.name.replace(/(区|县|市)$/, '')}支行`,
    })),
  ];
}
