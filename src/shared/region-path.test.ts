import { describe, expect, it } from 'vitest';
import { regionPath } from './region-path';

/** A little of the platform's tables: each parent's regions, the provinces under ''. */
const TABLES: Record<string, Array<{ code: string; name: string }>> = {
  '': [
    { code: '11000000', name: '北京市' },
    { code: '44000000', name: '广东省' },
  ],
  '44000000': [{ code: '44010000', name: '广州市' }],
  '44010000': [{ code: '44010600', name: '天河区' }],
};
const asked: string[] = [];
const regionsUnder = async (parent = '') => {
  asked.push(parent);
  return TABLES[parent] ?? [];
};
const names = async (code: string) => (await regionPath(regionsUnder, code))?.map((r) => r.name) ?? null;

describe('regionPath', () => {
  it('finds a province, a city and a link’s county by the tables, as the pickers list them', async () => {
    expect(await names('44000000')).toEqual(['广东省']);
    expect(await names('44010000')).toEqual(['广东省', '广州市']);
    expect(await names('44010600')).toEqual(['广东省', '广州市', '天河区']);
  });

  // An entry link's cityCode the tables lack: the city field drops it, the server refuses it.
  it('answers null for a code no table has, at any level, and for what is not 8 digits', async () => {
    expect(await names('99000000')).toBeNull();
    expect(await names('44990000')).toBeNull();
    expect(await names('44010699')).toBeNull();
    expect(await names('440106')).toBeNull();
    expect(await names('')).toBeNull();
  });

  it('reads no deeper than the code needs', async () => {
    asked.length = 0;
    await names('11000000');
    expect(asked).toEqual(['']);
  });

  it('rejects when the tables cannot be read: a failed read is not an unknown code', async () => {
    const down = async () => {
      throw new Error('offline');
    };
    await expect(regionPath(down, '44010000')).rejects.toThrow('offline');
  });
});
