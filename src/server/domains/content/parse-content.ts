import {
  activitiesFile,
  articleFrontMatter,
  bannersFile,
  channelsFile,
  commentsFile,
  fundsFile,
  galleryFile,
  productsFile,
  riskClassesFile,
  settingsFile,
} from './files-schema';
import { ContentError, type ContentTree, check, parseJsonFile, splitFrontMatter } from './load-files';
import type * as t from './schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row the content tables will hold, ready to write in one transaction. */
export interface ContentBundle {
  channels: Row<typeof t.channel>[];
  columns: Row<typeof t.column>[];
  modules: Row<typeof t.module>[];
  banners: Row<typeof t.banner>[];
  riskClasses: Row<typeof t.riskClass>[];
  products: Row<typeof t.product>[];
  articles: Row<typeof t.article>[];
  gallery: Row<typeof t.gallery>[];
  comments: Row<typeof t.comment>[];
  funds: Row<typeof t.fund>[];
  fundValues: Row<typeof t.fundValue>[];
  activities: Row<typeof t.activity>[];
  settings: Row<typeof t.setting>[];
}

/** Validates the whole tree and cross-references; throws the first ContentError. */
export function parseContent(tree: ContentTree): ContentBundle {
  const image = (file: string, field: string, name: string, alt: string): t.StoredImage => {
    const size = tree.images.get(name);
    if (!size) throw new ContentError(file, field, `图片 images/${name} 不存在`);
    if ('error' in size) throw new ContentError(file, field, `图片 images/${name}：${size.error}`);
    return { file: name, width: size.width, height: size.height, alt, version: tree.versions.get(name) };
  };
  const unique = (file: string, keys: string[]) => {
    const seen = new Set<string>();
    keys.forEach((key, i) => {
      if (seen.has(key)) throw new ContentError(file, `第${i + 1}项`, `编号“${key}”重复`);
      seen.add(key);
    });
  };

  const settings = parseJsonFile(tree, 'settings.json', settingsFile);
  const brandLogo = image('settings.json', 'brand.logo', settings.brand.logo, `${settings.brand.shortName}标志`);
  const drainageImage = image('settings.json', 'drainage.image', settings.drainage.image, settings.drainage.title);
  const qrImage = image('settings.json', 'drainage.qrImage', settings.drainage.qrImage, '关注公众号二维码');

  const channels = parseJsonFile(tree, 'channels.json', channelsFile);
  unique(
    'channels.json',
    channels.map((c) => c.code),
  );
  const columns = channels.flatMap((c, ci) =>
    c.columns.map((col, i) => ({
      ...col,
      channelCode: c.code,
      sortOrder: i,
      path: `第${ci + 1}项.columns.第${i + 1}项`,
    })),
  );
  unique(
    'channels.json',
    columns.map((c) => c.code),
  );
  const modules = columns.flatMap((col) =>
    col.modules.map((m, i) => ({
      code: m.code,
      columnCode: col.code,
      title: m.title,
      subtitle: m.subtitle,
      link: m.link,
      sortOrder: i,
      icon: m.icon ? image('channels.json', `${col.path}.modules.第${i + 1}项.icon`, m.icon, m.title) : null,
    })),
  );
  unique(
    'channels.json',
    modules.map((m) => m.code),
  );

  const banners = parseJsonFile(tree, 'banners.json', bannersFile);
  unique(
    'banners.json',
    banners.map((b) => b.id),
  );
  const riskClasses = parseJsonFile(tree, 'risk-classes.json', riskClassesFile);
  unique(
    'risk-classes.json',
    riskClasses.map((r) => r.code),
  );
  const classCodes = new Set(riskClasses.map((r) => r.code));
  const products = parseJsonFile(tree, 'products.json', productsFile);
  unique(
    'products.json',
    products.map((p) => p.code),
  );
  products.forEach((p, i) => {
    if (!classCodes.has(p.riskClass))
      throw new ContentError(
        'products.json',
        `第${i + 1}项.riskClass`,
        `险种分类“${p.riskClass}”不在 risk-classes.json 中`,
      );
  });
  const gallery = parseJsonFile(tree, 'gallery.json', galleryFile);
  unique(
    'gallery.json',
    gallery.map((g) => g.id),
  );
  const comments = parseJsonFile(tree, 'comments.json', commentsFile);
  unique(
    'comments.json',
    comments.map((c) => c.id),
  );
  const funds = parseJsonFile(tree, 'funds.json', fundsFile);
  unique(
    'funds.json',
    funds.map((f) => f.code),
  );
  const activities = parseJsonFile(tree, 'activities.json', activitiesFile);
  unique(
    'activities.json',
    activities.map((a) => a.id),
  );
  activities.forEach((a, i) => {
    if (a.endDate < a.startDate)
      throw new ContentError('activities.json', `第${i + 1}项.endDate`, '结束日期早于开始日期');
  });

  const articles = [...tree.texts.keys()]
    .filter((f) => f.startsWith('articles/'))
    .map((file) => {
      const slug = file.slice('articles/'.length, -'.md'.length);
      if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(slug))
        throw new ContentError(file, '文件名', '只能用小写字母、数字和连字符');
      const { meta, body } = splitFrontMatter(file, tree.texts.get(file) ?? '');
      const fm = check(file, articleFrontMatter, meta);
      if (!body) throw new ContentError(file, '正文', '不能为空');
      return {
        slug,
        category: fm.category,
        groupName: fm.group,
        title: fm.title,
        summary: fm.summary,
        body,
        publishedAt: fm.publishedAt,
        sortOrder: fm.order,
        image: fm.image ? image(file, 'image', fm.image, fm.title) : null,
      };
    });

  return {
    channels: channels.map((c, i) => ({ code: c.code, name: c.name, sortOrder: i })),
    columns: columns.map(({ modules: _m, path: _p, ...col }) => col),
    modules,
    banners: banners.map((b, i) => ({
      ...b,
      startDate: b.startDate ?? null,
      endDate: b.endDate ?? null,
      sortOrder: i,
      image: image('banners.json', `第${i + 1}项.image`, b.image, b.title),
    })),
    riskClasses: riskClasses.map((r, i) => ({
      ...r,
      sortOrder: i,
      icon: image('risk-classes.json', `第${i + 1}项.icon`, r.icon, r.name),
    })),
    products: products.map(({ riskClass, ...p }, i) => ({
      ...p,
      riskClassCode: riskClass,
      priceFrom: p.priceFrom.toFixed(2),
      sortOrder: i,
      image: image('products.json', `第${i + 1}项.image`, p.image, p.name),
    })),
    articles,
    gallery: gallery.map((g, i) => ({
      ...g,
      sortOrder: i,
      image: image('gallery.json', `第${i + 1}项.image`, g.image, g.title),
    })),
    comments,
    funds: funds.map(({ values: _v, ...f }, i) => ({ ...f, sortOrder: i })),
    fundValues: funds.flatMap((f) =>
      f.values.map(([date, v]) => ({ fundCode: f.code, date, unitValue: v.toFixed(4) })),
    ),
    activities: activities.map((a, i) => ({
      ...a,
      sortOrder: i,
      image: image('activities.json', `第${i + 1}项.image`, a.image, a.title),
    })),
    settings: [
      { key: 'brand', value: { ...settings.brand, logo: brandLogo } },
      { key: 'notice', value: settings.notice },
      { key: 'showDrainage', value: settings.showDrainage },
      { key: 'hotWords', value: settings.hotWords },
      { key: 'drainage', value: { ...settings.drainage, image: drainageImage, qrImage } },
    ],
  };
}
