import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { complaint, DAY_LIMIT_REFUSAL } from '../../../shared/api/complaint';
import { HOTLINE } from '../../../shared/constants';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** 23:50 on 1 December in Beijing (UTC+8). */
const LATE_EVENING = Date.parse('2026-12-01T15:50:00Z');
/** 00:05 on 2 December in Beijing: fifteen minutes later, the next day. */
const AFTER_MIDNIGHT = Date.parse('2026-12-01T16:05:00Z');

let t: TestApp;
beforeAll(async () => {
  // Only Date is faked (timers, I/O and the database run as ever); before the app, as minute-clock.ts says.
  vi.useFakeTimers({ toFake: ['Date'], now: LATE_EVENING, shouldAdvanceTime: true });
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const quick = (phoneNumber: string, content: string) => ({
  type: 'quick' as const,
  name: '王小明',
  sex: '1',
  cityCode: '11010000',
  phoneNumber,
  callBackTime: '11111',
  content,
  email: '',
});

it('counts complaints per mobile by the day in Beijing: refused tonight, told to come back tomorrow, and taken after midnight', async () => {
  const phoneNumber = '13911110101';
  const address = '10.0.8.1';
  for (let i = 0; i < 5; i++) {
    const ok = await t.call(complaint.submitComplaint, quick(phoneNumber, `今晚第${i}次`), { address });
    expect(ok.code).toBe(RESULT.OK);
  }
  const sixth = await t.call(complaint.submitComplaint, quick(phoneNumber, '今晚第6次'), { address });
  expect(sixth.code).toBe(RESULT.TOO_MANY);
  // The words the failure page knows it by, when the customer may come back, and the hotline.
  expect(sixth.message.startsWith(DAY_LIMIT_REFUSAL)).toBe(true);
  expect(sixth.message).toContain('明天');
  expect(sixth.message).toContain(HOTLINE);

  // Tomorrow is fifteen minutes away: a window of 24 hours from the first complaint refused this until 23:50.
  vi.setSystemTime(AFTER_MIDNIGHT);
  const uuid = await t.newSession(address);
  const tomorrow = await t.call(complaint.submitComplaint, quick(phoneNumber, '第二天的投诉'), { uuid, address });
  expect(tomorrow.code).toBe(RESULT.OK);
});
