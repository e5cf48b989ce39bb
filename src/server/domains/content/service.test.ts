import { describe, expect, it } from 'vitest';
import { NotFound } from '../../platform/errors';
import type { ContentRepo } from './repo';
import { CONTENT_VERSION_CHECK_MS, createContentService } from './service';

/** A repo with one channel of one column, whose title the test can change along with the import hash. */
function fakeRepo() {
  const state = { version: 'v1', title: '常用服务', structureReads: 0 };
  const repo = {
    importVersion: async () => state.version,
    homeStructure: async () => {
      state.structureReads += 1;
      return {
        channels: [{ code: 'home', name: '首页', sortOrder: 0 }],
        columns: [
          {
            code: 'c1',
            channelCode: 'home',
            type: 'grid',
            title: state.title,
            moreLink: '',
            careHidden: false,
            sortOrder: 0,
          },
        ],
        modules: [
          {
            code: 'm2',
            columnCode: 'c1',
            title: '保单查询',
            subtitle: '',
            icon: null,
            link: '/policy-query',
            sortOrder: 1,
          },
          { code: 'm9', columnCode: 'other', title: '别处', subtitle: '', icon: null, link: '/x', sortOrder: 2 },
        ],
      };
    },
  } as unknown as ContentRepo;
  return { repo, state };
}

describe('home channels from the reference cache', () => {
  it('assembles a channel from its columns and their modules only', async () => {
    const { repo } = fakeRepo();
    const service = createContentService({ repo, disclosureUrl: 'https://example.test/' });
    const home = await service.channel('home');
    expect(home.columns.map((c) => c.code)).toEqual(['c1']);
    expect(home.columns[0].modules.map((m) => m.code)).toEqual(['m2']);
    expect((await service.column('c1')).modules).toHaveLength(1);
    await expect(service.channel('nope')).rejects.toBeInstanceOf(NotFound);
    await expect(service.column('nope')).rejects.toBeInstanceOf(NotFound);
  });

  it('reads the structure once per content version, and sees a new import after the check interval', async () => {
    const { repo, state } = fakeRepo();
    let t = Date.UTC(2026, 10, 1);
    const service = createContentService({ repo, disclosureUrl: 'https://example.test/', now: () => new Date(t) });
    await service.channel('home');
    await service.channel('home');
    t += CONTENT_VERSION_CHECK_MS;
    await service.channel('home'); // same version: no reload
    expect(state.structureReads).toBe(1);
    state.version = 'v2';
    state.title = '新栏目';
    t += CONTENT_VERSION_CHECK_MS;
    expect((await service.channel('home')).columns[0].title).toBe('新栏目');
    expect(state.structureReads).toBe(2);
  });

  it('hands out copies, so one answer cannot change the next', async () => {
    const { repo } = fakeRepo();
    const service = createContentService({ repo, disclosureUrl: 'https://example.test/' });
    (await service.channel('home')).columns[0].modules.length = 0;
    expect((await service.channel('home')).columns[0].modules).toHaveLength(1);
  });

  it('keeps the cached channel frozen, and a new import gives a new one (its written JSON goes with the old)', async () => {
    const { repo, state } = fakeRepo();
    let t = Date.UTC(2026, 10, 1);
    const service = createContentService({ repo, disclosureUrl: 'https://example.test/', now: () => new Date(t) });
    const first = await service.keptChannel('home');
    expect(Object.isFrozen(first.columns[0].modules[0])).toBe(true);
    expect(await service.keptChannel('home')).toBe(first);
    state.version = 'v2';
    state.title = '新栏目';
    t += CONTENT_VERSION_CHECK_MS;
    const next = await service.keptChannel('home');
    expect(next).not.toBe(first);
    expect(next.columns[0].title).toBe('新栏目');
  });
});
