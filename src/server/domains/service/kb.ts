import { CAR_INSURANCE, CLAIMS, type KbItem } from './kb-car-claim';
import { CAR_MORE, CLAIMS_MORE } from './kb-extra';
import { NONCAR, ROAD, SERVICES } from './kb-noncar';
import { INVOICE, PAYMENT, POLICY } from './kb-policy';

/** The question categories of the chat (questionTypeList), in the order shown. */
export const KB_CATEGORIES: { code: string; name: string; items: KbItem[] }[] = [
  { code: 'claim', name: '理赔服务', items: [...CLAIMS, ...CLAIMS_MORE] },
  { code: 'car', name: '车险投保', items: [...CAR_INSURANCE, ...CAR_MORE] },
  { code: 'policy', name: '保单服务', items: POLICY },
  { code: 'invoice', name: '电子发票', items: INVOICE },
  { code: 'pay', name: '缴费退保', items: PAYMENT },
  { code: 'noncar', name: '非车险', items: NONCAR },
  { code: 'road', name: '出行安全', items: ROAD },
  { code: 'service', name: '网点与服务', items: SERVICES },
];

/** How many of a category's first questions are offered as suggestions. */
export const HOT_PER_CATEGORY = 4;
