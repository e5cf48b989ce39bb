import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { NotFound } from '../../platform/errors';
import type { PlatformRepo } from './repo';
import { createPlatformService } from './service';

/** The service over a repo whose one table read (`read`) answers `rows`, counting how often it is read. */
function serviceReading(read: 'allCodeValues' | 'allRegions', rows: readonly object[]) {
  let reads = 0;
  const repo = {
    [read]: async () => {
      reads += 1;
      return rows;
    },
  } as unknown as PlatformRepo;
  return { service: createPlatformService({ repo, config: readConfig({}) }), reads: () => reads };
}

describe('code tables', () => {
  const rows = [
    { tableName: 'idType', code: '01', name: '居民身份证' },
    { tableName: 'idType', code: '02', name: '护照' },
    { tableName: 'sex', code: '1', name: '男' },
  ];

  it('serves each table in order from one read of all of them', async () => {
    const { service, reads } = serviceReading('allCodeValues', rows);
    expect(await service.codeValues('idType')).toEqual([
      { code: '01', name: '居民身份证' },
      { code: '02', name: '护照' },
    ]);
    expect(await service.codeValues('sex')).toEqual([{ code: '1', name: '男' }]);
    expect(reads()).toBe(1);
  });

  it('answers an unknown table with NotFound, without another read', async () => {
    const { service, reads } = serviceReading('allCodeValues', rows);
    await service.codeValues('idType');
    await expect(service.codeValues('noSuchTable')).rejects.toBeInstanceOf(NotFound);
    expect(reads()).toBe(1);
  });

  it('hands out copies, so a caller cannot change the cached table', async () => {
    const { service } = serviceReading('allCodeValues', rows);
    const first = await service.codeValues('idType');
    first[0].name = 'changed';
    first.pop();
    expect(await service.codeValues('idType')).toHaveLength(2);
    expect((await service.codeValues('idType'))[0].name).toBe('居民身份证');
  });
});

describe('regions', () => {
  const regionRows = [
    { code: '11000000', name: '北京市', level: 'province', parentCode: null },
    { code: '44000000', name: '广东省', level: 'province', parentCode: null },
    { code: '44010000', name: '广州市', level: 'city', parentCode: '44000000' },
    { code: '44190000', name: '东莞市', level: 'city', parentCode: '44000000' },
    { code: '44010600', name: '天河区', level: 'county', parentCode: '44010000' },
  ];
  const withRegions = () => serviceReading('allRegions', regionRows);

  it('serves provinces, a province’s cities and a city’s counties from one read of the table', async () => {
    const { service, reads } = withRegions();
    expect((await service.regions()).map((r) => r.name)).toEqual(['北京市', '广东省']);
    expect(await service.regions('44000000')).toEqual([
      { code: '44010000', name: '广州市', level: 'city' },
      { code: '44190000', name: '东莞市', level: 'city' },
    ]);
    expect((await service.regions('44010000')).map((r) => r.name)).toEqual(['天河区']);
    // A city without counties (东莞) and a code no table has: nothing to choose.
    expect(await service.regions('44190000')).toEqual([]);
    expect(await service.regions('99000000')).toEqual([]);
    expect(reads()).toBe(1);
  });

  it('never hands out the cached rows themselves', async () => {
    const { service } = withRegions();
    const first = await service.regions();
    (first[0] as { name: string }).name = '改过的';
    expect((await service.regions())[0]?.name).toBe('北京市');
  });
});
