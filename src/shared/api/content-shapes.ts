import { z } from 'zod';

/** Shapes shared by several content endpoints (see content.ts). */

export const keyword = z
  .string()
  .trim()
  .min(1, '请输入搜索关键词')
  .max(30, '搜索关键词不能超过30个字')
  .refine((value) => !/[<>]/.test(value), '搜索关键词含有不支持的字符');
export const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, '代码格式不正确');
/** Numbers or numeric text; anything else (letters, a page of 0) is told in words, not in zod's terms. */
export const paging = {
  pageNo: z.coerce
    .number({ error: '页码格式不正确' })
    .int('页码格式不正确')
    .min(1, '页码格式不正确')
    .max(1000, '页码格式不正确')
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数格式不正确' })
    .int('每页条数格式不正确')
    .min(1, '每页条数格式不正确')
    .max(50, '每页最多50条')
    .default(10),
};

export const image = z.object({ src: z.string(), width: z.number(), height: z.number(), alt: z.string() });
export type ContentImage = z.infer<typeof image>;

/** A piece of text split into parts, the parts that matched the keyword flagged (for highlighting without HTML). */
export const highlighted = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlighted = z.infer<typeof highlighted>;

export const banner = z.object({ id: z.string(), title: z.string(), image, link: z.string() });
export const column = z.object({
  code: z.string(),
  type: z.enum(['banner', 'services', 'riskClass', 'productMall', 'ads', 'news', 'comments', 'fund', 'links']),
  title: z.string(),
  moreLink: z.string(),
  /** Hidden in the care edition (ads, for instance: the guideline wants none). */
  careHidden: z.boolean(),
  modules: z.array(
    z.object({ code: z.string(), title: z.string(), subtitle: z.string(), icon: image.nullable(), link: z.string() }),
  ),
});
export type HomeColumn = z.infer<typeof column>;

export const productSummary = z.object({
  code: z.string(),
  name: z.string(),
  riskClassCode: z.string(),
  riskClassName: z.string(),
  summary: z.string(),
  /** Yuan, the lowest premium, as text ("99.00"). */
  priceFrom: z.string(),
  tags: z.array(z.string()),
  image,
});
export type ProductSummary = z.infer<typeof productSummary>;

export const article = z.object({
  slug: z.string(),
  category: z.string(),
  group: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown subset: paragraphs, `## ` headings and `- ` lists; the client renders it as text, never as HTML. */
  body: z.string(),
  image: image.nullable(),
  publishedAt: z.string(),
});
export type Article = z.infer<typeof article>;

/** Brand and global flags in one place: the insurer's name, logo, hotline and disclosure address. */
export const brand = z.object({
  name: z.string(),
  shortName: z.string(),
  logo: image,
  hotline: z.string(),
  disclosureUrl: z.string(),
  disclaimer: z.string(),
});
