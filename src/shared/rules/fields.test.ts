import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, fieldOf, idNumberField } from './fields';
import { RULES, tooLongMessage } from './named';

/** The messages of a failed parse, or null when it passed. */
function messagesOf(schema: z.ZodType, value: unknown): string[] | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

/** One valid sample per field, as a customer might type it, and what the field keeps. */
const samples: Record<keyof typeof field, [input: string, output: string]> = {
  mobile: [' +86 138 0013 8000 ', '13800138000'],
  identifyNumber: [' 11010519491231002x ', '11010519491231002X'],
  smsCode: [' 123456 ', '123456'],
  imageCode: [' aB3d ', 'aB3d'],
  email: [' a.b@example.com ', 'a.b@example.com'],
  name: [' 阿卜杜勒•艾尼 ', '阿卜杜勒·艾尼'],
  partyName: [' ＡＢＣ（北京）有限公司 ', 'ABC（北京）有限公司'],
  licenseNo: [' 京a·12345 ', '京A12345'],
  carPolicyNo: [' pdaa202411010000000001 ', 'PDAA202411010000000001'],
  otherPolicyNo: ['peac202411000000000001', 'PEAC202411000000000001'],
  policyNo: ['PDAA202411010000000001', 'PDAA202411010000000001'],
  visaserialNo: ['ab123456', 'AB123456'],
  invoiceNo: ['24110000000012345678', '24110000000012345678'],
  invoiceCode: ['1100194130', '1100194130'],
  invoiceAfterSix: ['123456', '123456'],
  sixFrame: ['a1b2c3', 'A1B2C3'],
  vin: ['1m8gdm9axkp042788', '1M8GDM9AXKP042788'],
  card: ['6222 0212 3456 7890 123', '6222021234567890123'],
};

const HAN = /\p{Script=Han}/u;

describe('field', () => {
  it.each(Object.entries(samples))('%s cleans and keeps a valid value', (key, [input, output]) => {
    const schema = field[key as keyof typeof field];
    expect(schema.parse(input)).toBe(output);
  });

  it.each(Object.keys(field))('%s refuses an empty value with one 请输入… message', (key) => {
    const schema = field[key as keyof typeof field];
    for (const empty of ['', '   ']) {
      const messages = messagesOf(schema, empty);
      expect(messages).toHaveLength(1);
      expect(messages?.[0]).toMatch(/^请输入/);
    }
    // A missing value reads the same as an empty one, not zod's English default.
    expect(messagesOf(schema, undefined)?.[0]).toMatch(/^请输入/);
  });

  it.each(Object.keys(field))('%s refuses a wrong value with one Chinese message', (key) => {
    const schema = field[key as keyof typeof field];
    for (const wrong of ['!', '!'.repeat(80), '1-1-1-1']) {
      const messages = messagesOf(schema, wrong);
      expect(messages).toHaveLength(1);
      expect(messages?.[0]).toMatch(HAN);
    }
  });

  it('uses the agreed wording', () => {
    expect(messagesOf(field.mobile, '')).toEqual(['请输入手机号码']);
    expect(messagesOf(field.mobile, '12345')).toEqual(['请输入正确的手机号码']);
    expect(messagesOf(field.identifyNumber, '11010519490231002X')).toEqual(['请输入正确的身份证号码']);
    expect(messagesOf(field.smsCode, '12345')).toEqual(['请输入6位短信验证码']);
    expect(messagesOf(field.imageCode, 'abc')).toEqual(['请输入4位图形验证码']);
    expect(messagesOf(field.licenseNo, '京I12345')).toEqual(['请输入正确的车牌号码']);
    expect(messagesOf(field.policyNo, 'P123')).toEqual(['请输入正确的保单号']);
  });

  it('keeps the image code case-sensitive', () => {
    expect(field.imageCode.parse('aBcD')).toBe('aBcD');
  });

  it('applies the spec maxima after normalising', () => {
    expect(field.mobile.parse('0086 13800138000')).toBe('13800138000');
    expect(messagesOf(field.mobile, '138001380001')).toEqual(['请输入正确的手机号码']);
    expect(messagesOf(field.smsCode, '1234567')).toEqual(['请输入6位短信验证码']);
    expect(messagesOf(field.imageCode, 'abcde')).toEqual(['请输入4位图形验证码']);
    const longEmail = `${'a'.repeat(51)}@abcdef.cn`;
    expect(messagesOf(field.email, longEmail)).toEqual(['电子邮箱不能超过60个字符']);
  });

  // A right but long address was told 请输入正确的电子邮箱; rules without words for length keep their message.
  it('says an e-mail address is too long, not wrong; other rules keep their message', () => {
    expect(messagesOf(field.email, `${'a'.repeat(49)}@example.com`)).toEqual(['电子邮箱不能超过60个字符']);
    expect(messagesOf(field.email, `${'a'.repeat(52)}@example`)).toEqual(['请输入正确的电子邮箱']);
    expect(tooLongMessage(RULES.isEmail, 60)).toBe('电子邮箱不能超过60个字符');
    expect(tooLongMessage(RULES.isName, 30)).toBe('请输入正确的姓名');
  });

  it('fieldOf takes a tighter limit for one form', () => {
    const complaintName = fieldOf(RULES.isName, 30);
    expect(complaintName.parse('John Smith')).toBe('John Smith');
    expect(messagesOf(complaintName, 'J'.repeat(31))).toEqual(['请输入正确的姓名']);
  });

  it('stays a plain string schema the API docs can describe', () => {
    for (const schema of Object.values(field)) {
      expect(schema).toBeInstanceOf(z.ZodString);
      expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'string' });
    }
  });

  it('never throws, and what passes passes its rule after normalising', () => {
    const pairs = [
      [field.mobile, RULES.isMobile],
      [field.identifyNumber, RULES.isIdentify],
      [field.name, RULES.isName],
      [field.partyName, RULES.isPartyName],
      [field.licenseNo, RULES.isLicense],
      [field.card, RULES.isCard],
      [field.email, RULES.isEmail],
    ] as const;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(pairs.length - 1), (s, i) => {
        const [schema, rule] = pairs[i];
        const result = schema.safeParse(s);
        if (!result.success) return true;
        return rule.test(result.data) && result.data === rule.normalise(s.trim());
      }),
    );
  });
});

