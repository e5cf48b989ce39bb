import { makeCreditCode, vinCheckChar } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { DEMO_TODAY, demoBook } from '../../db/seed/book';
import { addDays, policyYearEnd } from '../../platform/calendar';
import type { SeedContext } from '../../platform/domain-module';
import { renewalPolicyRow } from './ports';
import { createRenewalRepo } from './repo';
import type { renewalPolicy, trafficVehicle, trafficViolation } from './schema';

const CLAIMS = [0, 0, 1, 0, 2, 0, 0, 3];
const ACTS = [
  { code: '1039', act: '机动车违反规定停放、临时停车，驾驶人不在现场', fine: 200, points: 0 },
  { code: '1352', act: '驾驶机动车超过规定时速未达20%', fine: 200, points: 3 },
  { code: '1625', act: '驾驶机动车违反道路交通信号灯通行', fine: 200, points: 6 },
  { code: '1345', act: '机动车不按规定车道行驶', fine: 100, points: 3 },
  { code: '1301', act: '机动车逆向行驶', fine: 200, points: 3 },
];
const ROADS = ['人民路与解放路交叉口', '环城高速K12+300处', '中山大道东段', '建设路学校门口', '滨江路隧道出口'];

type RenewalRow = typeof renewalPolicy.$inferInsert;

/** A policy year ending this many days after the demo day (before it, when negative): it started a year less a day before. */
function policyYearEndingIn(days: number) {
  const startDate = addDays(addDays(DEMO_TODAY, days), -364);
  return { startDate, endDate: policyYearEnd(startDate) };
}

/** One part of a car of the renewal domain's own: its number, the day its year ends, what it cost and covers. */
interface OwnPart {
  policyNo: string;
  endsIn: number;
  premium: string;
  sumInsured: string;
}

/**
 * A car the shared book lacks, owned and insured by one party: its compulsory
 * (DZA) and commercial (DAA) policies. `vinBody` gets its check character
 * (position 9) made right, so the renewal order's VIN rule holds.
 */
function ownCar(
  car: {
    owner: { name: string; idNumber: string; mobile: string };
    cityCode: string;
    licenseNo: string;
    vinBody: string;
    engineNo: string;
    brandModel: string;
    claimCount: number;
  },
  parts: { compulsory: OwnPart; commercial: OwnPart },
): RenewalRow[] {
  const { owner, cityCode, vinBody } = car;
  const base = {
    kind: 'car' as const,
    applicantName: owner.name,
    applicantIdNumber: owner.idNumber,
    applicantMobile: owner.mobile,
    insuredName: owner.name,
    insuredIdNumber: owner.idNumber,
    insuredMobile: owner.mobile,
    cityCode,
    comCode: cityCode,
    licenseNo: car.licenseNo,
    vin: `${vinBody.slice(0, 8)}${vinCheckChar(vinBody)}${vinBody.slice(9)}`,
    engineNo: car.engineNo,
    brandModel: car.brandModel,
    isNewCar: false,
    claimCount: car.claimCount,
  };
  const row = (part: OwnPart, riskCode: string, riskName: string) => ({
    ...base,
    ...policyYearEndingIn(part.endsIn),
    policyNo: part.policyNo,
    riskCode,
    riskName,
    premium: part.premium,
    sumInsured: part.sumInsured,
  });
  return [row(parts.compulsory, 'DZA', '机动车交通事故责任强制保险'), row(parts.commercial, 'DAA', '机动车商业保险')];
}

/**
 * A company's car: owned and insured by a company, whose only ID is its unified
 * social credit code (idType 31), its window open (ending 59 days after the demo
 * day), so the renewal query's ID type has a car to renew. The renewal domain's
 * own: the policy domain's company car (京AF2T07) is months from its end, and
 * domains keep their data. Renewal records keep no ID type.
 */
export function companyCarRenewal(): RenewalRow[] {
  return ownCar(
    {
      owner: { name: '北京顺达汽车租赁有限公司', idNumber: makeCreditCode('91110105MA01K8N3X'), mobile: '13910002468' },
      cityCode: '11010000',
      licenseNo: '京AD6K35',
      vinBody: 'LSVAU2180P2183645',
      engineNo: 'E21836450',
      brandModel: '别克GL8 652T',
      claimCount: 0,
    },
    {
      compulsory: { policyNo: 'PDZA202611019300000001', endsIn: 59, premium: '950.00', sumInsured: '200000.00' },
      commercial: { policyNo: 'PDAA202611019300000002', endsIn: 59, premium: '7260.00', sumInsured: '2000000.00' },
    },
  );
}

