import { newPdfDocument, type PdfDocument } from '../../../platform/pdf-document';
import { cjkFont } from '../../../platform/pdf-font';

export type Doc = PdfDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const LINE = '#8c8c8c';

/** A new A4 document with the CJK faces registered as 'regular' and 'bold'. */
export async function newDocument(info: { Title: string; Subject: string; Keywords: string }): Promise<Doc> {
  const doc = await newPdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { ...info, Author: '中国人民财产保险股份有限公司', Creator: '人保财险客户服务' },
    lang: 'zh-CN',
  });
  doc.registerFont('regular', cjkFont(400));
  doc.registerFont('bold', cjkFont(700));
  doc.font('regular');
  return doc;
}

/** Collects the document's bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Starts a new page when fewer than `needed` points are left. */
export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > PAGE.height - PAGE.margin) doc.addPage();
}

export function sectionTitle(doc: Doc, text: string) {
  ensureSpace(doc, 40);
  doc.moveDown(0.4);
  const y = doc.y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fillColor('#f2f2f2').fill();
  doc
    .fillColor('#b00010')
    .font('bold')
    .fontSize(10.5)
    .text(text, PAGE.margin + 6, y + 3, { lineBreak: false });
  doc.font('regular').fillColor('#000000');
  doc.y = y + 18;
  doc.x = PAGE.margin;
}

/**
 * A bordered table: column widths as fractions of the content width; the row
 * grows with its tallest cell. Header rows are bold on grey.
 */
export function table(doc: Doc, widths: number[], rows: string[][], options: { header?: boolean } = {}) {
  const size = 8.5;
  const pad = 3;
  rows.forEach((cells, r) => {
    const isHeader = options.header && r === 0;
    doc.font(isHeader ? 'bold' : 'regular').fontSize(size);
    const colW = widths.map((w) => w * CONTENT_WIDTH);
    const height = Math.max(
      15,
      ...cells.map((c, i) => doc.heightOfString(c || ' ', { width: colW[i] - pad * 2 }) + pad * 2),
    );
    ensureSpace(doc, height);
    const y = doc.y;
    let x = PAGE.margin;
    cells.forEach((c, i) => {
      if (isHeader) doc.rect(x, y, colW[i], height).fillColor('#fafafa').fill();
      doc.lineWidth(0.5).strokeColor(LINE).rect(x, y, colW[i], height).stroke();
      doc.fillColor('#000000').text(c, x + pad, y + pad, { width: colW[i] - pad * 2 });
      x += colW[i];
    });
    doc.y = y + height;
    doc.x = PAGE.margin;
  });
  doc.font('regular');
}

/** Label/value pairs, two pairs per row. */
export function pairs(doc: Doc, items: Array<[string, string]>) {
  const rows: string[][] = [];
  for (let i = 0; i < items.length; i += 2) {
    const [a, b] = [items[i], items[i + 1] ?? ['', '']];
    rows.push([a[0], a[1], b[0], b[1]]);
  }
  table(doc, [0.16, 0.34, 0.16, 0.34], rows);
}

export function paragraph(doc: Doc, text: string, size = 8.5) {
  doc.font('regular').fontSize(size).fillColor('#000000');
  ensureSpace(doc, doc.heightOfString(text, { width: CONTENT_WIDTH }) + 4);
  doc.text(text, PAGE.margin, doc.y + 1.5, { width: CONTENT_WIDTH, lineGap: 1.5 });
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿'];

/** 1234.5 → 壹仟贰佰叁拾肆元伍角整: the amount in words, as printed on Chinese financial documents. */
export function amountInWords(amount: string | number): string {
  const cents = Math.round(Number(amount) * 100);
  if (!Number.isFinite(cents) || cents < 0) return '';
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let words = '';
  if (yuan === 0) words = '零';
  else {
    let n = yuan;
    let section = 0;
    let needZero = false;
    while (n > 0) {
      const part = n % 10000;
      let s = '';
      let zero = false;
      for (let i = 0, p = part; i < 4; i++, p = Math.floor(p / 10)) {
        const d = p % 10;
        if (d === 0) {
          if (s) zero = true;
        } else {
          s = DIGITS[d] + UNITS[i] + (zero ? '零' : '') + s;
          zero = false;
        }
      }
      if (part > 0) words = s + SECTIONS[section] + (needZero ? '零' : '') + words;
      needZero = part > 0 && part < 1000;
      n = Math.floor(n / 10000);
      section++;
    }
  }
  words += '元';
  if (jiao === 0 && fen === 0) return `${words}整`;
  if (jiao > 0) words += `${DIGITS[jiao]}角`;
  else words += '零';
  if (fen > 0) words += `${DIGITS[fen]}分`;
  else words += '整';
  return words;
}
