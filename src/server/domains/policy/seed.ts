import { makeCreditCode } from '../../../shared/rules';
import type { Db } from '../../db/client';
import { DEMO_TODAY, type DemoPolicy, demoBook } from '../../db/seed/book';
import { createPeople } from '../../db/seed/people';
import { seededRandom } from '../../db/seed/random';
import type { RegionRow } from '../../db/seed/regions-data';
import { addDays, policyYearEnd } from '../../platform/calendar';
import type { SeedContext } from '../../platform/domain-module';
import { comNameOf } from './ports';
import { type PolicyInsert, type PolicySource, toRecord } from './records';
import { createPolicyRepo } from './repo';
import type { policyEndorsement } from './schema';

/** Customers taken from the shared book: its first 24 are the ones every domain knows; more make 200+ policies. */
export const BOOK_CUSTOMERS = 110;

/**
 * Cover the shared book lacks (its rotation never reaches student and travel
 * policies, and it has no health or loan cover): the policy domain adds a few
 * of each. A student policy insures a child, bought by a parent.
 */
const EXTRA_RISKS = [
  { riskCode: 'EGB', riskName: '学生平安保险', sumInsured: '100000.00', premium: '120.00' },
  { riskCode: 'EAW', riskName: '境外旅行意外保险', sumInsured: '300000.00', premium: '86.00' },
  { riskCode: 'EHA', riskName: '个人住院医疗保险', sumInsured: '2000000.00', premium: '366.00' },
  { riskCode: 'YDK', riskName: '借款人意外伤害保险', sumInsured: '300000.00', premium: '180.00' },
] as const;

export function extraPolicies(regions: RegionRow[], count = 24): DemoPolicy[] {
  const random = seededRandom(3_303_303);
  const people = createPeople(random, regions);
  const cities = ['11010000', '31010000', '44030000', '33010000'];
  return Array.from({ length: count }, (_, i) => {
    const risk = EXTRA_RISKS[i % EXTRA_RISKS.length];
    const person = people.person();
    const insured = risk.riskCode === 'EGB' ? people.person() : person;
    const cityCode = cities[i % cities.length];
    const startDate = new Date(Date.UTC(2026, (i * 5) % 12, 1 + (i % 27))).toISOString().slice(0, 10);
    return {
      policyNo: `P${risk.riskCode}2026${cityCode.slice(0, 4)}${String(9_000_000_001 + i)}`,
      kind: 'noncar',
      riskCode: risk.riskCode,
      riskName: risk.riskName,
      applicant: person,
      insured,
      cityCode,
      comCode: cityCode,
      startDate,
      endDate: policyYearEnd(startDate),
      premium: risk.premium,
      sumInsured: risk.sumInsured,
      vehicle: null,
      customer: 1000 + i,
    };
  });
}

/** Endorsements on some policies, so the endorsement page has something real to show. */
export function demoEndorsements(rows: PolicyInsert[]): (typeof policyEndorsement.$inferInsert)[] {
  return rows
    .filter((r, i) => r.kind === 'car' && r.riskCode === 'DAA' && !r.isNewCar && i % 5 === 1)
    .flatMap((r, i) => {
      const base = new Date(`${r.startDate}T10:00:00+08:00`);
      const first = {
        endorsementNo: `E${r.policyNo.slice(1)}01`,
        policyNo: r.policyNo,
        type: 'contact',
        typeName: '投保人联系方式变更',
        content: `联系电话变更为 ${r.applicantMobile.slice(0, 3)}****${r.applicantMobile.slice(-4)}`,
        premiumChange: '0.00',
        effectiveAt: new Date(base.getTime() + 30 * 86400_000),
      };
      if (i % 2 === 1) return [first];
      return [
        first,
        {
          endorsementNo: `E${r.policyNo.slice(1)}02`,
          policyNo: r.policyNo,
          type: 'coverage',
          typeName: '增加附加险',
          content: '增加附加医保外医疗费用责任险，保险金额10000.00元',
          premiumChange: '35.00',
          effectiveAt: new Date(base.getTime() + 60 * 86400_000),
        },
      ];
    });
}

/**
 * A car the shared book lacks: one owned and insured by a company, whose only ID
 * is its unified social credit code (idType 31), so the car query's ID type has
 * a policy to find. Its compulsory and commercial policies, the company as
 * applicant and insured, as a company car's policies are written. The policy
 * domain's alone: the book's customers are people, and the other domains keep theirs.
 */
export function companyCarPolicies(): PolicySource[] {
  const company = {
    name: '北京顺达汽车租赁有限公司',
    identifyType: '31',
    identifyNumber: makeCreditCode('91110105MA01K8N3X'),
    mobile: '13910002468',
  };
  const cityCode = '11010000';
  const startDate = addDays(DEMO_TODAY, -120);
  const base = {
    kind: 'car' as const,
    applicant: company,
    insured: company,
    cityCode,
    comCode: cityCode,
    startDate,
    endDate: policyYearEnd(startDate),
    // The VIN's check character (position 9) is right: isVin holds.
    vehicle: {
      licenseNo: '京AF2T07',
      vin: 'LFV3A23C7N3048217',
      engineNo: 'E20481736',
      brandModel: '大众帕萨特 330TSI',
      isNewCar: false,
    },
  };
  return [
    {
      ...base,
      policyNo: `PDZA2026${cityCode.slice(0, 4)}9100000001`,
      riskCode: 'DZA',
      riskName: '机动车交通事故责任强制保险',
      premium: '950.00',
      sumInsured: '200000.00',
    },
    {
      ...base,
      policyNo: `PDAA2026${cityCode.slice(0, 4)}9100000002`,
      riskCode: 'DAA',
      riskName: '机动车商业保险',
      premium: '6180.00',
      sumInsured: '2000000.00',
    },
  ];
}

/**
 * A Hong Kong resident the shared book lacks (its people hold resident IDs): a
 * travel policy insuring the holder of a Hong Kong identity card (idType 07),
 * the number kept as the card prints it, check digit in brackets, so the
 * warranty query has a non-resident insured to find, typed with or without them.
 */
export function hongKongResidentPolicy(): PolicySource {
  const person = {
    name: '陈嘉欣',
    identifyType: '07',
    // K391705 weighs to a check digit of 3 (isIdNumberOfType '07').
    identifyNumber: 'K391705(3)',
    mobile: '13926880517',
  };
  const cityCode = '44030000';
  const startDate = addDays(DEMO_TODAY, -40);
  return {
    policyNo: `PEAW2026${cityCode.slice(0, 4)}9200000001`,
    kind: 'noncar',
    riskCode: 'EAW',
    riskName: '境外旅行意外保险',
    applicant: person,
    insured: person,
    cityCode,
    comCode: cityCode,
    startDate,
    endDate: policyYearEnd(startDate),
    premium: '86.00',
    sumInsured: '300000.00',
    vehicle: null,
  };
}

export function demoRecords(regions: RegionRow[]): PolicyInsert[] {
  return [
    ...demoBook(regions, BOOK_CUSTOMERS),
    ...extraPolicies(regions),
    ...companyCarPolicies(),
    hongKongResidentPolicy(),
  ].map((p) => toRecord(p, comNameOf(p.cityCode)));
}

/** The demo book's policies with their details, once, into empty tables. */
export async function seedPolicy(db: Db, context: SeedContext) {
  const repo = createPolicyRepo(db);
  if (!(await repo.isEmpty())) return;
  const rows = demoRecords(context.regions);
  await repo.insertMany(rows, demoEndorsements(rows));
}
