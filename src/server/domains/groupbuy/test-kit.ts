import { afterAll, beforeAll, expect } from 'vitest';
import { platform } from '../../../shared/api/platform';
import { RESULT } from '../../../shared/result-codes';
import { latestOutbox } from '../../platform/messaging';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createGroupbuyRepo } from './repo';

export type Staff = { employeeNo: string; mobile: string; name: string };

/** A mobile as a contact card pastes it: +86 138 0013 8000. */
export const pasted = (mobile: string) => `+86 ${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`;

/**
 * The group-buy API tests' app, one per test file (tests only): registers the
 * file's hooks and gives the first staff member of the register, the link form
 * they fill and the messages the portal sent.
 */
export function groupbuyTestApp() {
  const kit = {
    t: undefined as unknown as TestApp,
    staff: undefined as unknown as Staff,
    outboxFor: async (to: string) => (await latestOutbox(kit.t.database.db)).filter((m) => m.recipient === to),
    codeFor: async (mobile: string, purpose: 'groupBuy' | 'activity', uuid?: string) => {
      expect((await kit.t.call(platform.getSMSCode, { mobile, purpose }, { uuid })).code).toBe(RESULT.OK);
      return kit.t.lastSmsCode(mobile);
    },
    form: (over: Record<string, unknown> = {}) => ({
      kind: 'car' as const,
      employeeNo: kit.staff.employeeNo,
      proCode: '11000000',
      cityCode: '11010000',
      countyCode: '',
      address: '北京市 北京市 东城区',
      comCode: '11000000',
      comName: '人保财险北京市分公司',
      promoteProduct: '车险' as const,
      promoterName: kit.staff.name,
      phoneNumber: kit.staff.mobile,
      smsValidCode: '000000',
      groupuserCode: '',
      projectCode: '',
      ...over,
    }),
    /**
     * The n-th employee of the register (from 1), a session of their own, and their link form (the first
     * employee's places and branch, `over` changed) proven by a code sent to their mobile in that session.
     */
    async provenAsk(n: number, over: Record<string, unknown> = {}) {
      const promoter = (await createGroupbuyRepo(kit.t.database.db).staffList(n))[n - 1] as Staff;
      const uuid = await kit.t.newSession();
      const ask = kit.form({
        employeeNo: promoter.employeeNo,
        promoterName: promoter.name,
        phoneNumber: promoter.mobile,
        smsValidCode: await kit.codeFor(promoter.mobile, 'groupBuy', uuid),
        ...over,
      });
      return { promoter, uuid, ask };
    },
  };
  beforeAll(async () => {
    kit.t = await startTestApp();
    kit.staff = (await createGroupbuyRepo(kit.t.database.db).staffList(1))[0] as Staff;
  });
  afterAll(() => kit.t?.close());
  return kit;
}
