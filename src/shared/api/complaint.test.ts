import { describe, expect, it } from 'vitest';
import { formalComplaint } from './complaint';

/** A formal complaint about motor insurance that passes every check. */
const formal = (over: Record<string, unknown> = {}) => ({
  type: 'formal',
  insuranceType: '1',
  complainantName: '李华',
  sex: '2',
  complainantIdType: '01',
  complainantIdNo: '11010519491231002X',
  insuranceRelationship: '1',
  phoneNumber: '13722223333',
  complainantIdentity: '02',
  appliName: '李华',
  appliNoType: '01',
  appliNo: '11010519491231002X',
  city: '11010000',
  organization: '11000000',
  carNumber: '京A12345',
  card: '',
  content: '车损定损金额明显偏低，申请复核。',
  ...over,
});

describe('formal complaint: the plate number', () => {
  it.each([
    ['lower case', '京a12345'],
    ['the printed middle dot', '京A·12345'],
    ['spaces', ' 京 a 12345 '],
  ])('takes a plate typed with %s as every plate field does, and keeps it cleaned', (_how, typed) => {
    const parsed = formalComplaint.safeParse(formal({ carNumber: typed }));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.carNumber).toBe('京A12345');
  });

  it('still refuses a wrong plate for motor insurance, and asks for none otherwise', () => {
    const wrong = formalComplaint.safeParse(formal({ carNumber: '京a1' }));
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['请输入正确的车牌号码']);
    expect(formalComplaint.safeParse(formal({ carNumber: '' })).success).toBe(true);
  });
});
