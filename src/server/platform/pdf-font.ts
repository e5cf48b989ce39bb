import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The CJK font of generated PDFs (e-policies, clauses, e-invoices): Noto Sans SC
 * from @fontsource/noto-sans-sc, made whole again.
 *
 * The package ships the font cut into web subsets, the cuts named by its
 * unicode.json: "chinese-simplified" (about GB 2312, 7,947 characters, with
 * Latin) and a hundred numbered slices that hold the rest. The PDFs once drew
 * with the first alone, so a name with a character outside it (淏, 赜, and many
 * more of the 通用规范汉字表 that names use) printed as empty boxes (.notdef).
 * No list of the 通用规范汉字表 ships in an installed package, so the PDFs take
 * every character the font has: the slices' glyphs are added to the first cut's,
 * 13,655 characters in all, 12,242 of the 20,992 of the CJK Unified Ideographs
 * block (the rest are not in the font as the package ships it), and the Latin
 * cuts' accented letters of foreign names.
 *
 * The merged TrueType file is made once per process on first use, in memory
 * (no file is written): about 0.3 s and 4.46 MB a weight, against 2.52 MB for
 * the first cut alone. pdfkit embeds only the glyphs a document uses, so a
 * document grows only by the glyphs of the rare characters it prints (an
 * e-invoice 27,871 → 27,939 bytes; with 淏 and 赜 in the name, 28,088).
 */
const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/noto-sans-sc';

export type Weight = 400 | 700;

/** The package's cuts, the first one first: its glyphs keep their numbers, so its layout tables stay right. */
function cutNames(): string[] {
  const ranges = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<string, string>;
  const numbered = Object.keys(ranges).map((key) => key.replace(/^\[(\d+)\]$/, '$1'));
  return ['chinese-simplified', ...numbered.filter((name) => name !== 'chinese-simplified')];
}

const cutFile = (name: string, weight: Weight) =>
  require.resolve(`${PACKAGE}/files/noto-sans-sc-${name}-${weight}-normal.woff`);

/** WOFF 1.0 (W3C): a header, a table directory, each table zlib-compressed unless that saved nothing. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const tables = new Map<string, Buffer>();
  const numTables = woff.readUInt16BE(12);
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const offset = woff.readUInt32BE(o + 4);
    const compLength = woff.readUInt32BE(o + 8);
    const origLength = woff.readUInt32BE(o + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.set(woff.toString('latin1', o, o + 4), compLength < origLength ? inflateSync(raw) : raw);
  }
  return writeSfnt(woff.readUInt32BE(4), tables);
}

/** An OpenType file of these tables, in tag order (the directory is searched by halves). */
function writeSfnt(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const numTables = tags.length;
  let size = 12 + 16 * numTables;
  const offsets = tags.map((tag) => {
    const at = size;
    size += ((tables.get(tag)?.length ?? 0) + 3) & ~3;
    return at;
  });
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  tags.forEach((tag, i) => {
    const data = tables.get(tag) as Buffer;
    const o = 12 + i * 16;
    out.write(tag, o, 'latin1');
    out.writeUInt32BE(checksum(data), o + 4);
    out.writeUInt32BE(offsets[i], o + 8);
    out.writeUInt32BE(data.length, o + 12);
    data.copy(out, offsets[i]);
  });
  return out;
}

function checksum(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const word =
      i + 4 <= data.length ? data.readUInt32BE(i) : Buffer.concat([data.subarray(i), Buffer.alloc(4)]).readUInt32BE(0);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/** The tables of one font, read as far as merging needs. */
export interface Cut {
  tables: Map<string, Buffer>;
  /** Code point → glyph number. */
  cmap: Map<number, number>;
  glyph(id: number): Buffer;
  advance(id: number): number;
  leftBearing(id: number): number;
}

/** Reads an OpenType file (TrueType outlines): a cut unwrapped, or the merged font. */
export function readFont(sfnt: Buffer): Cut {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const o = 12 + i * 16;
    const offset = sfnt.readUInt32BE(o + 8);
    tables.set(sfnt.toString('latin1', o, o + 4), sfnt.subarray(offset, offset + sfnt.readUInt32BE(o + 12)));
  }
  const table = (tag: string) => {
    const data = tables.get(tag);
    if (!data) throw new Error(`font has no ${tag} table`);
    return data;
  };
  const [head, hhea, hmtx, loca, glyf] = ['head', 'hhea', 'hmtx', 'loca', 'glyf'].map(table);
  const longLoca = head.readInt16BE(50) === 1;
  const at = (id: number) => (longLoca ? loca.readUInt32BE(id * 4) : loca.readUInt16BE(id * 2) * 2);
  const metrics = hhea.readUInt16BE(34);
  return {
    tables,
    cmap: readCmap(table('cmap')),
    glyph: (id) => glyf.subarray(at(id), at(id + 1)),
    advance: (id) => hmtx.readUInt16BE(Math.min(id, metrics - 1) * 4),
    leftBearing: (id) =>
      id < metrics ? hmtx.readInt16BE(id * 4 + 2) : hmtx.readInt16BE(metrics * 4 + (id - metrics) * 2),
  };
}

