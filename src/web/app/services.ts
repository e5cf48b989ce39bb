/**
 * The service catalogue: every service of spec section 1, grouped by what the
 * customer came to do, each with the route that serves it.
 *
 * Decision: the home grid and the site navigation show an entry only when its
 * route is in the route table (`visibleServices`). The catalogue is written once,
 * in full, and the grid grows by itself as each domain adds its pages; a
 * customer never taps a tile that leads to "page not found".
 *
 * Mapping notes where section 1 names something that is not a page of its own:
 * electronic policy download and e-mailing start from the policy query; the
 * product mall and the risk classes are views of the product centre; one-click
 * renewal starts from the renewal reminder; fund information is listed in the
 * information list. Banners and ads are blocks on the home page, not services.
 * The violation query is not named in section 1 but is a route of section 2
 * that a car owner uses and nothing else links to: it is a service here too.
 */
export type ServiceGroup =
  | 'policy'
  | 'claims'
  | 'invoice'
  | 'sites'
  | 'service'
  | 'offers'
  | 'products'
  | 'about'
  | 'staff';

export interface ServiceEntry {
  id: string;
  name: string;
  /** One short line under the name in the navigation list. */
  hint: string;
  group: ServiceGroup;
  route: `/${string}`;
}

/** Groups in the order a customer looks for them. */
export const SERVICE_GROUPS: readonly { id: ServiceGroup; name: string }[] = [
  { id: 'policy', name: '保单服务' },
  { id: 'claims', name: '理赔服务' },
  { id: 'invoice', name: '发票与缴费' },
  { id: 'sites', name: '网点与配送' },
  { id: 'service', name: '咨询与投诉' },
  { id: 'offers', name: '优惠活动' },
  { id: 'products', name: '产品与资讯' },
  { id: 'about', name: '关于人保' },
  { id: 'staff', name: '员工专区' },
];

export const SERVICES: readonly ServiceEntry[] = [
  { id: 'policyQuery', name: '保单查询', hint: '车险、非车险保单信息', group: 'policy', route: '/policy-query' },
  { id: 'ePolicy', name: '电子保单', hint: '下载或发送到邮箱', group: 'policy', route: '/policy-query' },
  {
    id: 'newcarLicense',
    name: '新车补录车牌',
    hint: '新车上牌后补录或更正车牌',
    group: 'policy',
    route: '/newcar-license',
  },
  { id: 'renewal', name: '续保提醒', hint: '到期提醒与一键续保', group: 'policy', route: '/renewal-hint' },
  {
    id: 'violationQuery',
    name: '违章查询',
    hint: '按车牌查询交通违法记录',
    group: 'policy',
    route: '/violation-query',
  },
  { id: 'claimsQuery', name: '理赔查询', hint: '查看理赔进度', group: 'claims', route: '/claims-query' },
  {
    id: 'claimsComplaint',
    name: '退货运费险申诉',
    hint: '退货运费险理赔申诉',
    group: 'claims',
    route: '/claims-complaint',
  },
  { id: 'invoiceQuery', name: '电子发票', hint: '查询和下载电子发票', group: 'invoice', route: '/invoice-query' },
  { id: 'orderPay', name: '订单支付', hint: '为待支付的投保订单缴费', group: 'invoice', route: '/order-pay' },
  { id: 'networkQuery', name: '服务网点', hint: '查找附近的理赔和营业网点', group: 'sites', route: '/network-query' },
  { id: 'orderDelivery', name: '保单配送', hint: '查询纸质保单配送进度', group: 'sites', route: '/order-delivery' },
  { id: 'customerService', name: '在线客服', hint: '在线咨询保险问题', group: 'service', route: '/customer-service' },
  { id: 'quickComplaint', name: '快速投诉', hint: '提交投诉，专人回电', group: 'service', route: '/quick-complaint' },
  { id: 'helpCenter', name: '帮助中心', hint: '常见问题解答', group: 'service', route: '/help-center' },
  { id: 'questionnaire', name: '有奖问卷', hint: '参与调查赢取奖励', group: 'service', route: '/question-naire' },
  { id: 'redEnvelope', name: '红包卡券', hint: '领取和查看优惠券', group: 'offers', route: '/redEnvelope-coupon' },
  { id: 'buyCar', name: '购车优惠', hint: '购车专享优惠活动', group: 'offers', route: '/buy-car' },
  { id: 'activities', name: '精彩活动', hint: '近期活动一览', group: 'offers', route: '/wonderful-activity' },
  { id: 'productCenter', name: '产品中心', hint: '产品商城与险种分类', group: 'products', route: '/product-center' },
  { id: 'productSearch', name: '产品搜索', hint: '按名称查找保险产品', group: 'products', route: '/search-product' },
  { id: 'information', name: '资讯与基金', hint: '保险资讯和基金信息', group: 'products', route: '/information-list' },
  { id: 'about', name: '关于我们', hint: '公司介绍、企业文化与品牌', group: 'about', route: '/about-picc' },
  { id: 'disclosure', name: '公开信息披露', hint: '依法公开披露的信息', group: 'about', route: '/infomation-publish' },
  { id: 'groupBuy', name: '团购推广链接', hint: '员工申请团购推广链接', group: 'staff', route: '/groupBuy-applyLink' },
];

/** Entries whose route exists, in catalogue order. */
export function visibleServices(
  routes: ReadonlySet<string>,
  catalogue: readonly ServiceEntry[] = SERVICES,
): ServiceEntry[] {
  return catalogue.filter((entry) => routes.has(entry.route));
}

/** Visible entries by group, leaving out groups with nothing to show. */
export function groupServices(entries: readonly ServiceEntry[]) {
  return SERVICE_GROUPS.map((group) => ({ ...group, entries: entries.filter((e) => e.group === group.id) })).filter(
    (group) => group.entries.length > 0,
  );
}

/** The words around what is wanted (查保单, 我要续保, 理赔进度查询): the tiles name the thing, not the asking. */
const ASKING_BEFORE = /^(我要|我想|我的|怎么|如何|怎样|在线|查询|查看|查找|查|办理|申请)+/;
const ASKING_AFTER = /(查询|查看|办理|怎么办|在哪里|在哪)+$/;

/**
 * Entries whose name or hint contains the text (the home page's service search), or the text without
 * the words of asking around it: 查保单 found nothing, though 保单查询 is the first tile.
 */
export function searchServices(entries: readonly ServiceEntry[], text: string): ServiceEntry[] {
  const q = text.trim();
  if (!q) return [...entries];
  const core = q.replace(ASKING_BEFORE, '').replace(ASKING_AFTER, '');
  const words = core && core !== q ? [q, core] : [q];
  return entries.filter((e) => words.some((w) => e.name.includes(w) || e.hint.includes(w)));
}
