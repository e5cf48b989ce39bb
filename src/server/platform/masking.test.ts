import { describe, expect, it } from 'vitest';
import { maskCard, maskEmail, maskIdNumber, maskMobile, maskName, maskPartyName, maskPlate, maskVin } from './masking';

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
    [maskVin, 'LSVAB2BM5KN123456', 'LSV********123456'],
    // A company keeps its start and its legal form; the trade name between is hidden.
    [maskPartyName, '北京市物业管理有限公司', '北京*****有限公司'],
    [maskPartyName, '某某有限公司', '某*有限公司'],
    [maskPartyName, '中国人民财产保险股份有限公司', '中国******股份有限公司'],
    [maskPartyName, '上海申通快递公司', '上海****公司'],
    [maskPartyName, '阳光小区业主委员会', '阳光****委员会'],
    // A person is masked as a person, also one whose name is only an ending's length.
    [maskPartyName, '张三', '张*'],
    [maskPartyName, '公司', '公*'],
    [maskPartyName, '王中心', '王**'],
    [maskPartyName, 'JOHN SMITH', 'J*********'],
  ])('%o(%s) → %s', (fn, input, expected) => {
    expect((fn as (s: string) => string)(input)).toBe(expected);
  });

  it('keeps only the last two of a VIN for a list that proves nobody, and hides a VIN too short to mask', () => {
    expect(maskVin('LSVAB2BM5KN123456', 2)).toBe('LSV************56');
    expect(maskVin('LSV123', 6)).toBe('******');
    expect(maskVin(null)).toBe('');
  });
});