/**
 * A foreign national's car, insured under a foreign passport P51234567
 * (外国护照, idType 21) whose number has the shape of a Chinese passport too (the
 * renewal order keeps the type the customer chose, not the number's guess, 03).
 * Its compulsory part was bought weeks before its commercial part, so the two
 * end on different days (62 and 85 days after the demo day, both in the window):
 * each renews from the day after its own end. Renewal records keep no ID type.
 */
export function passportCarRenewal(): RenewalRow[] {
  return ownCar(
    {
      owner: { name: 'JOHN SMITH', idNumber: 'P51234567', mobile: '13910003579' },
      cityCode: '31010000',
      licenseNo: '沪AK7F21',
      vinBody: 'LFV3A23C0K3051927',
      engineNo: 'K30519270',
      brandModel: '大众途观L 330TSI',
      claimCount: 0,
    },
    {
      compulsory: { policyNo: 'PDZA202631019300000003', endsIn: 62, premium: '950.00', sumInsured: '200000.00' },
      commercial: { policyNo: 'PDAA202631019300000004', endsIn: 85, premium: '5380.00', sumInsured: '1500000.00' },
    },
  );
}

/**
 * A car whose compulsory part lapsed unrenewed (it ended 6 days before the
 * demo day) while its commercial part, bought weeks later, runs on (to 80 days
 * after it, in the window): the renewal quote renews the commercial part alone
 * and says the compulsory part needs a new proposal (service.ts, renewable()).
 */
export function lapsedCompulsoryCarRenewal(): RenewalRow[] {
  return ownCar(
    {
      owner: { name: '陈思远', idNumber: '440305198506122352', mobile: '13910004680' },
      cityCode: '44030000',
      licenseNo: '粤BD72K9',
      vinBody: 'LGBH52E05M8120467',
      engineNo: 'M81204675',
      brandModel: '比亚迪秦PLUS DM-i',
      claimCount: 1,
    },
    {
      compulsory: { policyNo: 'PDZA202544039300000005', endsIn: -6, premium: '950.00', sumInsured: '200000.00' },
      commercial: { policyNo: 'PDAA202644039300000006', endsIn: 80, premium: '4120.00', sumInsured: '1000000.00' },
    },
  );
}

/**
 * The renewal view of every policy in the shared book (claims counted per
 * policy year), and the stored traffic-violation source for the book's
 * registered cars: some clean, some with handled and unhandled violations.
 * Plus one company car (companyCarRenewal), a foreign national's car (passportCarRenewal) and a car whose
 * compulsory part lapsed (lapsedCompulsoryCarRenewal).
 */
export async function seedRenewal(db: Db, { regions, random }: SeedContext) {
  const repo = createRenewalRepo(db);
  if (!(await repo.policiesEmpty())) return;
  const book = demoBook(regions);
  // Claims follow the vehicle (both its policies), not the policy.
  const policies: RenewalRow[] = book.map((p) =>
    renewalPolicyRow(p, p.kind === 'car' ? CLAIMS[p.customer % CLAIMS.length] : 0),
  );
  const vehicles: (typeof trafficVehicle.$inferInsert)[] = [];
  const violations: (typeof trafficViolation.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const p of book) {
    const v = p.vehicle;
    if (!v?.licenseNo || seen.has(v.licenseNo)) continue;
    seen.add(v.licenseNo);
    vehicles.push({ licenseNo: v.licenseNo, frameNo: v.frameNo });
    const count = p.customer % 3;
    for (let k = 0; k < count; k++) {
      const act = ACTS[(p.customer + k) % ACTS.length];
      violations.push({
        id: `WF${v.frameNo}${k}`,
        licenseNo: v.licenseNo,
        frameNo: v.frameNo,
        occurredAt: new Date(Date.now() - random.int(5, 200) * 86400_000 - random.int(0, 86399) * 1000),
        place: random.pick(ROADS),
        act: act.act,
        code: act.code,
        fine: act.fine,
        points: act.points,
        handled: k > 0,
        authority: '公安局交通管理局',
      });
    }
  }
  await repo.insertPolicies([
    ...policies,
    ...companyCarRenewal(),
    ...passportCarRenewal(),
    ...lapsedCompulsoryCarRenewal(),
  ]);
  await repo.insertTraffic(vehicles, violations);
}
