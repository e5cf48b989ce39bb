import type { CodeItem } from './code-table';

/**
 * ID document types (证件类型), spec section 3, complete. The spec does not show
 * the meanings of 25 and 26: reading them as the two home-return permits
 * (25 for Hong Kong and Macau residents, 26 for Taiwan residents) is our decision.
 *
 * 31 (统一社会信用代码) is not in the spec's list: a car is often owned and
 * insured by a company, whose only ID is that code, so the car forms need it.
 * The spec shows no code for it; 31 is our decision, kept beside the others so
 * the one code list the server serves (getPrpCodeValuesList?function=idType)
 * and every picker offer it alike.
 */
export const ID_TYPES = [
  { code: '01', name: '居民身份证' },
  { code: '02', name: '居民户口簿' },
  { code: '03', name: '护照' },
  { code: '04', name: '军官证' },
  { code: '05', name: '驾驶证' },
  { code: '07', name: '港澳居民身份证' },
  { code: '09', name: '大陆居民往来台湾通行证' },
  { code: '10', name: '港澳通行证' },
  { code: '16', name: '外国人永久居留身份证' },
  { code: '17', name: '港澳台居民居住证' },
  { code: '21', name: '外国护照' },
  { code: '25', name: '港澳居民来往内地通行证' },
  { code: '26', name: '台湾居民来往大陆通行证' },
  { code: '31', name: '统一社会信用代码' },
  { code: '40', name: '出生医学证明' },
  { code: '41', name: '武警身份证件' },
  { code: '43', name: '士兵证' },
  { code: '44', name: '工作证' },
  { code: '99', name: '其他证件' },
] as const satisfies readonly CodeItem[];

export type IdTypeCode = (typeof ID_TYPES)[number]['code'];

/** The resident ID card, the default of every ID type picker. */
export const RESIDENT_ID_TYPE: IdTypeCode = '01';
