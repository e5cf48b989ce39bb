import { isCarPolicyNo, isOtherPolicyNo, isVin, vinCheckChar } from '../../../shared/rules';
import { addDays, policyYearEnd } from '../../platform/calendar';
import { createPeople, type DemoPerson } from './people';
import { seededRandom } from './random';
import type { RegionRow } from './regions-data';

/**
 * The demo book of business: the same customers and policies for every domain
 * (policy query, claims, invoices, new-car plates, delivery, renewal…), so a
 * tester can follow one customer through the whole portal. Each domain seeds
 * its own tables from it; none reads another's. Deterministic: its own random
 * source, independent of the order in which domains seed.
 */
export interface DemoVehicle {
  licenseNo: string | null;
  vin: string;
  /** The last six characters of the VIN, as customers type them. */
  frameNo: string;
  engineNo: string;
  brandModel: string;
  /** A new car: bought, insured, not yet registered, so it has no plate. */
  isNewCar: boolean;
}

export interface DemoPolicy {
  policyNo: string;
  kind: 'car' | 'noncar';
  /** DAA commercial motor, DZA compulsory motor, or the non-motor risk code. */
  riskCode: string;
  riskName: string;
  applicant: DemoPerson;
  insured: DemoPerson;
  /** 8-digit code of the city where it was written, and the branch office. */
  cityCode: string;
  comCode: string;
  startDate: string;
  endDate: string;
  /** Yuan, two decimals. */
  premium: string;
  sumInsured: string;
  vehicle: DemoVehicle | null;
  /** The index of the customer in the book: policies with the same index belong to one person. */
  customer: number;
}

const NONCAR_RISKS = [
  { code: 'EAK', name: '个人意外伤害保险', sum: 500000, premium: 298 },
  { code: 'EGB', name: '学生平安保险', sum: 100000, premium: 120 },
  { code: 'JAB', name: '家庭财产综合保险', sum: 800000, premium: 420 },
  { code: 'EAW', name: '境外旅行意外保险', sum: 300000, premium: 86 },
  { code: 'YEC', name: '退货运费损失保险', sum: 25, premium: 1.2 },
  { code: 'ZFD', name: '航班延误保险', sum: 600, premium: 20 },
] as const;
const CAR_MODELS = [
  '大众朗逸 1.5L 自动',
  '丰田卡罗拉 1.2T',
  '比亚迪秦PLUS DM-i',
  '本田雅阁 1.5T',
  '吉利星瑞 2.0T',
  '特斯拉Model 3',
  '五菱宏光MINIEV',
];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Cities the demo customers live in: a spread over the country. */
const DEMO_CITIES = [
  '11010000',
  '31010000',
  '44010000',
  '44030000',
  '33010000',
  '51010000',
  '42010000',
  '61010000',
  '21020000',
  '37020000',
];

export const DEMO_TODAY = '2026-11-22';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function demoBook(regions: RegionRow[], customers = 24): DemoPolicy[] {
  const random = seededRandom(7_654_321);
  const people = createPeople(random, regions);
  const policies: DemoPolicy[] = [];
  let serial = 1;
  const policyNo = (prefix: string, cityCode: string) => {
    const no = `P${prefix}2026${cityCode.slice(0, 4)}${pad(serial++, 10)}`;
    return no;
  };
  const vin = () => {
    for (;;) {
      let v = 'LSV';
      for (let i = 0; i < 14; i++) v += random.pick(Array.from(VIN_CHARS));
      const check = vinCheckChar(`${v.slice(0, 8)}0${v.slice(9)}`);
      const full = `${v.slice(0, 8)}${check}${v.slice(9)}`;
      if (check && isVin(full)) return full;
    }
  };

  for (let customer = 0; customer < customers; customer++) {
    const cityCode = DEMO_CITIES[customer % DEMO_CITIES.length];
    const person = people.person();
    // Policies spread over the year, so some are near renewal and some new.
    const startDate = addDays(DEMO_TODAY, -random.int(10, 350));
    const endDate = policyYearEnd(startDate);
    const comCode = cityCode;
    if (customer % 3 !== 2) {
      const isNewCar = customer % 6 === 4;
      const car: DemoVehicle = {
        licenseNo: isNewCar ? null : people.plate(cityCode),
        vin: vin(),
        frameNo: '',
        engineNo: `E${random.digits(8)}`,
        brandModel: random.pick(CAR_MODELS),
        isNewCar,
      };
      car.frameNo = car.vin.slice(-6);
      const base = {
        applicant: person,
        insured: person,
        cityCode,
        comCode,
        startDate,
        endDate,
        vehicle: car,
        customer,
      };
      policies.push({
        ...base,
        policyNo: policyNo('DZA', cityCode),
        kind: 'car',
        riskCode: 'DZA',
        riskName: '机动车交通事故责任强制保险',
        premium: '950.00',
        sumInsured: '200000.00',
      });
      policies.push({
        ...base,
        policyNo: policyNo('DAA', cityCode),
        kind: 'car',
        riskCode: 'DAA',
        riskName: '机动车商业保险',
        premium: `${random.int(2800, 7800)}.00`,
        sumInsured: `${random.pick([1000000, 2000000, 3000000])}.00`,
      });
    }
    if (customer % 2 === 0 || customer % 3 === 2) {
      const risk = NONCAR_RISKS[customer % NONCAR_RISKS.length];
      // Student and accident cover often insure a family member, not the applicant.
      const insured = risk.code === 'EGB' ? people.person() : person;
      policies.push({
        policyNo: `P${risk.code}2026${cityCode.slice(0, 4)}${pad(serial++, 10)}`,
        kind: 'noncar',
        riskCode: risk.code,
        riskName: risk.name,
        applicant: person,
        insured,
        cityCode,
        comCode,
        startDate,
        endDate,
        premium: risk.premium.toFixed(2),
        sumInsured: risk.sum.toFixed(2),
        vehicle: null,
        customer,
      });
    }
  }
  for (const p of policies) {
    const valid = p.kind === 'car' ? isCarPolicyNo(p.policyNo) : isOtherPolicyNo(p.policyNo);
    if (!valid) throw new Error(`demo policy number ${p.policyNo} breaks its own rule`);
  }
  return policies;
}
