import { fileURLToPath } from 'node:url';
import { loadRegions } from '../../db/seed/regions-data';
import type { DomainModule } from '../../platform/domain-module';
import { registerDeliveryRoutes } from './routes';
import { deliverySamples, seedDelivery } from './seed';

export const deliveryModule: DomainModule = {
  name: 'delivery',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerDeliveryRoutes,
  seed: seedDelivery,
  demo: async () => ({
    title: '保单配送',
    notes: [
      '在 /order-delivery 输入被保险人身份证号、车架号后6位，并选择是否为未上牌新车。',
      '配送状态序列1用于货到收费的保单，序列2用于已预先支付的保单；部分保单处于派送失败后再次派送的状态。',
      '快递员上门收费或派送途中（courierToCall 为 true 的车辆），配送卡片显示快递员的完整手机号，点按即可拨打；尚未安排快递员或已签收的保单不显示。',
    ],
    records: { searches: deliverySamples(loadRegions()) },
  }),
};
