import type { Db } from '../../db/client';
import { DEMO_TODAY, demoBook } from '../../db/seed/book';
import { addDays } from '../../platform/calendar';
import type { SeedContext } from '../../platform/domain-module';
import { createInvoiceRepo } from './repo';

/** VAT on insurance services. */
const TAX_RATE = 0.06;

/** One premium invoice per policy of the shared demo book: VAT e-invoices and fully digital ones, alternately. */
export async function seedInvoices(db: Db, { regions, random, people }: SeedContext) {
  const repo = createInvoiceRepo(db);
  if (!(await repo.isEmpty())) return;
  await repo.setSetting('byPolicy', true);
  await repo.setSetting('byInvoice', true);
  const cityName = (code: string) => regions.find((r) => r.code === code)?.name ?? '北京市';
  const clerks = [people.person().name, people.person().name, people.person().name];
  const rows = demoBook(regions).map((p, i) => {
    const kind = i % 2 === 0 ? ('vat' as const) : ('digital' as const);
    const city = cityName(p.cityCode);
    const total = Number(p.premium);
    const amount = Math.round((total / (1 + TAX_RATE)) * 100) / 100;
    const issued = addDays(p.startDate, -random.int(0, 3));
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text; Math.min would turn them into NaN
    const issueDate = issued > DEMO_TODAY ? DEMO_TODAY : issued;
    const invoiceCode = kind === 'vat' ? `0${p.cityCode.slice(0, 4)}26${random.digits(5)}` : null;
    const invoiceNo = kind === 'vat' ? random.digits(8) : `26${p.cityCode.slice(0, 2)}2${random.digits(15)}`;
    const vehicle = p.vehicle
      ? `；${p.vehicle.licenseNo ? `车牌号：${p.vehicle.licenseNo}；` : ''}车架号：${p.vehicle.vin}`
      : '';
    return {
      id: `${invoiceCode ?? ''}${invoiceNo}`,
      kind,
      invoiceCode,
      invoiceNo,
      checkCode: kind === 'vat' ? random.digits(20) : null,
      issueDate,
      policyNo: p.policyNo,
      itemName: `*保险服务*${p.riskName}`,
      buyerName: p.applicant.name,
      buyerIdNumber: p.applicant.identifyNumber,
      sellerName: `中国人民财产保险股份有限公司${city.replace(/市$/, '')}市分公司`,
      sellerTaxId: `91${p.cityCode.slice(0, 6)}71093${random.digits(4)}K`,
      sellerAddress: `${city}人民路${random.int(1, 300)}号 95518`,
      sellerBank: `中国工商银行${city.replace(/市$/, '')}分行营业部 ${random.digits(19)}`,
      amount: amount.toFixed(2),
      taxRate: '6%',
      taxAmount: (total - amount).toFixed(2),
      total: total.toFixed(2),
      remark: `保单号：${p.policyNo}；保险期间：${p.startDate}至${p.endDate}${vehicle}`,
      payee: clerks[0],
      reviewer: clerks[1],
      drawer: clerks[2],
    };
  });
  await repo.insert(rows);
}
