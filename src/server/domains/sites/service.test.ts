import { describe, expect, it } from 'vitest';
import type { SitesRepo } from './repo';
import { COUNTRY_COUNT_TTL_MS, createSitesService } from './service';

function fakeRepo() {
  const counted: string[] = [];
  const repo = {
    count: async (f: { cityCode?: string; websitetype: string }) => {
      counted.push(f.cityCode ?? `country:${f.websitetype}`);
      return 42;
    },
    nearest: async () => [],
    byDistanceInCity: async () => [],
    byName: async () => [],
  } as unknown as SitesRepo;
  return { repo, counted };
}

const query = { websitetype: '00000', serviceitems: '00', page: 1, pageSize: 20 };
const shanghai = { lat: 31.2304, lng: 121.4737 };

describe('site counts', () => {
  it('counts the whole country once per filter within the TTL, and again after it', async () => {
    const { repo, counted } = fakeRepo();
    let t = 0;
    const service = createSitesService({ repo, now: () => t });
    expect((await service.query({ ...query, position: shanghai })).total).toBe(42);
    await service.query({ ...query, position: shanghai });
    await service.query({ ...query, websitetype: '01000', position: shanghai });
    expect(counted).toEqual(['country:00000', 'country:01000']);
    t += COUNTRY_COUNT_TTL_MS;
    await service.query({ ...query, position: shanghai });
    expect(counted).toEqual(['country:00000', 'country:01000', 'country:00000']);
  });

  it('counts a city on every query (its index makes that cheap)', async () => {
    const { repo, counted } = fakeRepo();
    const service = createSitesService({ repo });
    await service.query({ ...query, cityCode: '11010000' });
    await service.query({ ...query, cityCode: '11010000', position: shanghai });
    expect(counted).toEqual(['11010000', '11010000']);
  });
});
