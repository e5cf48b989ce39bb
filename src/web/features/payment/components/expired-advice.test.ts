import { describe, expect, it } from 'vitest';
import { expiredAdvice } from './expired-advice';

const car = { systemType: 'car' as const, lastPayDate: '2026-11-28', proposalNoCi: 'TDZA2026110180000001' };
const noncar = { systemType: 'noncar' as const, lastPayDate: '2026-11-28', proposalNoCi: '' };
const labels = (a: ReturnType<typeof expiredAdvice>) =>
  a.actions.map((x) => ('to' in x ? `${x.label} → ${x.to}` : `${x.label} ☎`));

describe('the next step of an expired order', () => {
  it('sends a renewal back to the renewal, with the hotline', () => {
    const advice = expiredAdvice(car, 'renewal');
    expect(labels(advice)).toEqual(['重新办理续保 → /renewal-hint', '拨打95518咨询 ☎']);
    expect(advice.lines.join('')).toContain('请重新办理续保');
  });

  it('has a car proposal made again through the hotline or a branch, and says the car may not be driven', () => {
    const advice = expiredAdvice(car, 'proposal');
    expect(labels(advice)).toEqual(['拨打95518重新投保 ☎', '查找附近营业网点 → /network-query']);
    expect(advice.lines[0]).toBe('本订单已超过最晚缴费日期（2026-11-28），已失效，不能继续支付，订单中的保险未生效。');
    expect(advice.lines).toContain('未投保交强险的车辆不得上道路行驶。');
    // A car order of the commercial part alone says nothing of the compulsory one.
    expect(expiredAdvice({ ...car, proposalNoCi: '' }, 'proposal').lines.join('')).not.toContain('交强险');
  });

  it('has non-car cover bought again at the product centre', () => {
    const advice = expiredAdvice(noncar, 'proposal');
    expect(labels(advice)).toEqual(['去产品中心重新投保 → /product-center', '拨打95518咨询 ☎']);
    expect(advice.lines.join('')).not.toContain('交强险');
  });
});
