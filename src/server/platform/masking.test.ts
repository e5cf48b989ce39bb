import { describe, expect, it } from 'vitest';
import { maskCard, maskEmail, maskIdNumber, maskMobile, maskName, maskPartyName, maskPlate } from './masking';

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
});
