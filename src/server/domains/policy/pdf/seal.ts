import type { Doc } from './layout';

/**
 * The insurer's seal, drawn as vectors (no image): a red ring, a five-pointed
 * star, the company name set along the upper arc and the seal's purpose
 * beneath. Drawn, not scanned, so it stays sharp at any zoom.
 */
export function drawSeal(doc: Doc, cx: number, cy: number, r: number, name: string, purpose: string) {
  const red = '#d7000f';
  doc.save();
  doc.lineWidth(2.2).strokeColor(red).circle(cx, cy, r).stroke();
  doc
    .lineWidth(0.6)
    .circle(cx, cy, r - 4)
    .stroke();
  // Star: ten points alternating between the outer and inner radius.
  const outer = r * 0.28;
  const inner = outer * 0.382;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? outer : inner;
    points.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  doc
    .polygon(...points)
    .fillColor(red)
    .fill();
  // Name along the arc, from lower left over the top to lower right.
  const chars = Array.from(name);
  const span = (Math.PI * 4) / 3;
  const start = -Math.PI / 2 - span / 2;
  const size = Math.min(11, (r * span) / chars.length / 1.05);
  doc.fillColor(red).fontSize(size);
  chars.forEach((ch, i) => {
    const a = start + (span * (i + 0.5)) / chars.length;
    const tr = r - 6 - size * 0.9;
    const x = cx + tr * Math.cos(a);
    const y = cy + tr * Math.sin(a);
    doc.save();
    doc.translate(x, y).rotate(((a + Math.PI / 2) * 180) / Math.PI);
    doc.text(ch, -size / 2, -size / 2, { lineBreak: false });
    doc.restore();
  });
  doc.fontSize(8).text(purpose, cx - r, cy + outer + 4, { width: r * 2, align: 'center', lineBreak: false });
  doc.restore();
}
