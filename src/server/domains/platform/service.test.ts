import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { NotFound } from '../../platform/errors';
import type { PlatformRepo } from './repo';
import { createPlatformService } from './service';

function serviceWith(rows: { tableName: string; code: string; name: string }[]) {
  let reads = 0;
  const repo = {
    allCodeValues: async () => {
      reads += 1;
      return rows;
    },
  } as unknown as PlatformRepo;
  const service = createPlatformService({ repo, config: readConfig({}) });
  return { service, reads: () => reads };
}

describe('code tables', () => {
  const rows = [
    { tableName: 'idType', code: '01', name: '居民身份证' },
    { tableName: 'idType', code: '02', name: '护照' },
    { tableName: 'sex', code: '1', name: '男' },
  ];

  it('serves each table in order from one read of all of them', async () => {
    const { service, reads } = serviceWith(rows);
    expect(await service.codeValues('idType')).toEqual([
      { code: '01', name: '居民身份证' },
      { code: '02', name: '护照' },
    ]);
    expect(await service.codeValues('sex')).toEqual([{ code: '1', name: '男' }]);
    expect(reads()).toBe(1);
  });

  it('answers an unknown table with NotFound, without another read', async () => {
    const { service, reads } = serviceWith(rows);
    await service.codeValues('idType');
    await expect(service.codeValues('noSuchTable')).rejects.toBeInstanceOf(NotFound);
    expect(reads()).toBe(1);
  });

  it('hands out copies, so a caller cannot change the cached table', async () => {
    const { service } = serviceWith(rows);
    const first = await service.codeValues('idType');
    first[0].name = 'changed';
    first.pop();
    expect(await service.codeValues('idType')).toHaveLength(2);
    expect((await service.codeValues('idType'))[0].name).toBe('居民身份证');
  });
});
