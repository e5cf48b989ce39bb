import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The CJK font of generated PDFs: Noto Sans SC from @fontsource/noto-sans-sc,
 * whose "chinese-simplified" WOFF file covers GB 2312 and Latin. pdfkit's font
 * engine reads WOFF, but decompresses it glyph by glyph (seconds per document),
 * so the WOFF is unpacked once into a plain TrueType file and kept in memory;
 * pdfkit then embeds only the glyphs a document uses (a few dozen kB).
 */
const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${weight}-normal.woff`);

/** WOFF 1.0 (W3C): a header, a table directory, each table zlib-compressed unless that saved nothing. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    const offset = woff.readUInt32BE(o + 4);
    const compLength = woff.readUInt32BE(o + 8);
    const origLength = woff.readUInt32BE(o + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(o),
      checksum: woff.readUInt32BE(o + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let size = 12 + 16 * numTables;
  const offsets = tables.map((t) => {
    const at = size;
    size += (t.data.length + 3) & ~3;
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
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    out.writeUInt32BE(t.tag, o);
    out.writeUInt32BE(t.checksum, o + 4);
    out.writeUInt32BE(offsets[i], o + 8);
    out.writeUInt32BE(t.data.length, o + 12);
    t.data.copy(out, offsets[i]);
  });
  return out;
}

const cache = new Map<number, Buffer>();

/** The regular (400) or bold (700) face as a TrueType buffer, unpacked on first use. */
export function cjkFont(weight: 400 | 700 = 400): Buffer {
  let font = cache.get(weight);
  if (!font) {
    font = woffToSfnt(readFileSync(fontFile(weight)));
    cache.set(weight, font);
  }
  return font;
}
