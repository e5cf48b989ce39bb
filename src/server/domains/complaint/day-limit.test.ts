import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { complaint } from '../../../shared/api/complaint';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createComplaintRepo } from './repo';
import { acksSent, outboxFor } from './test-fixtures';

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

it('sends a mobile five acknowledgement SMS a day in Beijing: the sixth complaint is taken without one, and the next day’s has its SMS again', async () => {
  const phoneNumber = '13911110101';
  const address = '10.0.8.1';
  for (let i = 0; i < 5; i++) {
    const ok = await t.call(complaint.submitComplaint, quick(phoneNumber, `今晚第${i}次`), { address });
    expect(ok.code).toBe(RESULT.OK);
    expect(ok.data).toMatchObject({ ackChannel: 'sms', duplicate: false });
  }
  // Past the day's SMS of the mobile the complaint is still stored and answered with its number: only its SMS
  // is not sent (a refusal let anyone who typed the mobile five times stop its owner complaining until midnight).
  const sixth = await t.call(complaint.submitComplaint, quick(phoneNumber, '今晚第6次'), { address });
  expect(sixth.code).toBe(RESULT.OK);
  expect(sixth.data).toMatchObject({ ackChannel: 'none', ackTo: '139****0101', duplicate: false });
  const repo = createComplaintRepo(t.database.db);
  const stored = await repo.byAckNo(sixth.data.ackNo as string);
  expect(stored?.payload).toMatchObject({ content: '今晚第6次' });
  expect(await repo.ackPending(stored?.id as number)).toBe(false);
  // A retry of it answers the same: no SMS, the same number.
  const again = await t.call(complaint.submitComplaint, quick(phoneNumber, '今晚第6次'), { address });
  expect(again.data).toMatchObject({ ackNo: sixth.data.ackNo, ackChannel: 'none', duplicate: true });
  await acksSent(t);
  expect(await outboxFor(t, phoneNumber)).toHaveLength(5);

  // Tomorrow is fifteen minutes away: the count starts again at midnight in Beijing, not 24 hours after the first.
  vi.setSystemTime(AFTER_MIDNIGHT);
  const uuid = await t.newSession(address);
  const tomorrow = await t.call(complaint.submitComplaint, quick(phoneNumber, '第二天的投诉'), { uuid, address });
  expect(tomorrow.code).toBe(RESULT.OK);
  expect(tomorrow.data).toMatchObject({ ackChannel: 'sms' });
  await acksSent(t);
  expect(await outboxFor(t, phoneNumber)).toHaveLength(6);
});
