import type { Db } from '../../db/client';
import { demoBook } from '../../db/seed/book';
import { loadRegions } from '../../db/seed/regions-data';
import type { DemoSection } from '../../platform/domain-module';
import { chinaDate } from './pricing';
import { companyCarRenewal, lapsedCompulsoryCarRenewal, passportCarRenewal } from './seed';

/** Renewal and violation samples, worked out from the shared book and today's date. */
export async function renewalDemo(_db: Db): Promise<DemoSection> {
  const today = chinaDate();
  const cars = demoBook(loadRegions()).filter((p) => p.riskCode === 'DAA' && p.vehicle?.licenseNo);
  const sample = (p: (typeof cars)[number]) => ({
    licenseNo: p.vehicle?.licenseNo,
    frameNo: p.vehicle?.frameNo,
    identifyNumber: p.insured.identifyNumber,
    endDate: p.endDate,
  });
  const company = companyCarRenewal().find((p) => p.riskCode === 'DAA');
  const [passportCompulsory, passportCommercial] = passportCarRenewal();
  const [lapsedCompulsory, runningCommercial] = lapsedCompulsoryCarRenewal();
  const daysLeft = (d: string) => (Date.parse(d) - Date.parse(today)) / 86400_000;
  return {
    title: '续保与违章查询',
    notes: [
      '一键续保：输入车牌号和被保险人身份证号。到期前90天内可续保（可配置），续保价格按上年保费和出险次数计算。',
      '单位的车（companyCar）：证件类型选“统一社会信用代码”，输入其代码。',
      '外籍车主的车（passportCar）：证件类型选“外国护照”；交强险与商业险到期日不同，各自从到期次日起续保。',
      '交强险已脱保的车（lapsedCompulsoryCar）：只续保仍在保的商业险，页面提示交强险需重新投保。',
      '续保订单在订单支付流程中支付；支付成功后再次查询显示“续保成功”。',
      '续保提醒短信：到期前30天内的保单每张只发送一次（在 /dev/outbox 查看）。',
      '违章查询：输入车牌号和车架号后6位。',
    ],
    records: {
      renewableNow: cars
        .filter((p) => daysLeft(p.endDate) >= 0 && daysLeft(p.endDate) <= 90)
        .slice(0, 3)
        .map(sample),
      withViolations: cars
        .filter((p) => p.customer % 3 > 0)
        .slice(0, 2)
        .map(sample),
      companyCar: company && {
        licenseNo: company.licenseNo,
        insuredName: company.insuredName,
        identifyType: '统一社会信用代码',
        identifyNumber: company.insuredIdNumber,
        endDate: company.endDate,
      },
      passportCar: {
        licenseNo: passportCommercial.licenseNo,
        insuredName: passportCommercial.insuredName,
        identifyType: '外国护照',
        identifyNumber: passportCommercial.insuredIdNumber,
        compulsoryEndDate: passportCompulsory.endDate,
        commercialEndDate: passportCommercial.endDate,
      },
      lapsedCompulsoryCar: {
        licenseNo: runningCommercial.licenseNo,
        insuredName: runningCommercial.insuredName,
        identifyNumber: runningCommercial.insuredIdNumber,
        compulsoryEndDate: lapsedCompulsory.endDate,
        commercialEndDate: runningCommercial.endDate,
      },
      notYetOpen: cars
        .filter((p) => daysLeft(p.endDate) > 90)
        .slice(0, 2)
        .map(sample),
    },
  };
}
