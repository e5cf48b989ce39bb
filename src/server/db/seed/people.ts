import { makeIdentifyNumber } from '../../../shared/rules';
import type { Random } from './random';
import type { RegionRow } from './regions-data';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红建文辉力鹏宇浩凯晨欣怡梓涵子轩雨泽思远佳琪博文一鸣晓东海燕国庆志强秋菊春梅建华丽娟婷婷';
const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const PROVINCE_ABBR: Record<string, string> = {
  '11': '京',
  '12': '津',
  '13': '冀',
  '14': '晋',
  '15': '蒙',
  '21': '辽',
  '22': '吉',
  '23': '黑',
  '31': '沪',
  '32': '苏',
  '33': '浙',
  '34': '皖',
  '35': '闽',
  '36': '赣',
  '37': '鲁',
  '41': '豫',
  '42': '鄂',
  '43': '湘',
  '44': '粤',
  '45': '桂',
  '46': '琼',
  '50': '渝',
  '51': '川',
  '52': '贵',
  '53': '云',
  '54': '藏',
  '61': '陕',
  '62': '甘',
  '63': '青',
  '64': '宁',
  '65': '新',
};

export interface DemoPerson {
  name: string;
  identifyNumber: string;
  mobile: string;
  sex: 'M' | 'F';
  birthDate: string;
  countyCode: string;
}

/**
 * Plausible Chinese people for demo data: names, ID numbers with a valid check
 * digit whose region is the person's county, mobiles, plates. Deterministic
 * for a given random source.
 */
export function createPeople(random: Random, regions: RegionRow[]) {
  const counties = regions.filter((r) => r.level === 'county');
  return {
    person(): DemoPerson {
      const county = random.pick(counties);
      const sex = random.next() < 0.5 ? 'M' : 'F';
      const year = random.int(1955, 2004);
      const month = random.int(1, 12);
      const day = random.int(1, 28);
      const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const seq = random.int(0, 99) * 10 + (sex === 'M' ? random.pick([1, 3, 5, 7, 9]) : random.pick([0, 2, 4, 6, 8]));
      const first17 = county.code.slice(0, 6) + birthDate.replaceAll('-', '') + String(seq).padStart(3, '0');
      const givenLength = random.next() < 0.6 ? 2 : 1;
      let given = '';
      for (let i = 0; i < givenLength; i++) given += random.pick(Array.from(GIVEN));
      return {
        name: random.pick(Array.from(SURNAMES)) + given,
        identifyNumber: makeIdentifyNumber(first17),
        mobile: `1${random.pick(['3', '5', '7', '8', '9'])}${random.digits(9)}`,
        sex,
        birthDate,
        countyCode: county.code,
      };
    },
    /** An ordinary plate of the province: 京A12345 style, letters without I and O. */
    plate(provinceCode: string): string {
      const abbr = PROVINCE_ABBR[provinceCode.slice(0, 2)] ?? '京';
      let tail = '';
      for (let i = 0; i < 5; i++)
        tail += random.next() < 0.2 ? random.pick(Array.from(PLATE_LETTERS)) : random.digits(1);
      return abbr + random.pick(Array.from(PLATE_LETTERS)) + tail;
    },
  };
}
export type People = ReturnType<typeof createPeople>;
