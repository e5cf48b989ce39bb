import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasicInfo } from '../store/global-slice';

/** The region tables as the platform lists them: Guangdong, Guangzhou, Tianhe. */
const TABLES: Record<string, { code: string; name: string }[]> = {
  '': [
    { code: '11000000', name: '北京市' },
    { code: '44000000', name: '广东省' },
  ],
  '44000000': [{ code: '44010000', name: '广州市' }],
  '44010000': [{ code: '44010600', name: '天河区' }],
};
const regionsUnder = vi.fn(async (parent = '', _options?: { silent?: boolean }) => TABLES[parent] ?? []);
vi.mock('../api/regions', () => ({
  regionsUnder: (parent?: string, options?: { silent?: boolean }) => regionsUnder(parent, options),
}));

// The store's persistence wants sessionStorage, which a test in Node has not: its two members in use, by hand.
let basicInfo: Pick<BasicInfo, 'cityCode' | 'cityName' | 'positionState'>;
vi.mock('../store', () => ({
  useAppStore: {
    getState: () => ({
      global: { basicInfo },
      setBasicInfo: (patch: Partial<BasicInfo>) => {
        basicInfo = { ...basicInfo, ...patch };
      },
    }),
  },
}));

const { checkLinkCity } = await import('./link-city');

/** The store as applyStartParams leaves it after a link's city. */
const linkedTo = (cityCode: string) => {
  basicInfo = { cityCode, cityName: '', positionState: true };
};

beforeEach(() => regionsUnder.mockClear());

describe("a link's city", () => {
  it('is named when the tables know it, a county by its city, read without a dialog', async () => {
    linkedTo('44010000');
    await checkLinkCity('44010000');
    expect(basicInfo).toEqual({ cityCode: '44010000', cityName: '广州市', positionState: true });
    expect(regionsUnder.mock.calls.every(([, options]) => options?.silent === true)).toBe(true);

    linkedTo('44010600');
    await checkLinkCity('44010600');
    expect(basicInfo).toEqual({ cityCode: '44010600', cityName: '广州市', positionState: true });
  });

  it('is dropped to no city when the tables do not have it', async () => {
    linkedTo('44990000');
    await checkLinkCity('44990000');
    expect(basicInfo).toEqual({ cityCode: '', cityName: '', positionState: false });
  });

  it('stays as it is when the tables cannot be read', async () => {
    linkedTo('44010000');
    regionsUnder.mockRejectedValueOnce(new Error('offline'));
    await checkLinkCity('44010000');
    expect(basicInfo).toEqual({ cityCode: '44010000', cityName: '', positionState: true });
  });

  it('does not overwrite a city the customer chose while it was being looked up', async () => {
    linkedTo('44990000');
    const lookup = checkLinkCity('44990000');
    basicInfo = { cityCode: '11000000', cityName: '北京市', positionState: true };
    await lookup;
    expect(basicInfo).toEqual({ cityCode: '11000000', cityName: '北京市', positionState: true });
  });
});
