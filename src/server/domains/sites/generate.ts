import type { Random } from '../../db/seed/random';
import type { RegionRow } from '../../db/seed/regions-data';
import { cityCentre } from './city-centres';
import type { serviceSite } from './schema';

type NewSite = typeof serviceSite.$inferInsert;

/** What each kind of site offers (service item codes of src/shared/codes/service-items.ts). */
const KINDS = [
  { flags: '01000', weight: 24, suffix: '理赔服务中心', items: ['02', '04', '07', '09'], owner: 'picc' },
  { flags: '01010', weight: 6, suffix: '理赔定损中心', items: ['02', '04', '07', '09'], owner: 'picc' },
  { flags: '10000', weight: 20, suffix: '营业部', items: ['01', '03', '05', '07', '06', '08'], owner: 'picc' },
  { flags: '00001', weight: 22, suffix: '汽车维修服务有限公司', items: ['10', '04', '09'], owner: 'shop' },
  { flags: '00010', weight: 13, suffix: '快速定损点', items: ['09', '02', '07'], owner: 'picc' },
  { flags: '00100', weight: 15, suffix: '4S店', items: ['10', '01', '04', '06', '09'], owner: 'brand' },
] as const;
const TOTAL_WEIGHT = KINDS.reduce((s, k) => s + k.weight, 0);

const BRANDS = [
  '一汽大众',
  '上汽大众',
  '广汽丰田',
  '东风日产',
  '长安福特',
  '比亚迪',
  '吉利汽车',
  '长城哈弗',
  '奇瑞',
  '上汽通用别克',
];
const SHOP_WORDS = ['顺达', '安驰', '鑫源', '通利', '恒信', '宏达', '永安', '骏马', '众诚', '路路通', '车之家', '捷安'];
const ROADS = [
  '人民',
  '解放',
  '建设',
  '中山',
  '和平',
  '新华',
  '胜利',
  '长江',
  '黄河',
  '光明',
  '文化',
  '迎宾',
  '工业',
  '滨河',
  '振兴',
];
const ROAD_KINDS = ['路', '大街', '大道', '东路', '西路', '南路', '北路'];
const HOURS = ['周一至周五 08:30-17:30', '周一至周日 09:00-18:00', '周一至周六 08:00-18:00', '全天24小时'];

function pickKind(random: Random) {
  let n = random.next() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    n -= kind.weight;
    if (n < 0) return kind;
  }
  return KINDS[0];
}

/** Area codes of the municipalities and some capitals; elsewhere a plausible 4-digit code. */
const AREA_CODES: Record<string, string> = {
  '11': '010',
  '12': '022',
  '31': '021',
  '50': '023',
  '4401': '020',
  '4403': '0755',
  '3201': '025',
  '3301': '0571',
  '5101': '028',
  '4201': '027',
  '6101': '029',
};
const areaCode = (cityCode: string, random: Random) =>
  AREA_CODES[cityCode.slice(0, 4)] ?? AREA_CODES[cityCode.slice(0, 2)] ?? `0${random.int(310, 999)}`;

/** A landline: 3-digit area codes take 8-digit numbers, 4-digit ones 7 (the national plan). */
function phoneOf(cityCode: string, random: Random) {
  const area = areaCode(cityCode, random);
  return `${area}-${random.int(2, 8)}${random.digits(area.length === 3 ? 7 : 6)}`;
}

const short = (name: string) => name.replace(/(市|地区|自治州|盟|郊县|直辖县)$/, '');

/**
 * Demo sites: `perCity(city)` sites in every city of every province, each in one
 * of the city's counties, a few km from the county's (derived) centre. Pure and
 * seeded: the seed and the benchmark both use it.
 */
export function generateSites(regions: RegionRow[], random: Random, perCity: (city: RegionRow) => number): NewSite[] {
  const countiesOf = new Map<string, RegionRow[]>();
  for (const r of regions)
    if (r.level === 'county' && r.parentCode) {
      const list = countiesOf.get(r.parentCode) ?? [];
      list.push(r);
      countiesOf.set(r.parentCode, list);
    }
  const sites: NewSite[] = [];
  for (const city of regions.filter((r) => r.level === 'city')) {
    const [cLat, cLng] = cityCentre(city.code);
    const counties = countiesOf.get(city.code) ?? [{ ...city, level: 'county' as const }];
    const municipality = ['11', '12', '31', '50'].includes(city.code.slice(0, 2));
    // Districts of a municipality spread wider than the counties around a prefecture seat.
    const countySpread = municipality ? 0.35 : 0.25;
    const n = perCity(city);
    for (let i = 0; i < n; i++) {
      const county = random.pick(counties);
      const cu = (parseInt(county.code.slice(4, 6), 10) % 13) / 13;
      const cv = (parseInt(county.code.slice(4, 6), 10) % 7) / 7;
      // Most sites sit near the seat of their county; a few are out along the roads.
      const spread = random.next() < 0.8 ? 0.03 : 0.08;
      const lat = cLat + (cu * 2 - 1) * countySpread * 0.6 + (random.next() * 2 - 1) * spread;
      const lng = cLng + (cv * 2 - 1) * countySpread + (random.next() * 2 - 1) * spread;
      const kind = pickKind(random);
      const place = short(county.name === city.name ? city.name : county.name);
      const name =
        kind.owner === 'picc'
          ? `人保财险${short(city.name)}${place === short(city.name) ? '' : place}${kind.suffix}`
          : kind.owner === 'brand'
            ? `${short(city.name)}${random.pick(SHOP_WORDS)}${random.pick(BRANDS)}${kind.suffix}`
            : `${short(city.name)}${random.pick(SHOP_WORDS)}${kind.suffix}`;
      sites.push({
        name,
        typeFlags: kind.flags,
        serviceItems: [...kind.items].filter((_, j) => j < 2 || random.next() < 0.75).sort(),
        provinceCode: city.parentCode ?? city.code,
        cityCode: city.code,
        countyCode: county.code,
        address: `${county.name === city.name ? '' : county.name}${random.pick(ROADS)}${random.pick(ROAD_KINDS)}${random.int(1, 999)}号`,
        phone: phoneOf(city.code, random),
        hours: kind.owner === 'picc' && kind.flags === '01000' ? HOURS[3] : random.pick(HOURS),
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
      });
    }
  }
  return sites;
}

/** The demo's spread: ~3,750 sites, more in municipalities and provincial capitals. */
export function demoPerCity(random: Random) {
  return (city: RegionRow) => {
    if (['11', '12', '31', '50'].includes(city.code.slice(0, 2))) return 90 + random.int(0, 20);
    if (city.code.slice(2, 4) === '01') return 20 + random.int(0, 8);
    return 6 + random.int(0, 5);
  };
}
