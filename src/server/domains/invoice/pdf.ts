import { INVOICE_KIND_NAMES } from '../../../shared/api/invoice';
import { newPdfDocument } from '../../platform/pdf-document';
import { cjkFont } from '../../platform/pdf-font';
import { amountInWords } from './amount-words';
import type { InvoiceRow } from './repo';

const BROWN = '#8b4513';
const INK = '#1a1a1a';
/** 240 × 140 mm, the size of a printed e-invoice, in points. */
const PAGE = { width: 680, height: 400 };
const LEFT = 30;
const RIGHT = PAGE.width - 30;
const WIDTH = RIGHT - LEFT;

const yuan = (v: string) => `¥${Number(v).toFixed(2)}`;

/**
 * The invoice drawn in the layout of a Chinese e-invoice: title and numbers,
 * buyer and seller, the items with tax, the totals in figures and in
 * capitals, the remark (policy number) and the seller's invoice seal.
 */
export async function invoicePdf(row: InvoiceRow): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: `${INVOICE_KIND_NAMES[row.kind]} ${row.invoiceNo}`, Author: row.sellerName },
  });
  doc.registerFont('regular', cjkFont(400));
  doc.registerFont('bold', cjkFont(700));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (
    s: string,
    x: number,
    y: number,
    opts: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string } = {},
  ) => {
    doc
      .font(opts.bold ? 'bold' : 'regular')
      .fontSize(opts.size ?? 9)
      .fillColor(opts.color ?? INK)
      .text(s, x, y, { lineBreak: false, ...opts });
  };

  // Title with the double rule under it, numbers on the right.
  const titleMid = (LEFT + 430) / 2;
  text(INVOICE_KIND_NAMES[row.kind], LEFT, 24, { width: 400, align: 'center', size: 18, bold: true, color: BROWN });
  doc
    .moveTo(titleMid - 100, 50)
    .lineTo(titleMid + 100, 50)
    .lineWidth(1)
    .strokeColor(BROWN)
    .stroke();
  doc
    .moveTo(titleMid - 100, 53)
    .lineTo(titleMid + 100, 53)
    .stroke();
  const numbers: [string, string][] = [
    ...(row.invoiceCode ? ([['发票代码', row.invoiceCode]] as [string, string][]) : []),
    ['发票号码', row.invoiceNo],
    ['开票日期', row.issueDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日')],
    ...(row.checkCode ? ([['校验码', row.checkCode.replace(/(\d{5})(?=\d)/g, '$1 ')]] as [string, string][]) : []),
  ];
  numbers.forEach(([label, value], i) => {
    text(`${label}：`, 460, 18 + i * 13, { color: BROWN });
    text(value, 510, 18 + i * 13);
  });

  // Buyer and seller blocks.
  const top = 78;
  doc.rect(LEFT, top, WIDTH, 280).lineWidth(0.8).strokeColor(BROWN).stroke();
  const party = (x: number, title: string, lines: [string, string][]) => {
    doc.rect(x, top, 18, 64).stroke();
    text(title, x + 4, top + 8, { width: 10, lineBreak: true, color: BROWN });
    lines.forEach(([label, value], i) => {
      text(`${label}：`, x + 24, top + 8 + i * 14, { color: BROWN, size: 8 });
      text(value, x + 90, top + 8 + i * 14, { size: 7.5, width: WIDTH / 2 - 94, height: 12, ellipsis: true });
    });
  };
  party(LEFT, '购买方', [
    ['名称', row.buyerName],
    ['证件号码', row.buyerIdNumber],
  ]);
  party(LEFT + WIDTH / 2, '销售方', [
    ['名称', row.sellerName],
    ['纳税人识别号', row.sellerTaxId],
    ['地址、电话', row.sellerAddress],
    ['开户行及账号', row.sellerBank],
  ]);
  doc
    .moveTo(LEFT, top + 64)
    .lineTo(RIGHT, top + 64)
    .stroke();
  doc
    .moveTo(LEFT + WIDTH / 2, top)
    .lineTo(LEFT + WIDTH / 2, top + 64)
    .stroke();

  // Items: name, unit, quantity, price, amount, rate, tax.
  const cols = [
    ['项目名称', LEFT + 6, 200],
    ['单位', LEFT + 210, 40],
    ['数量', LEFT + 250, 40],
    ['单价', LEFT + 290, 80],
    ['金额', LEFT + 370, 80],
    ['税率/征收率', LEFT + 450, 70],
    ['税额', LEFT + 520, 90],
  ] as const;
  const itemsTop = top + 70;
  for (const [title, x, w] of cols) text(title, x, itemsTop, { width: w, align: 'center', color: BROWN });
  const values = [
    row.itemName,
    '份',
    '1',
    Number(row.amount).toFixed(2),
    Number(row.amount).toFixed(2),
    row.taxRate,
    Number(row.taxAmount).toFixed(2),
  ];
  cols.forEach(([, x, w], i) => {
    text(values[i], x, itemsTop + 18, { width: w, align: i === 0 ? 'left' : 'center' });
  });
  const sumTop = top + 150;
  text('合　　计', LEFT + 6, sumTop, { color: BROWN, width: 200, align: 'center' });
  text(yuan(row.amount), LEFT + 370, sumTop, { width: 80, align: 'center' });
  text(yuan(row.taxAmount), LEFT + 520, sumTop, { width: 90, align: 'center' });
  doc
    .moveTo(LEFT, sumTop + 18)
    .lineTo(RIGHT, sumTop + 18)
    .stroke();

  // Totals in capitals and in figures.
  text('价税合计（大写）', LEFT + 6, sumTop + 28, { color: BROWN });
  text(amountInWords(row.total), LEFT + 110, sumTop + 28, { bold: true });
  text('（小写）', LEFT + 400, sumTop + 28, { color: BROWN });
  text(yuan(row.total), LEFT + 445, sumTop + 28, { bold: true });
  doc
    .moveTo(LEFT, sumTop + 48)
    .lineTo(RIGHT, sumTop + 48)
    .stroke();

  // Remark: which policy the premium was for.
  text('备注', LEFT + 6, sumTop + 60, { color: BROWN });
  text(row.remark, LEFT + 50, sumTop + 60, { width: WIDTH - 200, lineBreak: true, size: 8.5 });

  text(`收款人：${row.payee}`, LEFT, PAGE.height - 32, { color: BROWN });
  text(`复核：${row.reviewer}`, LEFT + 200, PAGE.height - 32, { color: BROWN });
  text(`开票人：${row.drawer}`, LEFT + 400, PAGE.height - 32, { color: BROWN });

  // The seller's oval invoice seal, in red, over the seller block.
  const seal = { x: RIGHT - 72, y: top + 240 };
  doc.save().ellipse(seal.x, seal.y, 62, 36).lineWidth(1.6).strokeColor('#d81e06').stroke();
  text(row.sellerName.replace('股份有限公司', '股份有限公司\n'), seal.x - 56, seal.y - 24, {
    width: 112,
    align: 'center',
    size: 6,
    color: '#d81e06',
    lineBreak: true,
  });
  text(row.sellerTaxId, seal.x - 56, seal.y + 2, { width: 112, align: 'center', size: 6.5, color: '#d81e06' });
  text('发票专用章', seal.x - 56, seal.y + 14, { width: 112, align: 'center', size: 8, color: '#d81e06', bold: true });
  doc.restore();

  doc.end();
  return done;
}
