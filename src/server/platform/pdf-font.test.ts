import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cjkFont, readFont, woffToSfnt } from './pdf-font';

const require = createRequire(import.meta.url);
/** The one cut the PDFs used to draw with: about GB 2312, with Latin. */
const firstCut = () =>
  readFont(
    woffToSfnt(
      readFileSync(require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff')),
    ),
  );
const cp = (c: string) => c.codePointAt(0) as number;

describe('the PDFs’ CJK font', () => {
  it('unpacks a WOFF into a TrueType file with a glyph table, and refuses what is not one', () => {
    const font = cjkFont(400);
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    expect(font.includes(Buffer.from('glyf'))).toBe(true);
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow();
  });

  it.each([400, 700] as const)('draws the name characters the first cut lacks (weight %i)', (weight) => {
    const font = readFont(cjkFont(weight));
    for (const c of '淏赜') {
      const id = font.cmap.get(cp(c)) ?? 0;
      // A glyph of its own, not .notdef (glyph 0), with an outline, a full em wide as every Han character.
      expect({ c, notdef: id === 0 }).toEqual({ c, notdef: false });
      expect(font.glyph(id).length).toBeGreaterThan(100);
      expect(font.advance(id)).toBe(1000);
    }
  });

  it('holds every character of the first cut under its own glyph, and the rest of the package’s', () => {
    const font = readFont(cjkFont(400));
    const first = firstCut();
    expect(first.cmap.has(cp('淏'))).toBe(false); // why the font is merged
    const moved = [...first.cmap].filter(([point, id]) => font.cmap.get(point) !== id);
    expect(moved).toEqual([]);
    let han = 0;
    for (let point = 0x4e00; point <= 0x9fff; point++) if (font.cmap.has(point)) han++;
    expect(han).toBeGreaterThan(12_000);
    // A Latin name's accents (José Álvarez) come from the Latin cuts.
    for (const c of 'éÁ') expect(font.cmap.has(cp(c))).toBe(true);
  });
});
