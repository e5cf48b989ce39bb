import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { complaint } from '../../../shared/api/complaint';
import { callBackAt, callBackText } from '../../../shared/codes/callback-times';
import { RESULT } from '../../../shared/result-codes';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createComplaintRepo } from './repo';
import { acksSent, outboxFor } from './test-fixtures';

/** 13:30 on 30 November in Beijing (UTC+8). */
const AFTERNOON = Date.parse('2026-11-30T05:30:00Z');

describe('the day of a call-back hour (callBackAt)', () => {
  it('is today while the hour has not begun in Beijing, else tomorrow, across a month’s end', () => {
    expect(callBackAt('14', AFTERNOON)).toBe('2026-11-30T14:00:00+08:00');
    expect(callBackAt('18', AFTERNOON)).toBe('2026-11-30T18:00:00+08:00');
    // Begun (13:00-14:00 at 13:30) or gone: tomorrow's, 1 December.
    expect(callBackAt('13', AFTERNOON)).toBe('2026-12-01T13:00:00+08:00');
    expect(callBackAt('8', AFTERNOON)).toBe('2026-12-01T08:00:00+08:00');
    // 23:50 in Beijing is still 15:50 in UTC: the day is Beijing's.
    expect(callBackAt('8', Date.parse('2026-11-30T15:50:00Z'))).toBe('2026-12-01T08:00:00+08:00');
    expect(callBackAt('11111', AFTERNOON)).toBeNull();
    expect(callBackText('2026-12-01T08:00:00+08:00')).toBe('12月1日 08:00-09:00');
    expect(callBackText('2026-11-30T18:00:00+08:00')).toBe('11月30日 18:00-19:00');
  });
});

describe('a quick complaint with a call-back hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only Date is faked (timers, I/O and the database run as ever); before the app, as minute-clock.ts says.
    vi.useFakeTimers({ toFake: ['Date'], now: AFTERNOON, shouldAdvanceTime: true });
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  const quick = (phoneNumber: string, callBackTime: string, content: string) => ({
    type: 'quick' as const,
    name: '王小明',
    sex: '1',
    cityCode: '11010000',
    phoneNumber,
    callBackTime,
    content,
    email: '',
  });

  it('stores the window as a timestamp, answers it, and writes its date in the SMS', async () => {
    const phoneNumber = '13911130001';
    const res = await t.call(complaint.submitComplaint, quick(phoneNumber, '9', '请明早回电'));
    expect(res.code).toBe(RESULT.OK);
    // 09:00 has gone at 13:30: tomorrow's, and said so.
    expect(res.data.callBackAt).toBe('2026-12-01T09:00:00+08:00');
    const row = await createComplaintRepo(t.database.db).byAckNo(res.data.ackNo as string);
    expect(row?.payload).toMatchObject({ callBackTime: '9', callBackAt: '2026-12-01T09:00:00+08:00' });
    await acksSent(t);
    const [sms] = await outboxFor(t, phoneNumber);
    expect(sms?.body).toContain('我们将在12月1日 09:00-10:00之间致电您');
  });

  it('leaves 尽快回电 without a time', async () => {
    const res = await t.call(complaint.submitComplaint, quick('13911130002', '11111', '请尽快回电'));
    expect(res.code).toBe(RESULT.OK);
    expect(res.data.callBackAt).toBeUndefined();
  });

  it('answers a retry sent as the hour begins with the first one’s day, not the next', async () => {
    const phoneNumber = '13911130003';
    vi.setSystemTime(Date.parse('2026-11-30T05:59:50Z')); // 13:59:50
    const first = await t.call(complaint.submitComplaint, quick(phoneNumber, '14', '下午两点回电'));
    expect(first.data.callBackAt).toBe('2026-11-30T14:00:00+08:00');
    vi.setSystemTime(Date.parse('2026-11-30T06:00:10Z')); // 14:00:10: 14:00 has begun
    const retry = await t.call(complaint.submitComplaint, quick(phoneNumber, '14', '下午两点回电'));
    expect(retry.data).toMatchObject({ ackNo: first.data.ackNo, duplicate: true });
    expect(retry.data.callBackAt).toBe('2026-11-30T14:00:00+08:00');
  });
});
