import { describe, expect, it } from 'vitest';
import { metaFor } from './document-meta';
import type { AppRoute } from './route-types';

const page = async () => ({ default: () => null });
const defaults = { title: '站点', keywords: '默认词', description: '默认描述' };

describe('metaFor', () => {
  it("uses the route's own title, keywords and description", () => {
    const route: AppRoute = { path: '/a', page, title: '甲', keywords: 'k', description: 'd' };
    expect(metaFor(route, defaults)).toEqual({ title: '甲', keywords: 'k', description: 'd' });
  });

  it('falls back to the site defaults for what the route leaves out', () => {
    expect(metaFor({ path: '/b', page, title: '乙' }, defaults)).toEqual({ ...defaults, title: '乙' });
    expect(metaFor(undefined, defaults)).toEqual(defaults);
  });
});
