import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { createInvoiceRepo } from './repo';

/** Every demo invoice with what a tester types to find it either way. */
export async function invoiceDemo(db: Db): Promise<DemoSection> {
  const rows = await createInvoiceRepo(db).all();
  return {
    title: '电子发票查询',
    notes: [
      '按保单查询：保单号 + 证件号码（投保人身份证号）+ 姓名（投保人）。',
      '按发票查询：增值税电子普通发票填发票号码、发票代码、开票日期和校验码后6位；数电发票（20位号码）只需号码和开票日期。',
      '邮件发送的发票在 /dev/outbox 查看。',
      '在“订单支付”付款成功的订单，每张保单随即开具数电发票（开票日期为付款当日），同样按保单号查询（支付结果页每张保单后的“查发票”会带上保单号）；用了红包的，发票金额为保费减去红包抵扣。',
    ],
    records: {
      invoices: rows.map((r) => ({
        kind: r.kind === 'vat' ? '增值税电子普通发票' : '数电发票',
        policyNo: r.policyNo,
        cusName: r.buyerName,
        certificates: r.buyerIdNumber,
        invoiceNumber: r.invoiceNo,
        ...(r.invoiceCode ? { invoiceCode: r.invoiceCode, checkCodeLast6: r.checkCode?.slice(-6) } : {}),
        issueDate: r.issueDate,
        total: r.total,
      })),
    },
  };
}