/** The Unicode subtable of a cmap: format 12 (full range) where there is one, else format 4 (BMP). */
function readCmap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  const format = (offset: number) => cmap.readUInt16BE(offset);
  const full = subtables.find((o) => format(o) === 12);
  if (full !== undefined) {
    const groups = cmap.readUInt32BE(full + 12);
    for (let g = 0; g < groups; g++) {
      const o = full + 16 + g * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(o), cmap.readUInt32BE(o + 4), cmap.readUInt32BE(o + 8)];
      for (let cp = start; cp <= end; cp++) map.set(cp, glyph + cp - start);
    }
    return map;
  }
  const bmp = subtables.find((o) => format(o) === 4);
  if (bmp === undefined) return map; // a cut of variation sequences only: nothing to add
  const segments = cmap.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [start, end] = [cmap.readUInt16BE(starts + s * 2), cmap.readUInt16BE(ends + s * 2)];
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      const raw = rangeOffset === 0 ? cp : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2);
      // A glyph index array's 0 is "no glyph"; anything else is moved by the segment's delta.
      const glyph = rangeOffset !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
      if (glyph !== 0) map.set(cp, glyph);
    }
  }
  return map;
}

/** Composite glyph flags (OpenType glyf): argument sizes and transforms between component records. */
const ARGS_ARE_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;

/** The glyph numbers a composite glyph's components point at, with where each is written. */
function components(glyph: Buffer): Array<{ at: number; id: number }> {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return [];
  const found: Array<{ at: number; id: number }> = [];
  let o = 10;
  let flags: number;
  do {
    flags = glyph.readUInt16BE(o);
    found.push({ at: o + 2, id: glyph.readUInt16BE(o + 2) });
    o += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
    o += flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0;
  } while (flags & MORE_COMPONENTS);
  return found;
}

/**
 * The first cut with every other cut's characters it lacks added: each added
 * glyph (and the parts of a composite one) gets the next free number, its
 * metrics come along, and the character map is written anew (format 12). The
 * first cut's glyphs keep their numbers, so its layout tables (GSUB, GPOS) stay
 * right; the vertical metrics and glyph names, which would not cover the added
 * glyphs, are left out (PDFs are drawn horizontally and name no glyphs).
 */
