import { describe, expect, it } from 'vitest';
import { fenOf } from '../../../shared/rules/money';
import { type InvoiceIssue, premiumInvoice } from './premium-invoice';

const premium = {
  policyNo: 'PDAA202611010000000001',
  riskName: '机动车商业保险',
  buyerName: '张三',
  buyerIdNumber: '110101199003070015',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  vehicle: { licenseNo: '京A12345', vin: 'LSVAU2180N2000001' },
};
const issue: InvoiceIssue = {
  kind: 'digital',
  invoiceCode: null,
  invoiceNo: '26112000000000000001',
  checkCode: null,
  issueDate: '2026-11-25',
  cityCode: '44010000',
  cityName: '广州市',
  sellerDigits: { taxId: '1234', account: '1234567890123456789', street: 8 },
  clerks: { payee: '甲', reviewer: '乙', drawer: '丙' },
};

describe('a premium’s invoice', () => {
  it('splits what was received into amount and 6 % VAT in whole fen that add up to it exactly', () => {
    for (const yuan of ['0.01', '0.17', '86.00', '950.00', '3333.33', '4321.99', '12345.67']) {
      const row = premiumInvoice({ ...premium, premium: yuan }, issue);
      expect(row.total).toBe(yuan);
      expect(fenOf(row.amount) + fenOf(row.taxAmount)).toBe(fenOf(yuan));
      expect(Math.abs(fenOf(row.amount) * 1.06 - fenOf(yuan))).toBeLessThanOrEqual(1);
    }
  });

  it('is made out for the premium less a red envelope’s share, and says both in its remark', () => {
    const row = premiumInvoice({ ...premium, premium: '2580.00', discount: '50.00' }, issue);
    expect(row).toMatchObject({ total: '2530.00', amount: '2386.79', taxAmount: '143.21' });
    expect(row.remark).toBe(
      '保单号：PDAA202611010000000001；保险期间：2026-12-01至2027-11-30；车牌号：京A12345；车架号：LSVAU2180N2000001；保费2580.00元，红包抵扣50.00元',
    );
    expect(premiumInvoice({ ...premium, premium: '2580.00', discount: '0.00' }, issue).remark).not.toContain('红包');
  });

  it('names the branch of the policy’s city as the seller, and the fully digital invoice by its number alone', () => {
    const row = premiumInvoice({ ...premium, premium: '100.00' }, issue);
    expect(row).toMatchObject({
      id: '26112000000000000001',
      itemName: '*保险服务*机动车商业保险',
      sellerName: '中国人民财产保险股份有限公司广州市分公司',
      sellerTaxId: '91440100710931234K',
      sellerBank: '中国工商银行广州分行营业部 1234567890123456789',
      sourceRef: null,
    });
  });
});
