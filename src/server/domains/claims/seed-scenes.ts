/**
 * Accidents of the demo claims: what happened, where, and who else was
 * involved, in the words a claims handler writes them down.
 */
export const ROADS = [
  '建设路与人民路交叉口',
  '环城高速K12+300处',
  '世纪大道88号地下停车场',
  '解放路小区门口',
  '滨江路口红绿灯前',
];

export const CAR_SCENES = [
  { desc: '等红灯时被后车追尾，车辆后保险杠及尾灯受损，无人员受伤。', third: 'vehicle', ownLoss: 3200, thirdLoss: 0 },
  { desc: '变道时与相邻车道车辆发生刮擦，双方车辆侧面受损。', third: 'vehicle', ownLoss: 2100, thirdLoss: 1800 },
  { desc: '倒车入库时碰撞停车场立柱，车辆后部凹陷。', third: 'object', ownLoss: 1500, thirdLoss: 600 },
  {
    desc: '路口左转时与直行车辆碰撞，双方车辆前部受损，经交警认定我方负主要责任。',
    third: 'vehicle',
    ownLoss: 8600,
    thirdLoss: 12400,
  },
  { desc: '车辆停放期间被高空坠物砸中，前挡风玻璃破裂。', third: 'none', ownLoss: 2600, thirdLoss: 0 },
  { desc: '雨天路滑与前车追尾，我方车辆前部及前车后部受损。', third: 'vehicle', ownLoss: 4300, thirdLoss: 3900 },
] as const;

export const THIRD_OBJECTS = ['停车场立柱', '道路护栏', '小区围墙'];

export const NONCAR_SCENES: Record<string, { desc: string; loss: number }[]> = {
  EAK: [
    { desc: '下楼梯时不慎摔倒致右脚踝骨折，门诊及住院治疗。', loss: 8600 },
    { desc: '骑行时摔伤，左臂软组织挫伤，门诊治疗。', loss: 1200 },
  ],
  EGB: [
    { desc: '学生在校体育课中扭伤膝盖，门诊治疗。', loss: 900 },
    { desc: '学生课间活动时摔倒致手腕骨折，住院治疗。', loss: 6400 },
  ],
  JAB: [
    { desc: '厨房水管爆裂致地板及橱柜浸泡受损。', loss: 15800 },
    { desc: '雷击导致家用电器损坏。', loss: 4300 },
  ],
  EAW: [{ desc: '境外旅行期间急性肠胃炎，当地医院就医。', loss: 5200 }],
  YEC: [{ desc: '网购商品退货产生的运费损失。', loss: 12 }],
  ZFD: [{ desc: '所乘航班延误4小时以上。', loss: 600 }],
};

/** Area codes of the demo cities, for the claim handlers' office lines. */
export const AREA_CODES: Record<string, string> = {
  '1101': '010',
  '3101': '021',
  '4401': '020',
  '4403': '0755',
  '3301': '0571',
  '5101': '028',
  '4201': '027',
  '6101': '029',
  '2102': '0411',
  '3702': '0532',
};