export function mergeCuts(first: Cut, others: Cut[]): Buffer {
  const glyphs: Buffer[] = [];
  const advances: number[] = [];
  const bearings: number[] = [];
  const numGlyphs = first.tables.get('maxp')?.readUInt16BE(4) ?? 0;
  for (let id = 0; id < numGlyphs; id++) {
    glyphs.push(first.glyph(id));
    advances.push(first.advance(id));
    bearings.push(first.leftBearing(id));
  }
  const cmap = new Map(first.cmap);
  for (const cut of others) {
    const added = new Map<number, number>();
    const add = (id: number): number => {
      const known = added.get(id);
      if (known !== undefined) return known;
      const glyph = Buffer.from(cut.glyph(id));
      for (const part of components(glyph)) glyph.writeUInt16BE(add(part.id), part.at);
      const newId = glyphs.length;
      glyphs.push(glyph);
      advances.push(cut.advance(id));
      bearings.push(cut.leftBearing(id));
      added.set(id, newId);
      return newId;
    };
    for (const [cp, id] of cut.cmap) if (!cmap.has(cp) && id !== 0) cmap.set(cp, add(id));
  }

  const tables = new Map(first.tables);
  for (const tag of ['vhea', 'vmtx', 'post', 'hdmx', 'LTSH', 'VDMX']) tables.delete(tag);
  const loca = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  const padded = glyphs.map((g, id) => {
    loca.writeUInt32BE(offset, id * 4);
    const p = Buffer.alloc((g.length + 3) & ~3);
    g.copy(p);
    offset += p.length;
    return p;
  });
  loca.writeUInt32BE(offset, glyphs.length * 4);
  tables.set('glyf', Buffer.concat(padded));
  tables.set('loca', loca);

  const hmtx = Buffer.alloc(glyphs.length * 4);
  advances.forEach((advance, id) => {
    hmtx.writeUInt16BE(advance, id * 4);
    hmtx.writeInt16BE(bearings[id], id * 4 + 2);
  });
  tables.set('hmtx', hmtx);

  const head = Buffer.from(tables.get('head') as Buffer);
  head.writeUInt32BE(0, 8); // checkSumAdjustment: no reader of these PDFs checks it
  head.writeInt16BE(1, 50); // long loca offsets
  // The box round every glyph: the first cut's and the others'.
  for (const cut of others) {
    const box = cut.tables.get('head') as Buffer;
    head.writeInt16BE(Math.min(head.readInt16BE(36), box.readInt16BE(36)), 36);
    head.writeInt16BE(Math.min(head.readInt16BE(38), box.readInt16BE(38)), 38);
    head.writeInt16BE(Math.max(head.readInt16BE(40), box.readInt16BE(40)), 40);
    head.writeInt16BE(Math.max(head.readInt16BE(42), box.readInt16BE(42)), 42);
  }
  tables.set('head', head);

  const hhea = Buffer.from(tables.get('hhea') as Buffer);
  hhea.writeUInt16BE(Math.max(...advances), 10);
  hhea.writeUInt16BE(glyphs.length, 34);
  tables.set('hhea', hhea);

  // maxp 1.0: the glyph count, and each limit the largest any cut has (a merged glyph is one of theirs).
  const maxp = Buffer.from(tables.get('maxp') as Buffer);
  maxp.writeUInt16BE(glyphs.length, 4);
  for (let o = 6; o + 2 <= maxp.length; o += 2)
    for (const cut of others)
      maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(o), cut.tables.get('maxp')?.readUInt16BE(o) ?? 0), o);
  tables.set('maxp', maxp);

  tables.set('cmap', writeCmap(cmap));
  const post = Buffer.alloc(32);
  (first.tables.get('post') as Buffer).copy(post, 0, 0, 32);
  post.writeUInt32BE(0x00030000, 0); // version 3: no glyph names
  tables.set('post', post);
  return writeSfnt(0x00010000, tables);
}

/** A cmap of one subtable, Windows Unicode full range (3, 10), format 12: runs of code points to runs of glyphs. */
function writeCmap(map: Map<number, number>): Buffer {
  const points = [...map.keys()].sort((a, b) => a - b);
  const groups: Array<[number, number, number]> = [];
  for (const cp of points) {
    const glyph = map.get(cp) as number;
    const last = groups.at(-1);
    if (last && cp === last[1] + 1 && glyph === last[2] + cp - last[0]) last[1] = cp;
    else groups.push([cp, cp, glyph]);
  }
  const length = 16 + groups.length * 12;
  const out = Buffer.alloc(12 + length);
  out.writeUInt16BE(0, 0);
  out.writeUInt16BE(1, 2);
  out.writeUInt16BE(3, 4);
  out.writeUInt16BE(10, 6);
  out.writeUInt32BE(12, 8);
  out.writeUInt16BE(12, 12);
  out.writeUInt32BE(length, 16);
  out.writeUInt32BE(groups.length, 24);
  groups.forEach(([start, end, glyph], g) => {
    const o = 28 + g * 12;
    out.writeUInt32BE(start, o);
    out.writeUInt32BE(end, o + 4);
    out.writeUInt32BE(glyph, o + 8);
  });
  return out;
}

const cache = new Map<Weight, Buffer>();

/** The regular (400) or bold (700) face, whole, as a TrueType buffer: made on first use, then kept. */
export function cjkFont(weight: Weight = 400): Buffer {
  let font = cache.get(weight);
  if (!font) {
    const [first, ...others] = cutNames().map((name) => readFont(woffToSfnt(readFileSync(cutFile(name, weight)))));
    font = mergeCuts(first, others);
    cache.set(weight, font);
  }
  return font;
}
