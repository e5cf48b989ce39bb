import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../../shared/api/content';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CONTENT_DIR, importContent } from './import';
import { ContentError } from './load-files';

/** Two connections at once need PostgreSQL: PGlite runs one transaction at a time. */
const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
const homeBannerTitles = async () =>
  ((await t.call(content.bannerInit, { position: 'home' })).data.banners as Array<{ title: string }>).map(
    (b) => b.title,
  );

/** Imports and returns the error it threw, if any. */
async function importError() {
  try {
    await importContent(t.database.db, dir);
  } catch (err) {
    return err as ContentError;
  }
  throw new Error('import should have failed');
}

describe('content import', () => {
  it('skips an unchanged tree (imported at start already)', async () => {
    const outcome = await importContent(t.database.db, dir);
    expect(outcome.changed).toBe(false);
  });

  it('imports an edited banner without touching code', async () => {
    edit('banners.json', (s) => s.replace('"title": "一键续保 安心出行"', '"title": "续保享好礼"'));
    const outcome = await importContent(t.database.db, dir);
    expect(outcome.changed).toBe(true);
    expect(await homeBannerTitles()).toContain('续保享好礼');
  });

  it('gives an image replaced under the same name a new address, so no phone shows the old picture', async () => {
    const logo = async () =>
      ((await t.call(content.bannerInit, { position: 'home' })).data.brand as { logo: { src: string } }).logo.src;
    const before = await logo();
    expect(before.startsWith('/content-images/logo.svg')).toBe(true);
    edit('images/logo.svg', (s) => s.replace('</svg>', '<rect width="1" height="1" fill="#fff"/></svg>'));
    expect((await importContent(t.database.db, dir)).changed).toBe(true);
    const after = await logo();
    expect(after.startsWith('/content-images/logo.svg')).toBe(true);
    expect(after).not.toBe(before);
  });

  it('a broken file names file and field, and changes nothing', async () => {
    const before = await homeBannerTitles();
    edit('banners.json', (s) => s.replace('续保享好礼', '又改了一次'));
    edit('products.json', (s) => s.replace('"riskClass": "travel"', '"riskClass": "space"'));
    const err = await importError();
    expect(err).toBeInstanceOf(ContentError);
    expect(err.message).toContain('content/products.json');
    expect(err.message).toMatch(/第\d+项\.riskClass/);
    expect(err.message).toContain('space');
    // The banner edit in the same tree was not applied either: all or nothing.
    expect(await homeBannerTitles()).toEqual(before);
    edit('products.json', (s) => s.replaceAll('"riskClass": "space"', '"riskClass": "travel"'));
  });

  it('names JSON syntax errors, missing images, unsized SVGs, bad links, a hotline of its own and article front matter', async () => {
    const cases: Array<[string, (s: string) => string, RegExp]> = [
      ['comments.json', (s) => s.replace('[', '[,'), /comments\.json：不是合法的 JSON/],
      [
        'banners.json',
        (s) => s.replace('"banner-home.svg"', '"missing.svg"'),
        /banners\.json 的 第\d+项\.image：图片 images\/missing\.svg 不存在/,
      ],
      [
        'banners.json',
        (s) => s.replace('"link": "/claims-query"', '"link": "javascript:alert(1)"'),
        /banners\.json 的 第\d+项\.link：链接须以/,
      ],
      [
        'comments.json',
        (s) => s.replace('"author": "王*"', '"author": "王小明"'),
        /comments\.json 的 第1项\.author：评价人须已打码/,
      ],
      [
        'articles/news-anti-fraud.md',
        (s) => s.replace('category: news', 'category: gossip'),
        /articles\/news-anti-fraud\.md 的 category/,
      ],
      ['articles/news-anti-fraud.md', (s) => s.replace(/^---\n/, ''), /news-anti-fraud\.md：文章须以 --- 包围/],
      [
        'settings.json',
        (s) => s.replace('"hotline": "95518"', '"hotline": "95519"'),
        /settings\.json 的 brand\.hotline：热线须与全站客服热线 95518 一致/,
      ],
      [
        'images/logo.svg',
        (s) => s.replace(' width="160" height="48"', ''),
        /settings\.json 的 brand\.logo：.*width 和 height/,
      ],
    ];
    for (const [file, change, expected] of cases) {
      const original = readFileSync(join(dir, file), 'utf8');
      edit(file, change);
      expect((await importError()).message).toMatch(expected);
      writeFileSync(join(dir, file), original);
    }
  });

  it.skipIf(!onPostgres)(
    'two instances starting at once on changed content both start, and one of them imports it (PostgreSQL)',
    async () => {
      // Three changes in turn, each a fresh chance for the two imports to overlap.
      for (const title of ['一起启动的第一次', '一起启动的第二次', '一起启动的第三次']) {
        edit('banners.json', (s) => s.replace(/"title": "[^"]*"/, `"title": "${title}"`));
        const outcomes = await Promise.all([importContent(t.database.db, dir), importContent(t.database.db, dir)]);
        expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
        expect(await homeBannerTitles()).toContain(title);
      }
    },
  );
});
