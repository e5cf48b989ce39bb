import { describe, expect, it } from 'vitest';
import { type SiteInfo, siteQuery } from '../../../shared/api/sites';
import { siteAt, siteListAnswer } from './site-json';

const site = (id: number): SiteInfo => ({
  siteId: `S${id}`,
  name: `北京第${id}服务网点`,
  websitetype: '01000',
  typeNames: ['理赔'],
  serviceitems: ['01'],
  serviceNames: ['报案'],
  provinceCode: '11000000',
  cityCode: '11010000',
  countycode: '11010100',
  address: '东城区长安街1号',
  phone: '95518',
  hours: '9:00-17:00',
  lat: 39.9,
  lng: 116.4,
});

/** The bytes the object answer would have given (route.ts writes `common` first, then these fields). */
const viaContract = (answer: Parameters<typeof siteListAnswer>[0]) =>
  JSON.stringify(siteQuery.response.parse(answer)).slice(1, -1);

describe('siteListAnswer', () => {
  it('writes what the contract gives, for kept sites with a distance and sites read afresh', () => {
    const kept = Object.freeze(site(1));
    const answer = {
      siteInfoList: [siteAt(kept, 1.25), siteAt(kept, 0), { ...site(2), distanceKm: 3 }, site(3)],
      total: 40,
      sortedBy: 'distance' as const,
      hasMore: true,
    };
    expect(siteListAnswer(answer).fields.toString()).toBe(viaContract(answer));
  });

  it('writes a copy of a site-with-distance afresh: the copy may differ from the kept site', () => {
    const kept = Object.freeze(site(6));
    const changed = { ...siteAt(kept, 2), name: '改过的名称' };
    const answer = { siteInfoList: [changed], total: 1, sortedBy: 'distance' as const, hasMore: false };
    expect(siteListAnswer(answer).fields.toString()).toBe(viaContract(answer));
    expect(siteListAnswer(answer).fields.toString()).toContain('改过的名称');
  });

  it('writes an empty list', () => {
    const answer = { siteInfoList: [], total: 0, sortedBy: 'name' as const, hasMore: false };
    expect(siteListAnswer(answer).fields.toString()).toBe(viaContract(answer));
  });

  it('keeps a kept site unchanged and writes its distance per request', () => {
    const kept = Object.freeze(site(4));
    const near = siteAt(kept, 0.5);
    const far = siteAt(kept, 12.3);
    const text = siteListAnswer({ siteInfoList: [near, far], total: 2, sortedBy: 'distance', hasMore: false }).fields;
    expect(JSON.parse(`{${text}}`).siteInfoList.map((s: SiteInfo) => s.distanceKm)).toEqual([0.5, 12.3]);
    expect(kept).not.toHaveProperty('distanceKm');
  });

  it('drops what the contract does not declare, on both paths', () => {
    const secret = { ...site(5), internalNote: '内部' } as SiteInfo;
    const text = siteListAnswer({
      siteInfoList: [siteAt(Object.freeze(secret), 1), secret],
      total: 2,
      sortedBy: 'distance',
      hasMore: false,
    }).fields.toString();
    expect(text).not.toContain('internalNote');
  });

  it('refuses a distance the contract refuses instead of writing null', () => {
    const kept = Object.freeze(site(6));
    expect(() =>
      siteListAnswer({ siteInfoList: [siteAt(kept, Number.NaN)], total: 1, sortedBy: 'distance', hasMore: false }),
    ).toThrow(/distanceKm/);
  });
});
