import type { Db } from '../../db/client';
import type { DemoSection } from '../../platform/domain-module';
import { seededOrders } from './seed';

/** What a tester needs to find and pay an order by hand. */
export async function paymentDemo(db: Db): Promise<DemoSection> {
  const orders = await seededOrders(db);
  return {
    title: '订单支付',
    notes: [
      '车险订单：在 /order-pay 选择“车险”，输入车牌号、投保人身份证号和投保人手机号；新车未上牌的订单（licenseNo 为 null）选“新车未上牌”，输入车架号后6位（frameNo）、身份证号和手机号。',
      '非车险订单：选择“非车险”，输入姓名、身份证号、手机号和短信验证码（验证码在 /dev/outbox 查看）。',
      '支付走沙箱收银台：确认支付后网关异步通知服务器，订单变为已支付并出具保单；取消支付则订单为支付失败，可再次支付。',
      '红包券：每位投保人有“新客红包”（满100减20）和“车险专享红包”（满1000减50），每张只能用于一个订单；用投保人手机号在 /redEnvelope-coupon 领取的红包券也会出现在订单页。',
      '第2条订单已超过最晚缴费日期，显示为“已过期”。',
    ],
    records: { orders },
  };
}
