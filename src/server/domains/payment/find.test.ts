import { describe, expect, it } from 'vitest';
import { MAY_LAND_STATUS_TEXT, payment } from '../../../shared/api/payment';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import type { Db } from '../../db/client';
import { addDays } from '../../platform/calendar';
import { sandboxGateway } from './gateway';
import { paymentRepo } from './repo';
import type { SeededOrder } from './seed';
import { createPaymentService } from './service';
import {
  carOrder,
  company,
  findCar,
  insertCompanyCarOrder,
  notifyPaid,
  orders,
  PAY_HEAD,
  paymentTestApp,
  t,
  today,
} from './test-kit';

paymentTestApp();

describe('finding orders', () => {
  it('finds a car order by plate, ID number and applicant mobile, masked', async () => {
    const o = carOrder();
    const res = await findCar(o);
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.list as Array<Record<string, string>>;
    expect(list[0].orderId).toBe(o.orderId);
    expect(list[0].identifyNumber).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(list[0].insuredMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(list[0].proposalNoCi).toMatch(/^TDZA/);
    expect(list[0].proposalNoBi).toMatch(/^TDAA/);
    expect(Number(list[0].sumPremium)).toBeCloseTo(
      Number(list[0].ciSumPremium) + Number(list[0].biSumPremium) + Number(list[0].shipSumPremium),
    );
  });

  it('finds a new car’s order, which has no plate yet, by the frame number’s last six, ID number and mobile', async () => {
    // Compulsory cover comes before registration: a new car's order has no plate to search by.
    const o = orders.find((x) => x.kind === 'car' && !x.licenseNo && x.lastPayDate >= today) as SeededOrder;
    expect(o).toBeDefined();
    const byFrame = (frameNo: string) =>
      t.call(payment.groupGet, {
        payerType: 'car',
        frameNo,
        identifyNumber: o.payerIdNumber,
        applyMobile: o.payerMobile,
      });
    const res = await byFrame(o.frameNo.toLowerCase());
    expect(res.code).toBe(RESULT.OK);
    const list = res.data.list as Array<Record<string, string>>;
    expect(list.map((r) => r.orderId)).toEqual([o.orderId]);
    expect(list[0].licenseNo).toBe('');
    // Another car's frame number finds nothing, and counts as a miss like a wrong plate.
    const other = o.frameNo === 'ABC123' ? 'ABC124' : 'ABC123';
    expect((await byFrame(other)).code).toBe(RESULT.NOT_FOUND);
  });

  it('finds a company car’s order by its unified social credit code, typed in lower case and in groups', async () => {
    const code = company.identifyNumber;
    const row = await insertCompanyCarOrder('粤B7K2M9', 'LGWEF4A50NH271836', 'routes-test:company-car');
    const find = (who: Record<string, string>) =>
      t.call(payment.groupGet, {
        payerType: 'car',
        licenseNo: '粤B7K2M9',
        applyMobile: company.mobile,
        ...who,
      } as never);
    const typed = `${code.slice(0, 8).toLowerCase()} ${code.slice(8).toLowerCase()}`;
    const res = await find({ identifyType: '31', identifyNumber: typed });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as Array<{ orderId: string }>).map((o) => o.orderId)).toEqual([row.orderId]);
    expect(res.raw).not.toContain(code);
    // Sent without a type, the number is held to the resident ID's rule, as before the picker.
    const untyped = await find({ identifyNumber: code });
    expect(untyped.code).toBe(RESULT.INVALID_INPUT);
    expect(untyped.message).toBe('请输入正确的身份证号码');
  });

  it('finds a non-car order only with the SMS code of the payer mobile', async () => {
    const o = orders.find((x) => x.kind === 'noncar') as SeededOrder;
    const body = {
      payerType: 'noncar' as const,
      identifyname: o.payerName,
      identifynumber: o.payerIdNumber,
      identifymobile: o.payerMobile,
    };
    const wrong = await t.call(payment.groupGet, { ...body, smsValidCode: '000000' });
    expect(wrong.code).toBe(RESULT.WRONG_CODE);
    await t.call(platform.getSMSCode, { mobile: o.payerMobile, purpose: 'payment' });
    const code = await t.lastSmsCode(o.payerMobile);
    const res = await t.call(payment.groupGet, { ...body, smsValidCode: code });
    expect(res.code).toBe(RESULT.OK);
    expect((res.data.list as unknown[]).length).toBe(1);
  });

  const car = {
    payerType: 'car',
    licenseNo: '京RP8907',
    identifyNumber: '640302198303153798',
    applyMobile: '15792552471',
  };
  const noncar = {
    payerType: 'noncar',
    identifyname: '刘艳晨',
    identifynumber: '640302198303153798',
    identifymobile: '15792552471',
    smsValidCode: '123456',
  };
  it.each([
    ['car plate', { ...car, licenseNo: '京O12345' }, '请输入正确的车牌号码'],
    ['car frame number', { ...car, licenseNo: undefined, frameNo: 'ABC12-' }, '请输入正确的车架号后6位'],
    ['car without plate or frame', { ...car, licenseNo: undefined }, '请输入车牌号码，新车未上牌请输入车架号后6位'],
    ['car with plate and frame', { ...car, frameNo: 'ABC123' }, '车牌号码和车架号后6位只需填写一项'],
    ['car ID number', { ...car, identifyNumber: '123' }, '请输入正确的身份证号码'],
    [
      'car credit code',
      { ...car, identifyType: '31', identifyNumber: '91440300MA5F2R7K10' },
      '请输入正确的统一社会信用代码',
    ],
    ['car passport number', { ...car, identifyType: '03', identifyNumber: 'E1' }, '请输入正确的护照号码'],
    ['car ID type', { ...car, identifyType: '88' }, '请选择证件类型'],
    ['car mobile', { ...car, applyMobile: '1' }, '请输入正确的手机号码'],
    ['non-car name', { ...noncar, identifyname: 'A' }, '请输入正确的姓名'],
    ['non-car ID number', { ...noncar, identifynumber: '11010519490231002X' }, '请输入正确的身份证号码'],
    ['non-car mobile', { ...noncar, identifymobile: '12800138000' }, '请输入正确的手机号码'],
    ['non-car SMS code', { ...noncar, smsValidCode: '12345' }, '请输入6位短信验证码'],
    ['payer type', { ...car, payerType: 'ship' }, '请选择车险或非车险订单'],
  ])('refuses a bad %s with its Chinese message', async (_field, body, message) => {
    const res = await t.call(payment.groupGet, body as never);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it.each([
    ['order number', { orderId: 'ord-1' }, '订单号格式不正确'],
    ['coupon code', { orderId: 'ORD2026112200000000', couponCode: 'x' }, '红包券码格式不正确'],
  ])('refuses a payment with a bad %s', async (_field, body, message) => {
    const res = await t.call(payment.newGetPaymentInfo, body as never, PAY_HEAD);
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('locks out a session that keeps guessing identities', async () => {
    const uuid = await t.newSession('10.0.0.9');
    const o = carOrder();
    let last = { code: '' };
    for (let i = 0; i < 11; i++)
      last = await t.call(
        payment.groupGet,
        {
          payerType: 'car',
          licenseNo: o.licenseNo as string,
          identifyNumber: '11010519491231002X',
          applyMobile: o.payerMobile,
        },
        { uuid, address: '10.0.0.9' },
      );
    expect(last.code).toBe(RESULT.TOO_MANY);
    expect((await findCar(o, uuid)).code).toBe(RESULT.TOO_MANY);
  });

  it('shows an order only to the session that found it', async () => {
    const stranger = await t.newSession('10.0.0.7');
    const res = await t.call(
      payment.queryOrderCenter,
      { orderId: carOrder().orderId },
      { uuid: stranger, address: '10.0.0.7' },
    );
    expect(res.code).toBe(RESULT.REFUSED);
  });
});

describe('the order list', () => {
  /** The payment service on a database that counts the queries it is asked for (a transaction counts once). */
  function countingService() {
    let queries = 0;
    const starts = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction']);
    const db = new Proxy(t.database.db, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (starts.has(String(prop))) queries++;
          return value.apply(target, args);
        };
      },
    }) as Db;
    const service = createPaymentService({ ...t.deps, db, gateway: sandboxGateway(t.deps.store) });
    return {
      service,
      /** The queries of `run`. */
      async count(run: () => Promise<unknown>) {
        queries = 0;
        await run();
        return queries;
      },
    };
  }

  it('reads the trades of all its orders in one query, however many expired, and lists them as before', async () => {
    const plate = '粤B5H8J2';
    const uuid = await t.newSession();
    const body = {
      payerType: 'car' as const,
      licenseNo: plate,
      identifyType: '31',
      identifyNumber: company.identifyNumber,
      applyMobile: company.mobile,
    };
    const find = () => t.call(payment.groupGet, body, { uuid });
    let n = 0;
    /** A new order of the car; started at the cashier if `started`; its deadline then passes. */
    async function expiredOrder(started: boolean) {
      const row = await insertCompanyCarOrder(plate, 'LGWEF4A58NH529384', `find-test:expired-${++n}`);
      await find();
      if (started) await t.call(payment.newGetPaymentInfo, { orderId: row.orderId }, { uuid, ...PAY_HEAD });
      await paymentRepo.updateOrder(t.database.db, row.orderId, { lastPayDate: addDays(today, -1) });
      return row.orderId;
    }
    // A paid order of the car: its trades are read with the others'.
    const paid = await insertCompanyCarOrder(plate, 'LGWEF4A58NH529384', 'find-test:paid');
    await find();
    const trade = await t.call(payment.newGetPaymentInfo, { orderId: paid.orderId }, { uuid, ...PAY_HEAD });
    expect((await notifyPaid(t, trade.data.tradeNo, trade.data.payAmount)).body).toBe('success');

    const { service, count } = countingService();
    const asker = { uuid, clientAddress: '127.0.0.1' };
    const list = async () => {
      const found = await service.find(body, asker);
      return Object.fromEntries(found.list.map((r) => [r.orderId, r.statusText]));
    };
    // A list settles each order whose deadline passed since the last (once, writing); the next list only reads.
    const two = [await expiredOrder(true), await expiredOrder(false)];
    await list();
    const withTwo = await count(list);
    const four = [...two, await expiredOrder(true), await expiredOrder(false)];
    await list();
    const withFour = await count(list);
    // Before, each expired order read its trades with a query of its own: 3 queries, then 5.
    expect(withFour).toBe(withTwo);
    expect(withTwo).toBe(2);

    // Each order is listed as its own page tells it: a payment may land on those started at the cashier.
    const listed = await list();
    expect(listed).toEqual({
      [paid.orderId]: '已支付',
      [four[0]]: MAY_LAND_STATUS_TEXT,
      [four[1]]: '已过期',
      [four[2]]: MAY_LAND_STATUS_TEXT,
      [four[3]]: '已过期',
    });
    for (const orderId of Object.keys(listed)) {
      const detail = await t.call(payment.queryOrderCenter, { orderId }, { uuid });
      expect((detail.data.order as { statusText: string }).statusText).toBe(listed[orderId]);
    }
  });
});
