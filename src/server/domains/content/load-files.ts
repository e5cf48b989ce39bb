import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { OPERATOR_MESSAGES } from '../../platform/validation-messages';
import { imageSize } from './image-size';

/**
 * Reads the content tree (content/*.json, content/articles/*.md,
 * content/images/*) into memory, with one hash over all of it so the importer
 * can tell whether anything changed since the last start.
 */
export interface ContentTree {
  hash: string;
  /** Relative path → text, for the JSON and Markdown files. */
  texts: Map<string, string>;
  /** Image file name → intrinsic size, or the reason it cannot be used. */
  images: Map<string, { width: number; height: number } | { error: string }>;
  /** Image file name → imageVersion of its bytes. */
  versions: Map<string, string>;
}

/**
 * What an import writes from the same files. It is part of the tree's hash, so
 * a release that writes more (such as the images' versions) imports again on
 * a database that holds an older import of unchanged files.
 */
const IMPORT_FORMAT = 'content-import 2: image versions';

/**
 * A short digest of an image's bytes. An image's address carries it
 * (service.ts toImage), so an image replaced under the same file name gets a
 * new address, and a phone or proxy that kept the old picture does not show
 * it again (routes.ts caches an address only for the version it names).
 */
export function imageVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/** A content file that is wrong: names the file and the field, so the editor knows where to look. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`内容文件 content/${file}${field ? ` 的 ${field}` : ''}：${problem}`);
    this.name = 'ContentError';
  }
}

export function readContentTree(dir: string): ContentTree {
  if (!existsSync(dir)) throw new ContentError('', '', `内容目录 ${dir} 不存在`);
  const hash = createHash('sha256').update(`${IMPORT_FORMAT}\0`);
  const texts = new Map<string, string>();
  const images: ContentTree['images'] = new Map();
  const versions = new Map<string, string>();
  const list = (sub: string) =>
    existsSync(join(dir, sub))
      ? readdirSync(join(dir, sub))
          .filter((name) => !name.startsWith('.'))
          .sort()
      : [];
  for (const name of list('').filter((n) => n.endsWith('.json'))) addText(name);
  for (const name of list('articles').filter((n) => n.endsWith('.md'))) addText(`articles/${name}`);
  for (const name of list('images')) {
    const bytes = readFileSync(join(dir, 'images', name));
    hash.update(`images/${name}\0`).update(bytes);
    images.set(name, imageSize(name, bytes));
    versions.set(name, imageVersion(bytes));
  }
  return { hash: hash.digest('hex'), texts, images, versions };

  function addText(rel: string) {
    const text = readFileSync(join(dir, rel), 'utf8');
    hash.update(`${rel}\0${text}\0`);
    texts.set(rel, text);
  }
}

/** Validates one file's JSON against its schema; the first problem becomes a ContentError. */
export function parseJsonFile<S extends z.ZodType>(tree: ContentTree, file: string, schema: S): z.output<S> {
  const text = tree.texts.get(file);
  if (text === undefined) throw new ContentError(file, '', '文件缺失');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ContentError(file, '', `不是合法的 JSON（${(err as Error).message}）`);
  }
  return check(file, schema, raw);
}

export function check<S extends z.ZodType>(file: string, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw, OPERATOR_MESSAGES);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContentError(file, fieldPath(issue?.path ?? []), issue?.message ?? '格式不正确');
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `第${p + 1}项` : `${i > 0 ? '.' : ''}${String(p)}`)).join('');
}

/**
 * Splits a Markdown article into its front matter (`key: value` lines between
 * `---` fences) and its body. Values are plain strings; the schema coerces.
 */
export function splitFrontMatter(file: string, text: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(file, '', '文章须以 --- 包围的头部信息开始');
  const meta: Record<string, string> = {};
  for (const [i, line] of match[1].split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new ContentError(file, `头部第${i + 1}行`, '须为“名称: 值”');
    meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { meta, body: match[2].trim() };
}
