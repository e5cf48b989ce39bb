import type { Db } from '../../db/client';
import { DEMO_TODAY, demoBook } from '../../db/seed/book';
import { addDays } from '../../platform/calendar';
import type { SeedContext } from '../../platform/domain-module';
import { premiumInvoice } from './premium-invoice';
import { createInvoiceRepo } from './repo';

/** One premium invoice per policy of the shared demo book: VAT e-invoices and fully digital ones, alternately. */
export async function seedInvoices(db: Db, { regions, random, people }: SeedContext) {
  const repo = createInvoiceRepo(db);
  if (!(await repo.isEmpty())) return;
  await repo.setSetting('byPolicy', true);
  await repo.setSetting('byInvoice', true);
  const cityName = (code: string) => regions.find((r) => r.code === code)?.name ?? '北京市';
  const names = [people.person().name, people.person().name, people.person().name];
  const clerks = { payee: names[0], reviewer: names[1], drawer: names[2] };
  const rows = demoBook(regions).map((p, i) => {
    const kind = i % 2 === 0 ? ('vat' as const) : ('digital' as const);
    const issued = addDays(p.startDate, -random.int(0, 3));
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text; Math.min would turn them into NaN
    const issueDate = issued > DEMO_TODAY ? DEMO_TODAY : issued;
    // The draws in the order the demo's numbers were first made, so the demo book's invoices stay the same.
    const invoiceCode = kind === 'vat' ? `0${p.cityCode.slice(0, 4)}26${random.digits(5)}` : null;
    const invoiceNo = kind === 'vat' ? random.digits(8) : `26${p.cityCode.slice(0, 2)}2${random.digits(15)}`;
    const checkCode = kind === 'vat' ? random.digits(20) : null;
    const sellerDigits = { taxId: random.digits(4), street: random.int(1, 300), account: random.digits(19) };
    return premiumInvoice(
      {
        policyNo: p.policyNo,
        riskName: p.riskName,
        buyerName: p.applicant.name,
        buyerIdNumber: p.applicant.identifyNumber,
        startDate: p.startDate,
        endDate: p.endDate,
        vehicle: p.vehicle,
        premium: p.premium,
      },
      {
        kind,
        invoiceCode,
        invoiceNo,
        checkCode,
        issueDate,
        cityCode: p.cityCode,
        cityName: cityName(p.cityCode),
        sellerDigits,
        clerks,
      },
    );
  });
  await repo.insert(rows);
}
