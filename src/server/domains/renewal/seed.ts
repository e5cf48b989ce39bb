import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
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

/**
 * The renewal view of every policy in the shared book (claims counted per
 * policy year), and the stored traffic-violation source for the book's
 * registered cars: some clean, some with handled and unhandled violations.
 */
export async function seedRenewal(db: Db, { regions, random }: SeedContext) {
  const repo = createRenewalRepo(db);
  if (!(await repo.policiesEmpty())) return;
  const book = demoBook(regions);
  const policies: (typeof renewalPolicy.$inferInsert)[] = book.map((p) => ({
    policyNo: p.policyNo,
    kind: p.kind,
    riskCode: p.riskCode,
    riskName: p.riskName,
    applicantName: p.applicant.name,
    applicantIdNumber: p.applicant.identifyNumber,
    applicantMobile: p.applicant.mobile,
    insuredName: p.insured.name,
    insuredIdNumber: p.insured.identifyNumber,
    insuredMobile: p.insured.mobile,
    cityCode: p.cityCode,
    comCode: p.comCode,
    licenseNo: p.vehicle?.licenseNo ?? null,
    vin: p.vehicle?.vin ?? null,
    engineNo: p.vehicle?.engineNo ?? null,
    brandModel: p.vehicle?.brandModel ?? null,
    isNewCar: p.vehicle?.isNewCar ?? false,
    startDate: p.startDate,
    endDate: p.endDate,
    premium: p.premium,
    sumInsured: p.sumInsured,
    // Claims follow the vehicle (both its policies), not the policy.
    claimCount: p.kind === 'car' ? CLAIMS[p.customer % CLAIMS.length] : 0,
  }));
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
  await repo.insertPolicies(policies);
  await repo.insertTraffic(vehicles, violations);
}
