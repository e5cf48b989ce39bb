import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delivery } from '../../../shared/api/delivery';
import { DELIVERY_STATUS_SEQUENCE_1, DELIVERY_STATUS_SEQUENCE_2 } from '../../../shared/codes';
import { RESULT } from '../../../shared/result-codes';
import { demoBook } from '../../db/seed/book';
import { loadRegions } from '../../db/seed/regions-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { policyDelivery } from './schema';
import { maskAddress } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const book = demoBook(loadRegions());
const cars = book.filter((p) => p.vehicle);
/** New cars without a plate, one policy each (a car's compulsory and commercial policies share its frame). */
const newCars = [...new Map(cars.filter((p) => p.vehicle?.isNewCar).map((p) => [p.vehicle?.frameNo, p])).values()];

type Item = {
  deliveryNo: string;
  courierMobile: string | null;
  statusCode: string;
  statusText: string;
  sequence: number;
  policyNo: string;
  timeline: { code: string; note: string }[];
  receiverMobile: string;
  failed: boolean;
};

describe('policy delivery tracking', () => {
  it('finds the car policies of a registered car with their timelines', async () => {
    const p = cars.find((x) => !x.vehicle?.isNewCar && x.customer === 0);
    if (!p?.vehicle) throw new Error('book has no registered car');
    const res = await t.call(delivery.orderDelivery, {
      insurdIdentityNumber: p.insured.identifyNumber,
      frameNo: p.vehicle.frameNo,
      isDeckCard: '1',
    });
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.list as Item[];
    expect(list).toHaveLength(2);
    for (const item of list) {
      const table = item.sequence === 1 ? DELIVERY_STATUS_SEQUENCE_1 : DELIVERY_STATUS_SEQUENCE_2;
      expect(table.find((s) => s.code === item.statusCode)?.name).toBe(item.statusText);
      expect(item.timeline.at(-1)?.code).toBe(item.statusCode);
      expect(item.receiverMobile).toMatch(/\*{4}/);
    }
    // customer 0 also holds a non-car policy: the more-security list.
    expect((res.data.moreSecurityList as Item[]).length).toBe(1);
  });

  it('finds a car whose frame number the customer typed with O for 0 and I for 1', async () => {
    const p = cars.find((x) => !x.vehicle?.isNewCar && /[01]/.test(x.vehicle?.frameNo ?? ''));
    if (!p?.vehicle) throw new Error('book has no registered car with 0 or 1 in its frame tail');
    const asPrinted = {
      insurdIdentityNumber: p.insured.identifyNumber,
      frameNo: p.vehicle.frameNo,
      isDeckCard: '1' as const,
    };
    const asTyped = { ...asPrinted, frameNo: p.vehicle.frameNo.replaceAll('0', 'O').replaceAll('1', 'i') };
    const printed = await t.call(delivery.orderDelivery, asPrinted);
    const typed = await t.call(delivery.orderDelivery, asTyped);
    expect(typed.code).toBe(RESULT.OK);
    expect(typed.data.list).toEqual(printed.data.list);
  });

  it('finds the deliveries of a car insured under a Hong Kong and Macau home-return permit', async () => {
    // The last registered car: the other tests here take the first ones.
    const p = cars.filter((x) => !x.vehicle?.isNewCar).at(-1);
    if (!p?.vehicle) throw new Error('book has no registered car');
    await t.database.db
      .update(policyDelivery)
      .set({ insuredIdNumber: 'H12345678' })
      .where(eq(policyDelivery.insuredIdNumber, p.insured.identifyNumber));
    const body = {
      identifyType: '25',
      insurdIdentityNumber: 'h1234 5678',
      frameNo: p.vehicle.frameNo,
      isDeckCard: '1',
    };
    const res = await t.call(delivery.orderDelivery, body as never);
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as Item[]).length).toBeGreaterThan(0);
    const wrong = await t.call(delivery.orderDelivery, { ...body, insurdIdentityNumber: 'C12345678' } as never);
    expect(wrong.message).toBe('请输入正确的港澳居民来往内地通行证号码');
  });

  it("finds a Hong Kong card holder's deliveries however the card's check digit is written", async () => {
    // A registered car near the end of the book whose insured is not the previous test's.
    const registered = cars.filter((x) => !x.vehicle?.isNewCar);
    const last = registered.at(-1);
    const p = registered.findLast((x) => x.insured.identifyNumber !== last?.insured.identifyNumber);
    if (!p?.vehicle) throw new Error('book has no second registered car');
    // The record as the card prints it, brackets and all.
    await t.database.db
      .update(policyDelivery)
      .set({ insuredIdNumber: 'A123456(3)' })
      .where(eq(policyDelivery.insuredIdNumber, p.insured.identifyNumber));
    const track = (insurdIdentityNumber: string) =>
      t.call(delivery.orderDelivery, {
        identifyType: '07',
        insurdIdentityNumber,
        frameNo: p.vehicle?.frameNo ?? '',
        isDeckCard: '1',
      } as never);
    for (const typed of ['A1234563', 'a123456（3）', 'A123456(3)']) {
      const res = await track(typed);
      expect(res.code, typed).toBe(RESULT.OK);
      expect((res.data.list as Item[]).length, typed).toBeGreaterThan(0);
    }
  });

  it("shows the plate a new car's policies got by endorsement, not the one the delivery was made with", async () => {
    const p = cars.find((x) => x.vehicle?.isNewCar && x.vehicle.licenseNo == null);
    if (!p?.vehicle) throw new Error('book has no new car without a plate');
    const track = () =>
      t.call(delivery.orderDelivery, {
        insurdIdentityNumber: p.insured.identifyNumber,
        frameNo: p.vehicle?.frameNo ?? '',
        isDeckCard: '0',
      });
    const before = await track();
    expect((before.data.list as { licenseNo: string }[]).map((i) => i.licenseNo)).toContain('新车未上牌');
    await t.deps.ports.policyEndorser?.addLicensePlate({
      policyNo: p.policyNo,
      licenseNo: '沪AD12345',
      endorsementNo: 'EDDELIVERYTEST01',
      effectiveAt: new Date(),
    });
    const after = await track();
    const items = after.data.list as { policyNo: string; licenseNo: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.licenseNo, item.policyNo).toBe('沪A****45');
  });

  it('uses sequence 1 for collect-on-delivery policies, including the failed states', async () => {
    const p = cars.find((x) => x.customer % 4 === 1 && x.vehicle);
    if (!p?.vehicle) throw new Error('no collect-on-delivery car');
    const res = await t.call(delivery.orderDelivery, {
      insurdIdentityNumber: p.insured.identifyNumber,
      frameNo: p.vehicle.frameNo,
      isDeckCard: p.vehicle.isNewCar ? '0' : '1',
    });
    expect((res.data.list as Item[]).every((i) => i.sequence === 1)).toBe(true);
  });

  it('tells a new car apart from a registered one', async () => {
    // The last new car: the tests here endorse the first ones, and a car with its plate is registered.
    const p = newCars.at(-1);
    if (!p?.vehicle) throw new Error('no new car');
    const base = { insurdIdentityNumber: p.insured.identifyNumber, frameNo: p.vehicle.frameNo };
    expect((await t.call(delivery.orderDelivery, { ...base, isDeckCard: '0' })).code).toBe(RESULT.OK);
    const miss = await t.call(delivery.orderDelivery, { ...base, isDeckCard: '1' });
    expect(miss.code).toBe(RESULT.NOT_FOUND);
    // The form takes any ID type (a company's credit code, a passport): the miss names what it asked for.
    expect(miss.message).toBe('未查询到保单配送信息，请核对证件号码、车架号后6位及是否为未上牌新车后重试');
  });

  it.each([
    ['ID number', { insurdIdentityNumber: '123' }, '请输入正确的身份证号码'],
    ['frame number', { frameNo: 'IOQ' }, '请输入正确的车架号后6位'],
    ['frame number with a dash', { frameNo: 'ABC12-' }, '请输入正确的车架号后6位'],
    ['new-car choice', { isDeckCard: '2' }, '请选择是否为未上牌新车'],
  ])('refuses a bad %s with its Chinese message', async (_field, over, message) => {
    const body = { insurdIdentityNumber: '11010519491231002X', frameNo: 'ABC123', isDeckCard: '1', ...over };
    const res = await t.call(delivery.orderDelivery, body as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('refuses malformed input and locks out guessing', async () => {
    const bad = await t.call(delivery.orderDelivery, { insurdIdentityNumber: '123', frameNo: 'IOQ', isDeckCard: '1' });
    expect(bad.code).toBe(RESULT.INVALID_INPUT);
    const uuid = await t.newSession('10.1.1.1');
    let last = '';
    for (let i = 0; i < 11; i++)
      last = (
        await t.call(
          delivery.orderDelivery,
          { insurdIdentityNumber: '11010519491231002X', frameNo: 'ABC123', isDeckCard: '1' },
          { uuid, address: '10.1.1.1' },
        )
      ).code;
    expect(last).toBe(RESULT.TOO_MANY);
  });

  it('finds a new car that has since been registered whichever way the customer answers', async () => {
    const p = newCars[1];
    if (!p?.vehicle) throw new Error('book has no second new car without a plate');
    const base = { insurdIdentityNumber: p.insured.identifyNumber, frameNo: p.vehicle.frameNo };
    await t.deps.ports.policyEndorser?.addLicensePlate({
      policyNo: p.policyNo,
      licenseNo: '沪AD54321',
      endorsementNo: 'EDDELIVERYTEST02',
      effectiveAt: new Date(),
    });
    // It has a plate now: 否，已上牌 is the true answer, and 是，未上牌 was true when it was delivered.
    for (const isDeckCard of ['1', '0'] as const) {
      const res = await t.call(delivery.orderDelivery, { ...base, isDeckCard });
      expect(res.code, isDeckCard).toBe(RESULT.OK);
      expect((res.data.list as Item[]).map((i) => i.policyNo)).toContain(p.policyNo);
    }
  });

  it("tells each status in its own sequence's words: a delivered policy reads signed for", async () => {
    // seed.ts: the book's i-th policy takes path (customer + i) % 7 of sequence 2; paths 3 and 6 end received.
    const at = book.findIndex((p, i) => p.vehicle && p.customer % 4 !== 1 && [3, 6].includes((p.customer + i) % 7));
    const p = book[at];
    if (!p?.vehicle) throw new Error('no delivered prepaid car');
    const res = await t.call(delivery.orderDelivery, {
      insurdIdentityNumber: p.insured.identifyNumber,
      frameNo: p.vehicle.frameNo,
      isDeckCard: p.vehicle.isNewCar ? '0' : '1',
    });
    const item = (res.data.list as Item[]).find((i) => i.policyNo === p.policyNo);
    expect(item).toMatchObject({ sequence: 2, statusText: '已签收' });
    expect(item?.timeline.at(-1)?.note).toMatch(/签收/);
    expect(item?.timeline.map((e) => e.note).join()).not.toMatch(/即将派送$|到达派送网点/);
  });

  it("gives the courier's mobile in full while a courier has the policy, not before one is assigned nor once it is signed for", async () => {
    // One policy of each car, of the first ten cars: the tests above change the ID numbers of cars at the book's end.
    const firstCars = [...new Map(cars.map((p) => [p.vehicle?.frameNo, p])).values()].slice(0, 10);
    const items = new Map<string, Item>();
    for (const p of firstCars) {
      if (!p.vehicle) continue;
      const res = await t.call(delivery.orderDelivery, {
        insurdIdentityNumber: p.insured.identifyNumber,
        frameNo: p.vehicle.frameNo,
        isDeckCard: p.vehicle.isNewCar ? '0' : '1',
      });
      expect(res.code, p.policyNo).toBe(RESULT.OK);
      for (const item of res.data.list as Item[]) items.set(item.deliveryNo, item);
    }
    // 0 waits for a courier; the last step of each sequence is signed for. Every other step has a courier on it.
    const idle = (i: Item) => i.statusCode === '0' || i.statusCode === (i.sequence === 1 ? '5' : '3');
    for (const item of items.values()) {
      if (idle(item)) expect(item.courierMobile, `${item.sequence}/${item.statusCode}`).toBeNull();
      else expect(item.courierMobile, `${item.sequence}/${item.statusCode}`).toMatch(/^1[3-9]\d{9}$/);
      // The number is the card's to call, not words in a note (a masked one there could not be called).
      expect(item.timeline.map((e) => e.note).join()).not.toMatch(/\d{3}\*{4}\d{4}|1[3-9]\d{9}/);
    }
    expect([...items.values()].filter((i) => i.courierMobile).length).toBeGreaterThan(0);
    expect([...items.values()].filter(idle).length).toBeGreaterThan(0);
  });

  it('masks the street of an address', () => {
    expect(maskAddress('广东省广州市天河区人民路88号')).toBe('广东省广州市天河区****');
    // A county-level city, and no district at all: nothing past the regions, whatever 区 comes later.
    expect(maskAddress('浙江省金华市义乌市工人北路88号金桥小区5幢')).toBe('浙江省金华市义乌市****');
    expect(maskAddress('广东省东莞市南城街道鸿福路科技园区8栋')).toBe('广东省东莞市****');
    expect(maskAddress('北京市朝阳区建国路88号')).toBe('北京市朝阳区****');
    expect(maskAddress('内蒙古自治区呼和浩特市新城区大学路1号')).toBe('内蒙古自治区呼和浩特市新城区****');
    expect(maskAddress('杭州市西湖区文三路5号')).toBe('杭州市西湖区****');
    expect(maskAddress('工人北路88号金桥小区')).toBe('工人****');
  });
});
