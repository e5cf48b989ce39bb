import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DemoPolicy } from '../../db/seed/book';
import { createPeople } from '../../db/seed/people';
import { seededRandom } from '../../db/seed/random';
import type { RegionRow } from '../../db/seed/regions-data';
import { policyYearEnd } from '../../platform/calendar';
import { comNameOf } from './ports';
import { type PolicyInsert, toRecord } from './records';
import { policyRecord } from './schema';

const CITIES = ['11010000', '31010000', '44010000', '44030000', '33010000', '51010000', '42010000', '61010000'];
const NONCAR = [
  { code: 'EAK', name: '个人意外伤害保险', sum: '500000.00', premium: '298.00' },
  { code: 'JAB', name: '家庭财产综合保险', sum: '800000.00', premium: '420.00' },
  { code: 'EHA', name: '个人住院医疗保险', sum: '2000000.00', premium: '366.00' },
  { code: 'ZFD', name: '航班延误保险', sum: '600.00', premium: '20.00' },
];
const MODELS = ['大众朗逸 1.5L 自动', '丰田卡罗拉 1.2T', '比亚迪秦PLUS DM-i', '本田雅阁 1.5T'];

/**
 * Benchmark policies, made in batches so a million never sit in memory at
 * once. Numbers carry a 'B' in the serial, so they never meet the demo book's.
 * Every third customer has a car (compulsory + commercial), the rest one
 * non-car policy: the same mix of lookups as the real book.
 */
export function* benchmarkBatches(regions: RegionRow[], total: number, batchSize = 1000): Generator<PolicyInsert[]> {
  const random = seededRandom(99_000_001);
  const people = createPeople(random, regions);
  let serial = 0;
  let batch: PolicyInsert[] = [];
  const no = (risk: string, city: string) => `P${risk}2026${city.slice(0, 4)}B${String(++serial).padStart(9, '0')}`;
  while (serial < total) {
    const person = people.person();
    const cityCode = CITIES[serial % CITIES.length];
    const startDate = new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))).toISOString().slice(0, 10);
    const base = {
      applicant: person,
      insured: person,
      cityCode,
      comCode: cityCode,
      startDate,
      endDate: policyYearEnd(startDate),
      customer: serial,
    };
    const policies: DemoPolicy[] = [];
    if (serial % 3 === 0 && total - serial >= 2) {
      const vin = `LSV${random.digits(6)}B${String(serial).padStart(7, '0')}`;
      const vehicle = {
        licenseNo: people.plate(cityCode),
        vin,
        frameNo: vin.slice(-6),
        engineNo: `E${random.digits(8)}`,
        brandModel: random.pick(MODELS),
        isNewCar: false,
      };
      policies.push(
        {
          ...base,
          vehicle,
          kind: 'car',
          riskCode: 'DZA',
          riskName: '机动车交通事故责任强制保险',
          policyNo: no('DZA', cityCode),
          premium: '950.00',
          sumInsured: '200000.00',
        },
        {
          ...base,
          vehicle,
          kind: 'car',
          riskCode: 'DAA',
          riskName: '机动车商业保险',
          policyNo: no('DAA', cityCode),
          premium: `${random.int(2800, 7800)}.00`,
          sumInsured: '1000000.00',
        },
      );
    } else {
      const risk = NONCAR[serial % NONCAR.length];
      policies.push({
        ...base,
        vehicle: null,
        kind: 'noncar',
        riskCode: risk.code,
        riskName: risk.name,
        policyNo: no(risk.code, cityCode),
        premium: risk.premium,
        sumInsured: risk.sum,
      });
    }
    for (const p of policies) batch.push(toRecord(p, comNameOf(p.cityCode)));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const COLUMNS = Object.entries(getTableColumns(policyRecord)).map(([key, column]) => [key, column.name] as const);

/**
 * Inserts the batches. Each batch travels as one JSON parameter expanded by
 * json_populate_recordset: one statement of 5,000 rows instead of 200,000
 * bound parameters, several times faster than a multi-row insert.
 */
export async function insertBenchmark(db: Db, regions: RegionRow[], total: number, onProgress: (done: number) => void) {
  let done = 0;
  const createdAt = new Date().toISOString();
  for (const batch of benchmarkBatches(regions, total, 5000)) {
    const rows = batch.map((r) => {
      const row: Record<string, unknown> = { created_at: createdAt };
      for (const [key, name] of COLUMNS) if (key !== 'createdAt') row[name] = r[key as keyof PolicyInsert] ?? null;
      return row;
    });
    await db.execute(
      sql`insert into policy_record select * from json_populate_recordset(null::policy_record, ${JSON.stringify(rows)}::json) on conflict do nothing`,
    );
    done += batch.length;
    onProgress(done);
  }
  return done;
}
