import { describe, expect, it } from 'vitest';
import { HOTLINE } from '../../../shared/constants';
import { reminderText } from './reminders';
import type { RenewalPolicyRow } from './repo';

const car = {
  kind: 'car',
  applicantName: '柏文静',
  applicantMobile: '13912340078',
  licenseNo: '京N7K2Q5',
  vin: '1M8GDM9AXKP042788',
  endDate: '2026-12-12',
} as RenewalPolicyRow;
const ci = { ...car, policyNo: 'PDZA202611019990000001', riskCode: 'DZA', riskName: '机动车交通事故责任强制保险' };
const bi = { ...car, policyNo: 'PDAA202611019990000002', riskCode: 'DAA', riskName: '机动车商业保险' };

describe('the renewal reminder SMS', () => {
  it('names a car’s two parts ending together once, with one date', () => {
    expect(reminderText([ci, bi])).toBe(
      `【人保财险】尊敬的柏文静，您的交强险保单${ci.policyNo}、商业险保单${bi.policyNo}（京N7K2Q5）将于2026-12-12到期。登录人保财险客户服务网页“一键续保”即可一并续保，咨询请拨${HOTLINE}。`,
    );
  });

  it('gives each part its own date when a late run finds both due on different days', () => {
    const text = reminderText([ci, { ...bi, endDate: '2026-12-20' }]);
    expect(text).toContain(
      `您的车辆（京N7K2Q5）交强险保单${ci.policyNo}将于2026-12-12到期，商业险保单${bi.policyNo}将于2026-12-20到期。`,
    );
  });

  it('names a single policy by its full name, and a new car without a plate without one', () => {
    expect(reminderText([bi])).toContain(`您的机动车商业保险保单${bi.policyNo}（京N7K2Q5）将于2026-12-12到期。`);
    expect(
      reminderText([
        { ...ci, licenseNo: null },
        { ...bi, licenseNo: null },
      ]),
    ).toContain(`您的交强险保单${ci.policyNo}、商业险保单${bi.policyNo}将于2026-12-12到期。`);
  });
});
