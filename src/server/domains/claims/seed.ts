import type { ClaimStatus } from '../../../shared/api/claims';
import type { Db } from '../../db/client';
import { DEMO_TODAY, type DemoPolicy, demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
import { createIdentityGuard } from '../../platform/identity-guard';
import { createLimiter } from '../../platform/limits';
import { createMemoryStore } from '../../platform/memory-store';
import { createProofs } from '../../platform/proofs';
import { pathTo } from './lifecycle';
import { claimablePolicyRow } from './ports';
import { createClaimsRepo } from './repo';
import { AREA_CODES, CAR_SCENES, NONCAR_SCENES, ROADS, THIRD_OBJECTS } from './seed-scenes';
import { createClaimsService } from './service';

/** Every status a demo claim ends in, so a tester sees each stage for car and non-car claims. */
export const DEMO_TARGETS: ClaimStatus[] = [
  'reported',
  'surveyed',
  'assessed',
  'lossApproved',
  'adjusted',
  'approved',
  'closed',
  'paid',
  'withdrawn',
  'refused',
];

const DAY = 86_400_000;
const money = (n: number) => n.toFixed(2);

/**
 * A non-car insured the shared book lacks (its people hold resident IDs): a Hong
 * Kong resident on a trip abroad, who holds a 港澳居民来往内地通行证 (idType 25),
 * so the non-car claims query's ID type has a claim to find. Made from the book's
 * first non-car policy, as the claims domain's own; no other domain knows it.
 */
export function permitHolderPolicy(book: DemoPolicy[]): DemoPolicy {
  const template = book.find((p) => p.kind === 'noncar') as DemoPolicy;
  const insured = { ...template.insured, name: '黄志明', identifyNumber: 'H10293847' };
  return {
    ...template,
    policyNo: `PEAW2026${template.cityCode.slice(0, 4)}9300000001`,
    riskCode: 'EAW',
    riskName: '境外旅行意外保险',
    applicant: insured,
    insured,
  };
}

/** Claims at every stage for the car and non-car policies of the shared demo book. */
export async function seedClaims(db: Db, { regions, random, people }: SeedContext) {
  const repo = createClaimsRepo(db);
  if (!(await repo.policiesEmpty())) return;
  const book = demoBook(regions);
  const permitHolder = permitHolderPolicy(book);
  await repo.insertPolicies([...book, permitHolder].map(claimablePolicyRow));
  // The service's own rules walk each claim; the guard and proofs are unused while seeding.
  const store = createMemoryStore();
  const service = createClaimsService({
    db,
    identityGuard: createIdentityGuard(createLimiter(store)),
    proofs: createProofs(store),
  });
  const cityName = (code: string) => regions.find((r) => r.code === code)?.name ?? '北京市';
  const today = new Date(`${DEMO_TODAY}T18:00:00+08:00`).getTime();
  let serial = 1;

  async function make(
    policy: DemoPolicy,
    target: ClaimStatus,
    scene: { desc: string; loss: number },
    third?: (typeof CAR_SCENES)[number],
  ) {
    const city = cityName(policy.cityCode);
    const office = `人保财险${city}分公司理赔中心`;
    const start = new Date(`${policy.startDate}T08:00:00+08:00`).getTime();
    // The accident falls early enough in the policy year for every later step to have happened by today.
    const accident =
      start + random.int(1, Math.max(2, Math.floor((today - start) / DAY / 3))) * DAY + random.int(8, 20) * 3600_000;
    const report = accident + random.int(1, 6) * 3600_000;
    const registNo = `R${policy.riskCode}2026${policy.cityCode.slice(0, 4)}${String(serial++).padStart(10, '0')}`;
    const handler = people.person();
    const parties = [];
    if (policy.vehicle && third) {
      parties.push({
        role: 'insured' as const,
        licenseNo: policy.vehicle.licenseNo,
        description: policy.vehicle.brandModel,
        ownerName: policy.insured.name,
        lossAmount: money(third.ownLoss),
      });
      if (third.third === 'vehicle')
        parties.push({
          role: 'third' as const,
          licenseNo: people.plate(policy.cityCode),
          description: random.pick(['大众帕萨特', '日产轩逸', '哈弗H6', '别克英朗']),
          ownerName: people.person().name,
          lossAmount: third.thirdLoss ? money(third.thirdLoss) : null,
        });
      if (third.third === 'object')
        parties.push({
          role: 'third' as const,
          licenseNo: null,
          description: random.pick(THIRD_OBJECTS),
          ownerName: `${city}物业管理有限公司`,
          lossAmount: money(third.thirdLoss),
        });
    }
    await service.register(
      {
        registNo,
        kind: policy.kind,
        policyNo: policy.policyNo,
        riskName: policy.riskName,
        insuredName: policy.insured.name,
        insuredIdNumber: policy.insured.identifyNumber,
        licenseNo: policy.vehicle?.licenseNo ?? null,
        reportTime: new Date(report),
        accidentTime: new Date(accident),
        accidentPlace: `${city}${random.pick(ROADS)}`,
        accidentDesc: scene.desc,
        estimatedAmount: money(Math.round(scene.loss * 1.1)),
        handlerName: handler.name,
        handlerPhone: `${AREA_CODES[policy.cityCode.slice(0, 4)] ?? '010'}-6${random.digits(7)}`,
        handlerOffice: office,
      },
      parties,
    );
    const steps = pathTo(target).slice(1);
    const total = scene.loss + (third?.thirdLoss ?? 0);
    for (const [i, to] of steps.entries()) {
      const at = new Date(report + ((i + 1) / (steps.length + 1)) * (today - report));
      // Claims are handled in office hours: the step moves into 9:00–17:59 of its day (China time).
      const hour = (at.getUTCHours() + 8) % 24;
      at.setUTCHours(at.getUTCHours() - hour + 9 + (hour % 9));
      const amount = to === 'assessed' || to === 'adjusted' || to === 'paid' ? money(total) : undefined;
      await service.advance(registNo, { to, at, office, amount, cardTail: random.digits(4) });
    }
  }

  const cars = book.filter((p) => p.kind === 'car' && p.vehicle?.licenseNo);
  const commercial = cars.filter((p) => p.riskCode === 'DAA');
  for (const [i, policy] of commercial.entries()) {
    const scene = CAR_SCENES[i % CAR_SCENES.length];
    await make(policy, DEMO_TARGETS[i % DEMO_TARGETS.length], { desc: scene.desc, loss: scene.ownLoss }, scene);
  }
  // The compulsory policy of every other car has a claim too, so a customer may see two.
  for (const [i, policy] of cars.filter((p) => p.riskCode === 'DZA').entries()) {
    if (i % 2 !== 0) continue;
    const scene = CAR_SCENES[(i + 3) % CAR_SCENES.length];
    await make(
      policy,
      DEMO_TARGETS[(i + 5) % DEMO_TARGETS.length],
      { desc: scene.desc, loss: scene.thirdLoss || 2000 },
      scene,
    );
  }
  const noncar = book.filter((p) => p.kind === 'noncar');
  let n = 0;
  for (const policy of noncar) {
    const scenes = NONCAR_SCENES[policy.riskCode] ?? NONCAR_SCENES.EAK;
    for (const scene of scenes) await make(policy, DEMO_TARGETS[n++ % DEMO_TARGETS.length], scene);
  }
  // Last, so the book's claims draw the same random numbers as before it was added.
  await make(permitHolder, 'approved', NONCAR_SCENES.EAW[0]);
}
