import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isChineseName,
  isEmail,
  isForeignName,
  isMobile,
  isName,
  isPartyName,
  normaliseEmail,
  normaliseMobile,
  normaliseName,
  normalisePartyName,
  partyNameKey,
  samePartyName,
} from './person';

describe('isName', () => {
  it.each(['张三', '欧阳娜娜', '阿卜杜勒·艾尼', '爱新觉罗·溥仪', '𠈌𠈌', '王'.repeat(30)])(
    'accepts the Chinese name %s',
    (name) => {
      expect(isChineseName(name)).toBe(true);
      expect(isName(name)).toBe(true);
    },
  );

  it.each(['John Smith', 'J. R. R. Tolkien', "Mary-Jane O'Neil", 'José Álvarez', 'Li'])(
    'accepts the foreign name %s',
    (name) => {
      expect(isForeignName(name)).toBe(true);
      expect(isName(name)).toBe(true);
    },
  );

  it.each([
    ['one character', '张'],
    ['31 characters', '王'.repeat(31)],
    ['leading dot', '·张三'],
    ['trailing dot', '张三·'],
    ['two dots', '张··三'],
    ['look-alike dot (normalise first)', '阿卜杜勒•艾尼'],
    ['digit', '张3'],
    ['mixed scripts', '张John'],
    ['one letter', 'J'],
    ['leading space', ' John'],
    ['starts with a dot', '.John'],
    ['Cyrillic', 'Иван'],
    ['51 letters', 'a'.repeat(51)],
    ['empty', ''],
  ])('refuses %s: %j', (_why, name) => {
    expect(isName(name)).toBe(false);
  });

  it('never throws on random input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof isName(s) === 'boolean'));
  });
});

describe('normaliseName', () => {
  it('maps look-alike dots and trims', () => {
    expect(normaliseName(' 阿卜杜勒•艾尼 ')).toBe('阿卜杜勒·艾尼');
    expect(normaliseName('阿卜杜勒．艾尼')).toBe('阿卜杜勒·艾尼');
    expect(normaliseName('John   Smith ')).toBe('John Smith');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => normaliseName(normaliseName(s)) === normaliseName(s)));
  });
});

describe('isPartyName', () => {
  it.each([
    '北京某某科技有限公司（北京分公司）',
    '北京某某科技有限公司(北京分公司)',
    '某某（中国）投资有限公司',
    '3M中国有限公司',
    'ABC Trading Co., Ltd.',
    'Procter & Gamble (China) Ltd.',
    '北京某某科技有限公司（北京分公司（朝阳））',
  ])('accepts the company name %s', (name) => {
    expect(isPartyName(name)).toBe(true);
    // A person's name is refused such a name: the two rules are for different fields.
    expect(isName(name)).toBe(false);
  });

  it('accepts a long company name of Han characters alone', () => {
    expect(isPartyName('中国人民财产保险股份有限公司北京市朝阳区支公司营业部')).toBe(true);
  });

  it.each(['张三', '阿卜杜勒·艾尼', '𠈌𠈌', 'John Smith', "Mary-Jane O'Neil", 'José Álvarez', '王'.repeat(30)])(
    "accepts the person's name %s, as isName does",
    (name) => {
      expect(isName(name)).toBe(true);
      expect(isPartyName(name)).toBe(true);
    },
  );

  it.each([
    ['one character', '张'],
    ['digits only', '12345678'],
    ['an unclosed bracket', '北京某某科技有限公司（北京分公司'],
    ['a bracket closed before it opens', '北京某某科技有限公司）北京（'],
    ['a trailing comma', '某某公司,'],
    ['a leading dot', '·某某公司'],
    ['a symbol', '某某公司#1'],
    ['Cyrillic', 'Иван'],
    ['101 characters', '王'.repeat(101)],
    ['empty', ''],
  ])('refuses %s: %j', (_why, name) => {
    expect(isPartyName(name)).toBe(false);
  });

  it('takes every name isName takes, and never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => !isName(s) || isPartyName(s)));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof isPartyName(s) === 'boolean'));
  });
});

