import { describe, expect, it } from 'vitest';
import { canRefreshImage, imageCodeUrl, smsButtonText } from './countdown';
import { checkRule, maxLengthOf } from './rule-check';

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
