import { describe, expect, it } from 'vitest';
import { maskCard, maskEmail, maskIdNumber, maskMobile, maskName, maskPlate } from './masking';

describe('masking', () => {
  it.each([
    [maskName, '张三', '张*'],
    [maskName, '欧阳娜娜', '欧***'],
    [maskName, '', ''],
    [maskIdNumber, '11010519491231002X', '110105********002X'],
    [maskIdNumber, 'E12345678', 'E1*****78'],
    [maskMobile, '13812345678', '138****5678'],
    [maskCard, '6222021234567893256', '6222 **** **** 3256'],
    [maskEmail, 'zhangsan@example.com', 'z*******@example.com'],
    [maskPlate, '京A12345', '京A***45'],
  ])('%o(%s) → %s', (fn, input, expected) => {
    expect((fn as (s: string) => string)(input)).toBe(expected);
  });
});
