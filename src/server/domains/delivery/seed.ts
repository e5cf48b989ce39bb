import { COURIERS } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { type DemoPolicy, demoBook } from '../../db/seed/book';
import type { SeedContext } from '../../platform/domain-module';
import { createDeliveryRepo } from './repo';
import type { deliveryEvent, policyDelivery } from './schema';
import { courierOnTheJob } from './service';

const PATHS = {
  1: [
    ['0'],
    ['0', '1'],
    ['0', '1', '2'],
    ['0', '1', '2', '3'],
    ['0', '1', '2', '3', '4'],
    ['0', '1', '2', '3', '4', '5'],
    ['0', '1', '2', '3', '4', '61'],
    ['0', '1', '2', '3', '4', '61', '62'],
  ],
  2: [
    ['0'],
    ['0', '1'],
    ['0', '1', '2'],
    ['0', '1', '2', '3'],
    ['0', '1', '2', '41'],
    ['0', '1', '2', '41', '42'],
    ['0', '1', '2', '3'],
  ],
} as const;

const STREETS = ['人民路', '建设大道', '解放路', '中山路', '和平街', '长江路', '文化路', '幸福里'];

/**
 * What the courier's record says at each status, in the words of its own
 * sequence (spec section 4): sequence 1 collects the premium, then delivers;
 * sequence 2 only delivers, so its 3 is 已签收 where sequence 1's is 即将派送保单.
 * The courier's mobile is the row's own (courierMobile), which the card offers
 * to call, not words in a note.
 */
const NOTES: Record<1 | 2, Record<string, (courier: string) => string>> = {
  1: {
    '0': () => '保单已生成，等待安排上门收取保费',
    '1': () => '已安排快递员上门收取保费',
    '2': () => '快递员正在上门收费途中',
    '3': (courier) => `保费已收取，${courier}即将派送保单`,
    '4': () => '快递员正在派送',
    '5': () => '已签收，感谢您的信任',
    '61': () => '派送未成功：收件人电话无人接听，将再次派送',
    '62': () => '快递员正在再次派送',
  },
  2: {
    '0': () => '保单已生成，等待安排配送',
    '1': () => '已安排配送，即将出发',
    '2': (courier) => `${courier}已揽收，快递员正在派送`,
    '3': () => '已签收，感谢您的信任',
    '41': () => '派送未成功：收件人不在，将再次派送',
    '42': () => '已重新安排派送',
  },
};

function note(sequence: 1 | 2, code: string, courier: string): string {
  return NOTES[sequence][code]?.(courier) ?? '';
}

/** One customer in four pays on delivery (sequence 1); the others paid in advance (sequence 2). */
const sequenceOf = (p: DemoPolicy): 1 | 2 => (p.customer % 4 === 1 ? 1 : 2);

/** The statuses the book's i-th policy went through: its sequence's paths in turn, so every state occurs. */
function pathOf(p: DemoPolicy, i: number): readonly string[] {
  const paths = PATHS[sequenceOf(p)];
  return paths[(p.customer + i) % paths.length];
}

/**
 * Every policy of the shared book was printed and sent: car policies with the
 * vehicle's frame tail, non-car ones as the "more security" list. One customer
 * in four pays on delivery (sequence 1); the others paid in advance
 * (sequence 2). Statuses spread over every state, failed ones included.
 */
export async function seedDelivery(db: Db, { regions, random }: SeedContext) {
  const repo = createDeliveryRepo(db);
  if (!(await repo.isEmpty())) return;
  const names = new Map(regions.map((r) => [r.code, r]));
  const rows: (typeof policyDelivery.$inferInsert)[] = [];
  const events: (typeof deliveryEvent.$inferInsert)[] = [];
  demoBook(regions).forEach((p, i) => {
    const sequence = sequenceOf(p);
    const path = pathOf(p, i);
    const courier = COURIERS[(p.customer + i) % 4];
    const county = names.get(p.applicant.countyCode);
    const city = county?.parentCode ? names.get(county.parentCode) : undefined;
    const province = city?.parentCode ? names.get(city.parentCode) : undefined;
    const place = [province?.name, city?.name !== province?.name ? city?.name : '', county?.name]
      .filter(Boolean)
      .join('');
    const deliveryNo = `DL${p.policyNo.slice(-12)}`;
    const row: typeof policyDelivery.$inferInsert = {
      deliveryNo,
      policyNo: p.policyNo,
      riskName: p.riskName,
      insuredIdNumber: p.insured.identifyNumber,
      frameNo: p.vehicle?.frameNo ?? null,
      isNewCar: p.vehicle?.isNewCar ?? false,
      licenseNo: p.vehicle?.licenseNo ?? null,
      sequence,
      statusCode: path[path.length - 1],
      courierCode: courier.code,
      trackingNo: `${courier.code}${random.digits(12)}`,
      receiverName: p.applicant.name,
      receiverMobile: p.applicant.mobile,
      address: `${place}${random.pick(STREETS)}${random.int(1, 399)}号`,
    };
    rows.push(row);
    let at = new Date(`${p.startDate}T10:00:00+08:00`).getTime() - 4 * 86400_000;
    // Drawn where it always was, so the demo records drawn after it (this domain's and the next) stay the same.
    const courierMobile = `1${random.pick(['3', '5', '8'])}${random.digits(9)}`;
    // A courier is assigned from the first step after 0 (the policy waiting for one).
    row.courierMobile = path.length > 1 ? courierMobile : null;
    for (const code of path) {
      events.push({
        deliveryNo,
        statusCode: code,
        note: note(sequence, code, courier.name),
        at: new Date(at),
      });
      at += random.int(3, 20) * 3600_000;
    }
  });
  await repo.insert(rows, events);
}

/** A few searches a tester can type on /order-delivery. */
export function deliverySamples(regions: SeedContext['regions']) {
  const book = demoBook(regions);
  /** A courier has one of the car's deliveries: its card offers the courier's number to call. */
  const courierToCall = (frameNo: string) =>
    book.some((q, i) => q.vehicle?.frameNo === frameNo && courierOnTheJob(sequenceOf(q), pathOf(q, i).at(-1) ?? '0'));
  return book
    .filter((p) => p.vehicle)
    .filter((p, i, all) => all.findIndex((q) => q.customer === p.customer) === i)
    .slice(0, 6)
    .map((p) => ({
      insuredName: p.insured.name,
      insurdIdentityNumber: p.insured.identifyNumber,
      frameNo: p.vehicle?.frameNo,
      isDeckCard: p.vehicle?.isNewCar ? '0' : '1',
      sequence: sequenceOf(p) === 1 ? '1（货到收费）' : '2（已预先支付）',
      courierToCall: courierToCall(p.vehicle?.frameNo ?? ''),
    }));
}
