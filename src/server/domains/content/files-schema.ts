import { z } from 'zod';
import { HOTLINE } from '../../../shared/constants';

/**
 * What an editor may write in content/*.json and the front matter of
 * content/articles/*.md. Messages are Chinese because editors read them in the
 * start-up error; the importer prefixes the file and the field path.
 */

const text = (max: number) => z.string().trim().min(1, '不能为空').max(max, `不能超过${max}个字`);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, '只能用小写字母、数字和连字符，最长40位');
/** A file under content/images; its size is read from the file itself. */
export const imageRef = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\.(svg|png)$/, '图片须为 content/images 下的 .svg 或 .png 文件名');
/** A portal route (`/product-list?…`), the hotline, or an https address. */
export const link = z
  .string()
  .max(300, '链接不能超过300个字符')
  .regex(/^(\/[^\s]*|tel:\d{3,12}|https:\/\/[^\s]+)?$/, '链接须以 / 开头（站内页面）、tel: 或 https://');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD');

export const columnTypes = [
  'banner',
  'services',
  'riskClass',
  'productMall',
  'ads',
  'news',
  'comments',
  'fund',
  'links',
] as const;

export const channelsFile = z
  .array(
    z.object({
      code: slug,
      name: text(20),
      columns: z.array(
        z.object({
          code: slug,
          type: z.enum(columnTypes, { error: `栏目类型须为 ${columnTypes.join('、')} 之一` }),
          title: text(20),
          moreLink: link.default(''),
          careHidden: z.boolean().default(false),
          modules: z
            .array(
              z.object({
                code: slug,
                title: text(12),
                subtitle: z.string().max(30).default(''),
                icon: imageRef.optional(),
                link,
              }),
            )
            .default([]),
        }),
      ),
    }),
  )
  .min(1, '至少需要一个频道');

export const bannersFile = z.array(
  z.object({
    id: slug,
    kind: z.enum(['banner', 'ad']),
    position: z.enum(['home', 'care', 'productCenter', 'search', 'activity']),
    title: text(40),
    image: imageRef,
    link,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  }),
);

export const riskClassesFile = z.array(z.object({ code: slug, name: text(10), description: text(60), icon: imageRef }));

export const productsFile = z.array(
  z.object({
    code: slug,
    name: text(30),
    riskClass: slug,
    summary: text(80),
    priceFrom: z.number().nonnegative('价格不能为负').max(1_000_000),
    tags: z.array(text(8)).max(4, '标签最多4个').default([]),
    image: imageRef,
    inMall: z.boolean().default(true),
    buyLink: link,
    sections: z.array(z.object({ title: text(20), body: text(2000) })).min(1, '至少需要一段产品说明'),
  }),
);

export const galleryFile = z.array(
  z.object({
    id: slug,
    category: z.enum(['about', 'values', 'brand', 'cooperation', 'help', 'service']),
    title: text(30),
    image: imageRef,
    link: link.default(''),
  }),
);

export const commentsFile = z.array(
  z.object({
    id: slug,
    author: z.string().regex(/^[\u4e00-\u9fa5]\*{1,3}$/, '评价人须已打码，如“王*”'),
    city: text(10),
    rating: z.number().int().min(1).max(5, '评分为1到5'),
    content: text(200),
    productName: text(30),
    date: isoDate,
    shown: z.boolean().default(true),
  }),
);

export const fundsFile = z.array(
  z.object({
    code: slug,
    name: text(30),
    kind: text(10),
    riskLevel: text(10),
    values: z.array(z.tuple([isoDate, z.number().positive('净值须大于0')])).min(2, '至少需要两个净值'),
  }),
);

export const activitiesFile = z.array(
  z.object({
    id: slug,
    title: text(30),
    summary: text(100),
    image: imageRef,
    startDate: isoDate,
    endDate: isoDate,
    link,
    rules: z.array(text(200)).default([]),
  }),
);

export const settingsFile = z.object({
  brand: z.object({
    name: text(40),
    shortName: text(12),
    logo: imageRef,
    // Every SMS, mail, refusal and page says HOTLINE (src/shared/constants.ts): a brand hotline of its own
    // would have the home page tell customers one number and everything else another.
    hotline: z.literal(HOTLINE, { error: `热线须与全站客服热线 ${HOTLINE} 一致（src/shared/constants.ts）` }),
    disclaimer: text(200),
  }),
  notice: z.string().max(80).default(''),
  showDrainage: z.boolean(),
  hotWords: z.array(text(10)).max(10).default([]),
  drainage: z.object({
    title: text(30),
    subtitle: text(60),
    image: imageRef,
    qrImage: imageRef,
    steps: z.array(text(60)).min(1),
    buttonText: text(10),
    link,
  }),
});

export const articleFrontMatter = z.object({
  category: z.enum(['about', 'values', 'brand', 'cooperation', 'help', 'service', 'news']),
  group: z.string().max(20).default(''),
  title: text(40),
  summary: text(120),
  publishedAt: isoDate,
  image: imageRef.optional(),
  order: z.coerce.number().int().default(0),
});

export type ChannelsFile = z.infer<typeof channelsFile>;
export type SettingsFile = z.infer<typeof settingsFile>;
