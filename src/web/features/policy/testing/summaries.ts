import type { PolicySummary } from '../../../../shared/api/policy-shapes';

/**
 * A car policy of a result list, for tests: as the query answers it for a proven person (the VIN masked to
 * the maker's code and the last six), a new car without a plate unless `over` says otherwise. The kind of
 * cover follows the number (PDZA compulsory, PDAA commercial). Used by the unit tests and the e2e journeys.
 */
export function carSummary(policyNo: string, over: Partial<PolicySummary> = {}): PolicySummary {
  const compulsory = policyNo.startsWith('PDZA');
  return {
    policyNo,
    kind: 'car',
    riskCode: policyNo.slice(1, 4),
    riskName: compulsory ? '机动车交通事故责任强制保险' : '机动车商业保险',
    shortName: compulsory ? '交强险' : '商业险',
    status: 'valid',
    statusText: '保障中',
    startDate: '2026-11-01',
    endDate: '2027-10-31',
    premium: '950.00',
    insuredName: '张三',
    applicantName: '张三',
    licenseNo: null,
    brandModel: '大众汽车SVW7141',
    vin: 'LSV********123456',
    isNewCar: true,
    ...over,
  };
}
