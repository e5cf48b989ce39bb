import type { Db } from '../../db/client';
import { createPromoRepo } from './repo';

export const DEMO_CAMPAIGN_ID = 'RE2026WINTER';

const d = (iso: string) => new Date(`${iso}+08:00`);
const off = (name: string, amount: string, condition: string) => ({ name, amount, condition });

/** Car-purchase activities (Beijing, Shanghai, nationwide) and the red-envelope campaign. */
export async function seedPromo(db: Db) {
  const repo = createPromoRepo(db);
  if (await repo.seeded()) return;
  const window = { startsAt: d('2026-11-01T00:00:00'), endsAt: d('2027-03-31T23:59:59') };
  await repo.insertSeed(
    [
      {
        id: 'CAR-BJ-EV',
        title: '北京新能源购车团购节',
        brand: '比亚迪 / 特斯拉 / 理想',
        intro: '北京地区购新能源车，车险保费享团购价，另赠道路救援服务。',
        cityCode: '11000000',
        discounts: [
          off('商业险团购折扣', '8.5折', '投保商业险时'),
          off('首年保费立减', '300元', '商业险保费满3000元'),
          off('免费道路救援', '6次', '保险期间内'),
        ],
        ...window,
      },
      {
        id: 'CAR-SH-FAMILY',
        title: '上海家用车购车补贴',
        brand: '大众 / 丰田 / 本田',
        intro: '上海地区购家用车，报名即享车险首年优惠。',
        cityCode: '31000000',
        discounts: [off('首年保费立减', '200元', '商业险保费满2500元'), off('免费洗车券', '4张', '投保后30天内领取')],
        ...window,
      },
      {
        id: 'CAR-CN-NEWCAR',
        title: '全国新车投保礼',
        brand: '不限品牌',
        intro: '新车上牌前投保，全国通用。',
        cityCode: '',
        discounts: [off('新车投保立减', '100元', '新车未上牌投保'), off('代驾服务', '2次', '保险期间内')],
        ...window,
      },
    ],
    [
      {
        id: DEMO_CAMPAIGN_ID,
        title: '冬季安心出行红包',
        amount: '20.00',
        threshold: '200.00',
        validDays: 30,
        total: 500,
        ...window,
      },
    ],
  );
}
