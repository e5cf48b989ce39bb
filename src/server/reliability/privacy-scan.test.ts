import { describe, expect, it } from 'vitest';
import { maskCard, maskIdNumber, maskMobile, maskName } from '../platform/masking';
import { looksLikeBankCard, looksLikeIdNumber, scanText } from './privacy-scan';

const ID = '11010519491231002X';
const MOBILE = '13812345678';
const CARD = '6222021234567890128'; // Luhn-valid UnionPay number

describe('privacy scanner', () => {
  it('recognises ID numbers by check character and birth date', () => {
    expect(looksLikeIdNumber(ID)).toBe(true);
    expect(looksLikeIdNumber('440524188001010014')).toBe(false); // born 1880: not a living customer
    expect(looksLikeIdNumber('110105194912310021')).toBe(false); // wrong check character
    expect(looksLikeIdNumber('11010519490231002X')).toBe(false); // 31 February
  });

  it('recognises bank cards by Luhn and network prefix', () => {
    expect(looksLikeBankCard(CARD)).toBe(true);
    expect(looksLikeBankCard('6222021234567890127')).toBe(false);
    expect(looksLikeBankCard('1234567812345670')).toBe(false);
  });

  it('finds unmasked personal data in an answer', () => {
    const text = JSON.stringify({
      idNo: ID,
      tel: MOBILE,
      card: CARD,
      spaced: '6222 0212 3456 7890 128',
      who: '张三丰',
    });
    const kinds = scanText(text, { knownNames: ['张三丰'] }).map((f) => f.kind);
    expect(kinds.sort()).toEqual(['bankCard', 'bankCard', 'idNumber', 'mobile', 'name']);
  });

  it('passes the masked forms the platform produces', () => {
    const text = JSON.stringify({
      idNo: maskIdNumber(ID),
      tel: maskMobile(MOBILE),
      card: maskCard(CARD),
      who: maskName('张三丰'),
    });
    expect(scanText(text, { knownNames: ['张三丰'] })).toEqual([]);
  });

  it('allows what the requester sent', () => {
    const request = JSON.stringify({ mobile: MOBILE });
    expect(scanText(`{"mobile":"${MOBILE}"}`, { allow: request })).toEqual([]);
  });

  it('takes a courier’s mobile for the job’s contact, and the same number anywhere else for personal data', () => {
    const courier = { statusText: '派送中', courierMobile: MOBILE };
    expect(scanText(JSON.stringify({ list: [courier] }))).toEqual([]);
    expect(scanText(JSON.stringify({ list: [{ ...courier, courierMobile: null, note: MOBILE }] }))).toEqual([
      { kind: 'mobile', value: MOBILE },
    ]);
  });

  it('does not mistake longer numbers, policy numbers or timestamps for personal data', () => {
    const text = JSON.stringify({
      policyNo: 'PDAA202611010000000001',
      invoiceNo: '26442000000123456789',
      at: 1795327313921,
      order: `X${MOBILE}Y`,
    });
    expect(scanText(text)).toEqual([]);
  });
});
