import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaint } from '../../../shared/api/complaint';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createComplaintRepo } from './repo';
import { acksSent, outboxFor } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const quick = (over: Record<string, unknown> = {}) => ({
  type: 'quick' as const,
  name: '王小明',
  sex: '1',
  cityCode: '11010000',
  phoneNumber: '13911112222',
  callBackTime: '11111',
  content: '理赔员一直没有联系我，请尽快处理。',
  email: '',
  ...over,
});

describe('quick complaint', () => {
  it('stores, acknowledges by SMS, and answers a retry with the first acknowledgement', async () => {
    const first = await t.call(complaint.submitComplaint, quick(), { headOverrides: { requestId: 'req-quick-1' } });
    expect(first.code).toBe(RESULT.OK);
    expect(first.data).toMatchObject({ ackChannel: 'sms', ackTo: '139****2222', duplicate: false });
    const ackNo = first.data.ackNo as string;
    expect(ackNo).toMatch(/^KS\d{14}$/);
    await acksSent(t);
    const [sms] = await outboxFor(t, '13911112222');
    expect(sms?.body).toContain(ackNo);

    const sameRequest = await t.call(complaint.submitComplaint, quick({ content: '改了内容也算同一次提交' }), {
      headOverrides: { requestId: 'req-quick-1' },
    });
    expect(sameRequest.data).toMatchObject({ ackNo, duplicate: true });
    const sameContent = await t.call(complaint.submitComplaint, quick());
    expect(sameContent.data).toMatchObject({ ackNo, duplicate: true });
    await acksSent(t);
    expect(await outboxFor(t, '13911112222')).toHaveLength(1);
    const repo = createComplaintRepo(t.database.db);
    const row = await repo.byAckNo(ackNo);
    expect(row?.kind).toBe('quick');
    expect(await repo.ackPending(row?.id as number)).toBe(false);
  });

  it('answers a retry by its request id before a record of the same content', async () => {
    // b is stored first, so it is the older record of the content both will carry.
    const b = await t.call(complaint.submitComplaint, quick({ phoneNumber: '13911115555', content: '乙' }), {
      headOverrides: { requestId: 'req-order-b' },
    });
    const a = await t.call(complaint.submitComplaint, quick({ phoneNumber: '13911115555', content: '甲' }), {
      headOverrides: { requestId: 'req-order-a' },
    });
    expect(a.data.ackNo).not.toBe(b.data.ackNo);
    // Request a's id with request b's content: the retry of a, whatever it carries now.
    const retry = await t.call(complaint.submitComplaint, quick({ phoneNumber: '13911115555', content: '乙' }), {
      headOverrides: { requestId: 'req-order-a' },
    });
    expect(retry.data).toMatchObject({ ackNo: a.data.ackNo, duplicate: true });
  });

  it('stores a different complaint from another session that reuses a request id as a new one', async () => {
    const a = await t.call(complaint.submitComplaint, quick({ phoneNumber: '13911118881', content: '甲的投诉' }), {
      headOverrides: { requestId: 'req-reused' },
    });
    expect(a.data).toMatchObject({ ackTo: '139****8881', duplicate: false });
    // Another customer's client happens to choose the same request id (any string of up to 64).
    const address = '10.0.3.1';
    const uuid = await t.newSession(address);
    const b = await t.call(
      complaint.submitComplaint,
      quick({ name: '赵小红', phoneNumber: '13911118882', content: '乙的投诉，与甲无关' }),
      { uuid, address, headOverrides: { requestId: 'req-reused' } },
    );
    expect(b.code).toBe(RESULT.OK);
    expect(b.data).toMatchObject({ ackTo: '139****8882', duplicate: false });
    expect(b.data.ackNo).not.toBe(a.data.ackNo);
    await acksSent(t);
    const [sms] = await outboxFor(t, '13911118882');
    expect(sms?.body).toContain(b.data.ackNo as string);
    // Each session's retry of that id still answers its own first acknowledgement.
    const retryB = await t.call(
      complaint.submitComplaint,
      quick({ name: '赵小红', phoneNumber: '13911118882', content: '乙的投诉，与甲无关' }),
      { uuid, address, headOverrides: { requestId: 'req-reused' } },
    );
    expect(retryB.data).toMatchObject({ ackNo: b.data.ackNo, duplicate: true });
    const retryA = await t.call(complaint.submitComplaint, quick({ phoneNumber: '13911118881', content: '甲的投诉' }), {
      headOverrides: { requestId: 'req-reused' },
    });
    expect(retryA.data).toMatchObject({ ackNo: a.data.ackNo, duplicate: true });
  });

  it('stores one complaint when the same content arrives twice at once', async () => {
    const body = quick({ phoneNumber: '13911113333', content: '同时提交两次' });
    const [a, b] = await Promise.all([
      t.call(complaint.submitComplaint, body),
      t.call(complaint.submitComplaint, body),
    ]);
    expect(a.data.ackNo).toBe(b.data.ackNo);
    expect([a.data.duplicate, b.data.duplicate].sort()).toEqual([false, true]);
  });

  it('submissions at once (one statement for several): each its own record and SMS; a retry among them its first', async () => {
    const mobiles = Array.from({ length: 8 }, (_, i) => `1391111${String(6000 + i)}`);
    const [answers, retries] = await Promise.all([
      Promise.all(
        mobiles.map((m, i) =>
          t.call(complaint.submitComplaint, quick({ phoneNumber: m, content: `同时提交${i}` }), {
            headOverrides: { requestId: `req-burst-${i}` },
          }),
        ),
      ),
      // The same request as the first, with other content, at the same moment.
      Promise.all([
        t.call(complaint.submitComplaint, quick({ phoneNumber: mobiles[0], content: '另一份内容' }), {
          headOverrides: { requestId: 'req-burst-0' },
        }),
      ]),
    ]);
    for (const a of answers) expect(a.code).toBe(RESULT.OK);
    const ackNos = answers.map((a) => a.data.ackNo as string);
    expect(new Set(ackNos).size).toBe(mobiles.length);
    expect(retries[0]?.data.ackNo).toBe(ackNos[0]);
    expect([answers[0]?.data.duplicate, retries[0]?.data.duplicate].sort()).toEqual([false, true]);
    await acksSent(t);
    for (const [i, m] of mobiles.entries()) {
      const sms = await outboxFor(t, m);
      expect(sms).toHaveLength(1);
      expect(sms[0]?.body).toContain(ackNos[i]);
    }
  });

  it.each([
    ['name', { name: '' }, '请输入姓名'],
    ['name', { name: '王'.repeat(31) }, '请输入正确的姓名'],
    ['sex', { sex: '3' }, '请选择性别'],
    ['city', { cityCode: '北京' }, '请选择所在城市'],
    ['phone', { phoneNumber: '1234' }, '请输入正确的手机号码'],
    ['call-back time', { callBackTime: '7' }, '请选择回电时间'],
    ['content', { content: '' }, '请输入投诉内容'],
    ['content', { content: '长'.repeat(301) }, '投诉内容不能超过300字'],
    ['e-mail', { email: 'not-an-email' }, '请输入正确的电子邮箱'],
    ['e-mail', { email: `${'a'.repeat(55)}@qq.com` }, '电子邮箱不能超过60个字符'],
  ])('refuses a bad %s with its message', async (_f, over, message) => {
    const res = await t.call(complaint.submitComplaint, quick(over));
    expect(res.code).toBe(RESULT.INVALID_INPUT);
    expect(res.message).toBe(message);
  });

  it('a stranger who types a customer’s mobile five times does not stop the customer complaining', async () => {
    const phoneNumber = '13911114444';
    for (let i = 0; i < 5; i++) {
      const stranger = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: `冒用第${i}次` }), {
        address: '10.0.0.1',
      });
      expect(stranger.code).toBe(RESULT.OK);
    }
    // The customer's own complaint is taken and stored, from its own phone; only the sixth SMS is not sent.
    const customer = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '我的理赔一直没人处理' }), {
      address: '10.0.0.9',
    });
    expect(customer.code).toBe(RESULT.OK);
    expect(customer.data).toMatchObject({ ackChannel: 'none', ackTo: '139****4444', duplicate: false });
    const row = await createComplaintRepo(t.database.db).byAckNo(customer.data.ackNo as string);
    expect(row?.payload).toMatchObject({ content: '我的理赔一直没人处理' });
    await acksSent(t);
    expect(await outboxFor(t, phoneNumber)).toHaveLength(5);
  });

  it('stops one client at 20 complaints an hour, whatever mobiles it types', async () => {
    const address = '10.0.4.1';
    for (let i = 0; i < 20; i++) {
      const ok = await t.call(
        complaint.submitComplaint,
        quick({ phoneNumber: `139111199${String(i).padStart(2, '0')}`, content: `第${i}次` }),
        { address },
      );
      expect(ok.code).toBe(RESULT.OK);
    }
    const spam = await t.call(complaint.submitComplaint, quick({ phoneNumber: '13911119990', content: '第21次' }), {
      address,
    });
    expect(spam.code).toBe(RESULT.TOO_MANY);
    expect(spam.message).toBe('提交过于频繁，请稍后再试');
  });

  it('answers a retry at the day’s SMS of its mobile with its acknowledgement, and sends no second SMS', async () => {
    const phoneNumber = '13911116666';
    const address = '10.0.1.1';
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++) {
      const ok = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: `限额内第${i}次` }), {
        address,
        headOverrides: { requestId: `req-at-limit-${i}` },
      });
      expect(ok.code).toBe(RESULT.OK);
      last = ok.data;
    }
    const byRequest = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '限额内第4次' }), {
      address,
      headOverrides: { requestId: 'req-at-limit-4' },
    });
    expect(byRequest.code).toBe(RESULT.OK);
    expect(byRequest.data).toMatchObject({ ackNo: last.ackNo, duplicate: true });
    const byContent = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '限额内第4次' }), {
      address,
    });
    expect(byContent.data).toMatchObject({ ackNo: last.ackNo, duplicate: true });
    const sixth = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '新的一次' }), { address });
    expect(sixth.data).toMatchObject({ ackChannel: 'none', duplicate: false });
    await acksSent(t);
    const sent = await outboxFor(t, phoneNumber);
    expect(sent).toHaveLength(5);
    expect(sent.filter((m) => m.body.includes(last.ackNo as string))).toHaveLength(1);
  });

  it('does not count a retry towards the limits', async () => {
    const phoneNumber = '13911117777';
    const address = '10.0.2.1';
    for (let i = 0; i < 4; i++) {
      const ok = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: `第${i}条` }), {
        address,
        headOverrides: { requestId: `req-no-slot-${i}` },
      });
      expect(ok.code).toBe(RESULT.OK);
    }
    // Three retries of the fourth pass the limits (4 < 5) and find its record: none may keep a slot.
    for (let i = 0; i < 3; i++) {
      const retry = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '第3条' }), {
        address,
        headOverrides: { requestId: 'req-no-slot-3' },
      });
      expect(retry.data).toMatchObject({ duplicate: true });
    }
    const fifth = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '第5条' }), { address });
    expect(fifth.code).toBe(RESULT.OK);
    expect(fifth.data).toMatchObject({ ackChannel: 'sms', duplicate: false });
    const sixth = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: '第6条' }), { address });
    expect(sixth.data).toMatchObject({ ackChannel: 'none', duplicate: false });
  });

  it('takes a city the picker offers: a city, the page’s default province, an entry link’s county', async () => {
    // Its own client address: the file's other complaints fill most of 127.0.0.1's 20 an hour.
    const address = '10.0.6.1';
    for (const [i, cityCode] of ['11010000', '11000000', '11010500'].entries()) {
      const res = await t.call(
        complaint.submitComplaint,
        quick({ cityCode, phoneNumber: `1391112000${i}`, content: `城市${cityCode}的投诉` }),
        { address },
      );
      expect(res.code).toBe(RESULT.OK);
    }
  });

  it.each([
    ['a city no table has', '11990000'],
    ['a province no table has', '99000000'],
    ['a county no table has under a real city', '11019900'],
  ])('refuses %s as the formal complaint does, counting no limit', async (what, cityCode) => {
    const phoneNumber = '13911120010';
    const address = '10.0.6.2';
    for (let i = 0; i < 6; i++) {
      const res = await t.call(complaint.submitComplaint, quick({ cityCode, phoneNumber, content: `城市不符${i}` }), {
        address,
      });
      expect(res.code).toBe(RESULT.INVALID_INPUT);
      expect(res.message).toBe('请重新选择所在城市');
    }
    // Six refusals and the mobile may still file its complaint (one for each of the three cases).
    const right = await t.call(complaint.submitComplaint, quick({ phoneNumber, content: `${what}之后` }), { address });
    expect(right.code).toBe(RESULT.OK);
  });
});
