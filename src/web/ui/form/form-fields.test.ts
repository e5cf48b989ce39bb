import { describe, expect, it } from 'vitest';
import { canRefreshImage, imageCodeUrl, smsButtonText } from './countdown';
import { checkEmailAddress, checkRule, inputMaxLengthOf, maxLengthOf } from './rule-check';

describe('checkRule', () => {
  it('asks for a required value with the rule’s message', () => {
    expect(checkRule('isMobile', '', true, '手机号码')).toBe('请输入手机号码');
    expect(checkRule(undefined, '  ', true, '姓名')).toBe('请输入姓名');
    expect(checkRule('isMobile', '', false, '手机号码')).toBe(true);
  });

  it('applies the named rule after normalising', () => {
    expect(checkRule('isMobile', '13812345678', true, '手机号码')).toBe(true);
    expect(checkRule('isMobile', '1381234567', true, '手机号码')).toBe('请输入正确的手机号码');
    expect(checkRule('isSmsValidCode', '12345a', true, '验证码')).not.toBe(true);
  });

  it('takes the input length from the rule unless given', () => {
    expect(maxLengthOf('isMobile')).toBe(11);
    expect(maxLengthOf('isName', 30)).toBe(30);
    expect(maxLengthOf(undefined)).toBeUndefined();
  });

  // The browser's maxlength counts raw text: 19 on the card field cut a pasted
  // '6217 0000 1000 2345 678' to '6217 0000 1000 2345', 16 digits that pass.
  it('never limits the raw text of a field with a rule: the limit counts the normalised value', () => {
    expect(inputMaxLengthOf('isCard')).toBeUndefined();
    expect(inputMaxLengthOf('isLicense')).toBeUndefined();
    expect(inputMaxLengthOf('isName', 30)).toBeUndefined();
    expect(inputMaxLengthOf(undefined, 50)).toBe(50);
    expect(checkRule('isCard', '6217 0000 1000 2345 678', true, '银行卡号')).toBe(true);
    expect(checkRule('isLicense', '京A·D12345', true, '车牌号码')).toBe(true);
  });

  // The group-buy and car-purchase mobiles and the group-buy link's e-mail use these rules, no input maxlength.
  it('takes a pasted mobile whole, and refuses an e-mail address past 60 characters whole', () => {
    expect(inputMaxLengthOf('isMobile')).toBeUndefined();
    expect(inputMaxLengthOf('isEmail')).toBeUndefined();
    expect(checkRule('isMobile', '+86 138 0013 8000', true, '手机号码')).toBe(true);
    expect(checkRule('isMobile', '138-0013-8000', false, '分享人手机号')).toBe(true);
    expect(checkRule('isMobile', '+86 138 0013 80001', true, '手机号码')).toBe('请输入正确的手机号码');
    const sixty = `${'a'.repeat(48)}@example.com`;
    expect(checkRule('isEmail', sixty, true, '发送到邮箱')).toBe(true);
    // Too long, not wrong: the address may be right, and the customer is told what to change.
    expect(checkRule('isEmail', `a${sixty}`, true, '发送到邮箱')).toBe('电子邮箱不能超过60个字符');
    expect(checkRule('isEmail', '', true, '发送到邮箱')).toBe('请输入电子邮箱');
  });

  // The prompts of 发送到邮箱 (policy, invoice) check as the fields do: the same words for the same address.
  it('checks a prompted e-mail address as the fields do', () => {
    expect(checkEmailAddress(' kefu＠example.cn ')).toBe(true);
    expect(checkEmailAddress(`${'a'.repeat(48)}@example.com.cn`)).toBe('电子邮箱不能超过60个字符');
    expect(checkEmailAddress('bad@')).toBe('请输入正确的电子邮箱');
    expect(checkEmailAddress('')).toBe('请输入电子邮箱');
  });

  it('refuses a value too long once normalised, by the field’s own limit when it has one', () => {
    expect(checkRule('isCard', '6217 0000 1000 2345 6789', true, '银行卡号')).toBe('请输入正确的银行卡号');
    expect(checkRule('isLicense', '京A·D123456', true, '车牌号码')).toBe('请输入正确的车牌号码');
    // A foreign name may have 50 characters by the rule; this field takes 30.
    expect(checkRule('isName', 'A'.repeat(31), true, '姓名', 30)).toBe('请输入正确的姓名');
    expect(checkRule('isName', 'A'.repeat(30), true, '姓名', 30)).toBe(true);
  });
});

describe('code field helpers', () => {
  it('counts the SMS resend down', () => {
    expect(smsButtonText(0)).toBe('获取验证码');
    expect(smsButtonText(60)).toBe('60秒后重发');
    expect(smsButtonText(1)).toBe('1秒后重发');
  });

  it('stops image refreshes after 30', () => {
    expect(canRefreshImage(0)).toBe(true);
    expect(canRefreshImage(29)).toBe(true);
    expect(canRefreshImage(30)).toBe(false);
  });

  it('builds the image URL from a random id and the session', () => {
    expect(imageCodeUrl('/kej/waround/api/createImage', 'u1', 'r2')).toBe('/kej/waround/api/createImage?a=r2&uuid=u1');
  });
});
