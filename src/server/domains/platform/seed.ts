import { and, eq, sql } from 'drizzle-orm';
import { CODE_TABLES, type CodeItem } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { isEmpty } from '../../db/is-empty';
import { loadRegions, type RegionRow } from '../../db/seed/regions-data';
import { agency, branchOffice, codeValue, region } from './schema';

const AGENCY_NAMES = ['安诚保险代理有限公司', '众信保险经纪有限公司', '华泰汽车保险代理有限公司'];

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The reference data every other domain leans on: regions, branch offices, agencies. */
export async function seedPlatform(db: Db): Promise<RegionRow[]> {
  const regions = loadRegions();
  if (!(await isEmpty(db, region))) return regions;
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
 * Only what differs is written (issue 9): rewriting the whole table on every
 * start cost start-up time and left a table's worth of dead rows each time.
 */
export async function syncCodeValues(db: Db, tables: Record<string, readonly CodeItem[]> = CODE_TABLES) {
  const wanted = new Map(
    Object.entries(tables).flatMap(([tableName, items]) =>
      items.map((item, i) => [
        `${tableName}\u0000${item.code}`,
        { tableName, code: item.code, name: item.name, sortOrder: i },
      ]),
    ),
  );
  const existing = await db.select().from(codeValue);
  const gone = existing.filter((row) => !wanted.has(`${row.tableName}\u0000${row.code}`));
  const current = new Map(existing.map((row) => [`${row.tableName}\u0000${row.code}`, row]));
  const changed = [...wanted].flatMap(([key, row]) => {
    const have = current.get(key);
    return have && have.name === row.name && have.sortOrder === row.sortOrder ? [] : [row];
  });
  if (gone.length > 0 || changed.length > 0)
    await db.transaction(async (tx) => {
      for (const row of gone)
        await tx.delete(codeValue).where(and(eq(codeValue.tableName, row.tableName), eq(codeValue.code, row.code)));
      await insertInChunks(changed, (chunk) =>
        tx
          .insert(codeValue)
          .values(chunk)
          .onConflictDoUpdate({
            target: [codeValue.tableName, codeValue.code],
            set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
          }),
      );
    });
  return { written: changed.length, deleted: gone.length };
}
