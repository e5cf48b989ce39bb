import { sql } from 'drizzle-orm';
import { CODE_TABLES } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { loadRegions, type RegionRow } from '../../db/seed/regions-data';
import { agency, branchOffice, codeValue, region } from './schema';

const AGENCY_NAMES = ['安诚保险代理有限公司', '众信保险经纪有限公司', '华泰汽车保险代理有限公司'];

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The reference data every other domain leans on: regions, branch offices, agencies. */
export async function seedPlatform(db: Db): Promise<RegionRow[]> {
  const regions = loadRegions();
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(region);
  if (count > 0) return regions;
  await db.transaction(async (tx) => {
    await insertInChunks(regions, (chunk) => tx.insert(region).values(chunk));
    const provinces = regions.filter((r) => r.level === 'province');
    const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
    const branches = [
      ...provinces.map((p) => ({
        comCode: p.code,
        comName: `人保财险${p.name}分公司`,
        cityCode: p.code,
        provinceCode: p.code,
      })),
      ...regions
        .filter((r) => r.level === 'city' && r.name !== provinceName.get(r.parentCode as string))
        .map((c) => ({
          comCode: c.code,
          comName: `人保财险${c.name}${c.name.endsWith('郊县') ? '' : '中心'}支公司`,
          cityCode: c.code,
          provinceCode: c.parentCode as string,
        })),
    ];
    await insertInChunks(branches, (chunk) => tx.insert(branchOffice).values(chunk));
    const agencies = provinces.flatMap((p) =>
      AGENCY_NAMES.map((name, i) => ({
        agentCode: `${p.code.slice(0, 2)}A${String(i + 1).padStart(5, '0')}`,
        agentName: `${p.name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区)$/, '')}${name}`,
        comCode: p.code,
      })),
    );
    await tx.insert(agency).values(agencies);
  });
  return regions;
}

/**
 * Code tables are reference data owned by the contract: they are brought in
 * line with src/shared/codes on every start, not only on an empty database.
 */
export async function syncCodeValues(db: Db) {
  const rows = Object.entries(CODE_TABLES).flatMap(([tableName, items]) =>
    items.map((item, i) => ({ tableName, code: item.code, name: item.name, sortOrder: i })),
  );
  await db.transaction(async (tx) => {
    await tx.delete(codeValue);
    await insertInChunks(rows, (chunk) => tx.insert(codeValue).values(chunk));
  });
}
