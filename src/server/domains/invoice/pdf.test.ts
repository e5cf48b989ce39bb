import { describe, expect, it } from 'vitest';
import { invoicePdf } from './pdf';
import { pdfText } from './pdf-text';
import type { InvoiceRow } from './repo';

const row: InvoiceRow = {
  id: '01101261234512345678',
  kind: 'vat',
  invoiceCode: '011012612345',
  invoiceNo: '12345678',
  checkCode: '12345678901234567890',
  issueDate: '2026-01-02',
  policyNo: 'PDAA202611010000000002',
  itemName: '*保险服务*机动车商业保险',
  buyerName: '张三',
  buyerIdNumber: '11010519491231002X',
  sellerName: '中国人民财产保险股份有限公司北京市分公司',
  sellerTaxId: '911101007109312345',
  sellerAddress: '北京市人民路12号 95518',
  sellerBank: '中国工商银行北京分行营业部 1234567890123456789',
  amount: '5471.70',
  taxRate: '6%',
  taxAmount: '328.30',
  total: '5800.00',
  remark: '保单号：PDAA202611010000000002',
  payee: '王芳',
  reviewer: '李强',
  drawer: '赵敏',
  createdAt: new Date(),
  sourceRef: null,
};

describe('invoice PDF', () => {
  it('draws a VAT e-invoice with buyer, seller, tax, totals in figures and capitals, and the check code', async () => {
    const text = (await pdfText(await invoicePdf(row))).replace(/\s+/g, '');
    for (const part of [
      '增值税电子普通发票',
      '011012612345',
      '12345678',
      '2026年01月02日',
      '12345678901234567890',
      '张三',
      '11010519491231002X',
      '中国人民财产保险股份有限公司北京市分公司',
      '911101007109312345',
      '*保险服务*机动车商业保险',
      '5471.70',
      '328.30',
      '伍仟捌佰圆整',
      '¥5800.00',
      'PDAA202611010000000002',
      '发票专用章',
    ])
      expect(text).toContain(part);
  });

  it('draws a name with characters outside GB 2312 (淏, 赜) in their own glyphs, not as empty boxes', async () => {
    // A missing glyph is drawn as .notdef, which reads back as U+0000: the name would print as 李□□.
    const text = await pdfText(await invoicePdf({ ...row, buyerName: '李淏赜' }));
    expect(text).toContain('李淏赜');
    expect(text).not.toContain('\u0000');
  });

  it('draws a fully digital e-invoice without code or check code', async () => {
    const text = (
      await pdfText(
        await invoicePdf({
          ...row,
          kind: 'digital',
          invoiceCode: null,
          checkCode: null,
          invoiceNo: '26112000000000000123',
        }),
      )
    ).replace(/\s+/g, '');
    expect(text).toContain('电子发票（普通发票）');
    expect(text).toContain('26112000000000000123');
    expect(text).not.toContain('发票代码');
    expect(text).not.toContain('校验码');
  });
});
