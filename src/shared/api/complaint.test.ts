import { describe, expect, it } from 'vitest';
import { formalComplaint, quickComplaint } from './complaint';
import { formalComplaintForm } from './complaint-forms.test-fixture';

const formal = formalComplaintForm;

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

/**
 * The page (ContentField, antd's TextArea) counts the content by code point.
 * So does the contract's `.max(300)`: zod 4.6 measures a string with a
 * surrogate pair by code points (util.codePointLength), not UTF-16 units.
 * This holds the two together should either change.
 */
describe('complaint content: 300 characters as the page counts them', () => {
  const quick = (content: string) => ({
    type: 'quick',
    name: '王小明',
    sex: '1',
    cityCode: '11010000',
    phoneNumber: '13911112222',
    callBackTime: '11111',
    content,
    email: '',
  });
  const messages = (content: string) =>
    quickComplaint.safeParse(quick(content)).error?.issues.map((issue) => issue.message) ?? [];

  it('takes 299 Han characters and an emoji (300 characters, 301 UTF-16 units), in both forms', () => {
    const text = `${'汉'.repeat(299)}😀`;
    expect(text.length).toBe(301);
    expect(messages(text)).toEqual([]);
    expect(formalComplaint.safeParse(formal({ content: text })).success).toBe(true);
  });

  it('refuses 300 Han characters and an emoji, and 301 Han characters', () => {
    expect(messages(`${'汉'.repeat(300)}😀`)).toEqual(['投诉内容不能超过300字']);
    expect(messages('汉'.repeat(301))).toEqual(['投诉内容不能超过300字']);
    expect(messages('   ')).toEqual(['请输入投诉内容']);
  });
});