describe('RULES', () => {
  it('names all fifteen rules of spec section 5', () => {
    const named = [
      'isLicense',
      'isIdentify',
      'isCarPolicyNo',
      'isOtherPolicyNo',
      'isVisaserialNo',
      'isName',
      'isMobile',
      'isEmail',
      'isInvoiceNo',
      'isInvoiceCode',
      'isInvoiceAfterSix',
      'isSixFrame',
      'isVerificationCode',
      'isSmsValidCode',
      'isCard',
    ];
    expect(Object.keys(RULES)).toEqual(expect.arrayContaining(named));
  });

  it.each(Object.entries(RULES))('%s has Chinese messages and an idempotent normaliser', (_name, rule) => {
    expect(rule.message).toMatch(HAN);
    expect(rule.requiredMessage).toMatch(/^请输入/);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => rule.normalise(rule.normalise(s)) === rule.normalise(s)),
    );
  });

  it('the spec maxima of section 5 and 9', () => {
    expect(RULES.isMobile.maxLength).toBe(11);
    expect(RULES.isSmsValidCode.maxLength).toBe(6);
    expect(RULES.isVerificationCode.maxLength).toBe(4);
    expect(RULES.isEmail.maxLength).toBe(60);
  });
});

describe('frame numbers typed from paper', () => {
  // A VIN never holds I, O or Q (ISO 3779): they are only ever a misread 1, 0 and 0.
  it.each([
    ['12345O', '123450'],
    ['1234I5', '123415'],
    ['q23456', '023456'],
    [' a1 b2oi ', 'A1B201'],
  ])('the last six %j read as %j on web and server alike', (typed, read) => {
    expect(RULES.isSixFrame.normalise(typed)).toBe(read);
    expect(RULES.isSixFrame.test(RULES.isSixFrame.normalise(typed))).toBe(true);
    expect(field.sixFrame.parse(typed)).toBe(read);
  });

  it('reads a whole VIN the same way', () => {
    expect(field.vin.parse('1M8GDM9AXKP O42788')).toBe('1M8GDM9AXKP042788');
  });

  it('still refuses what is not a frame number', () => {
    expect(field.sixFrame.safeParse('12345-').success).toBe(false);
    expect(field.sixFrame.safeParse('1234567').success).toBe(false);
  });
});

describe('numbers and codes typed in full width', () => {
  // A Chinese input method in full-width mode (全角) types ０-９, Ａ-Ｚ, ＠ and the ideographic space;
  // so does text pasted from a Chinese document. They stand for the plain characters.
  it.each([
    ['mobile', '１３８ ００１３ ８０００', '13800138000'],
    ['identifyNumber', '１１０１０５１９４９１２３１００２ｘ', '11010519491231002X'],
    ['smsCode', '１２３４５６', '123456'],
    ['imageCode', 'ａＢ３ｄ', 'aB3d'],
    ['email', 'ａ．ｂ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'a.b@example.com'],
    ['licenseNo', '京Ａ．１２３４５', '京A12345'],
    ['carPolicyNo', 'ＰＤＡＡ２０２４１１０１０００００００００１', 'PDAA202411010000000001'],
    ['visaserialNo', 'ａｂ１２３４５６', 'AB123456'],
    ['invoiceNo', '２４１１００００００００１２３４５６７８', '24110000000012345678'],
    ['sixFrame', 'ａ１ｂ２ｃ３', 'A1B2C3'],
    ['card', '６２２２\u3000０２１２\u3000３４５６\u3000７８９０\u3000１２３', '6222021234567890123'],
  ] as const)('%s reads %j as %j on web and server alike', (key, typed, read) => {
    expect(field[key].parse(typed)).toBe(read);
  });

  it('reads an ID number of any type the same way', () => {
    expect(idNumberField.parse('Ａ１２３４５６（７）')).toBe('A1234567');
  });

  it('leaves names alone: ．is the dot of a minority name there', () => {
    expect(field.name.parse('阿卜杜勒．艾尼')).toBe('阿卜杜勒·艾尼');
  });
});