describe('normalisePartyName', () => {
  it('reads full-width letters, digits and punctuation as plain ones, and keeps the brackets typed', () => {
    expect(normalisePartyName(' ＡＢＣ　Ｔｒａｄｉｎｇ　Ｃｏ．，Ｌｔｄ． ')).toBe('ABC Trading Co.,Ltd.');
    expect(normalisePartyName('３Ｍ中国有限公司（上海分公司）')).toBe('3M中国有限公司（上海分公司）');
    expect(normalisePartyName('阿卜杜勒．艾尼')).toBe('阿卜杜勒·艾尼');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (s) => normalisePartyName(normalisePartyName(s)) === normalisePartyName(s),
      ),
    );
  });
});

describe('samePartyName', () => {
  it.each([
    ['北京某某科技有限公司（北京分公司）', '北京某某科技有限公司(北京分公司)'],
    ['北京某某科技有限公司（北京分公司）', ' 北京某某科技有限公司 ( 北京分公司 ) '],
    ['ABC Trading Co., Ltd.', 'abc trading co., ltd.'],
    ['ABC Trading Co., Ltd.', 'ＡＢＣ　Ｔｒａｄｉｎｇ　Ｃｏ．，Ｌｔｄ．'],
    ['阿卜杜勒·艾尼', '阿卜杜勒•艾尼'],
  ])('reads %s and %j as one name', (stored, typed) => {
    expect(samePartyName(stored, typed)).toBe(true);
  });

  it.each([
    ['北京某某科技有限公司（北京分公司）', '北京某某科技有限公司'],
    ['ABC Trading', 'ABCTrading'],
    ['张三', '张 三三'],
  ])('tells %s from %j', (stored, typed) => {
    expect(samePartyName(stored, typed)).toBe(false);
  });

  it('gives a key that is its own key', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => partyNameKey(partyNameKey(s)) === partyNameKey(s)));
  });
});

describe('isMobile', () => {
  it.each(['13800138000', '19912345678', '16600000000'])('accepts %s', (m) => {
    expect(isMobile(m)).toBe(true);
  });

  it.each(['12800138000', '1380013800', '138001380001', '+8613800138000', '1380013800a', ''])('refuses %j', (m) => {
    expect(isMobile(m)).toBe(false);
  });
});

describe('normaliseMobile', () => {
  it.each([
    ['+86 138 0013 8000', '13800138000'],
    ['0086-138-0013-8000', '13800138000'],
    ['+86+8613800138000', '13800138000'],
    [' 13800138000 ', '13800138000'],
  ])('%j → %s', (input, output) => {
    expect(normaliseMobile(input)).toBe(output);
  });

  it('is idempotent', () => {
    const mobileish = fc.stringMatching(/^(?:\+86|0086| |-)*\d{0,13}$/);
    fc.assert(
      fc.property(fc.oneof(mobileish, fc.string({ unit: 'binary' })), (s) => {
        return normaliseMobile(normaliseMobile(s)) === normaliseMobile(s);
      }),
    );
  });
});

describe('isEmail', () => {
  it.each(['a.b@example.com', 'user+tag@mail.picc.com.cn', 'x_y-z@sub-domain.cn', `${'a'.repeat(50)}@abcdef.cn`])(
    'accepts %s',
    (e) => {
      expect(isEmail(e)).toBe(true);
    },
  );

  it.each([
    'a@b',
    'a@b.c',
    '@x.com',
    'a..b@x.com',
    '.a@x.com',
    'a b@x.com',
    'a@-x.com',
    'a@x.c0m',
    `${'a'.repeat(51)}@abcdef.cn`,
    '',
  ])('refuses %j', (e) => {
    expect(isEmail(e)).toBe(false);
  });

  it('never throws and stays fast on long input', () => {
    const start = Date.now();
    expect(isEmail(`${'a-'.repeat(5000)}@`)).toBe(false);
    expect(Date.now() - start).toBeLessThan(100);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => typeof isEmail(s) === 'boolean'));
  });

  it('normaliseEmail only trims', () => {
    expect(normaliseEmail(' A.B@Example.com ')).toBe('A.B@Example.com');
  });
});
